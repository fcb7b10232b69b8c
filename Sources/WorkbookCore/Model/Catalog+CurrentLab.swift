/// Which lab the learner is on: decided here for the overview, `check` and `watch` alike.
///
/// ```swift
/// let progress = Progress.load(from: catalog)
/// let lab = catalog.currentLab(in: progress)   // nil once every lab is done
/// ```
extension Catalog {
  /// Done for the files as they are now (`LabStatus` decides).
  func isDone(_ lab: Lab, in progress: Progress) -> Bool {
    status(of: lab, in: progress).isDone
  }

  /// The first lab not done, in order; `nil` when every lab is done.
  func currentLab(in progress: Progress) -> Lab? {
    labs.first { !isDone($0, in: progress) }
  }

  /// Where to go once `lab` is done: the next lab not done after it, else the first one before it.
  func lab(after lab: Lab, in progress: Progress) -> Lab? {
    let pending = labs.filter { $0 != lab && !isDone($0, in: progress) }
    return pending.first { $0.number > lab.number } ?? pending.first
  }
}
