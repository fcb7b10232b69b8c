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

  /// Where to go once `lab` is done: the current lab, the first one not done in order (a learner
  /// who went ahead with `watch 5` is sent back to the lab they left unfinished, never past it);
  /// `nil` when every other lab is done.
  func lab(after lab: Lab, in progress: Progress) -> Lab? {
    labs.first { $0 != lab && !isDone($0, in: progress) }
  }
}
