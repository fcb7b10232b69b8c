import Foundation

/// `workbook watch [<lab>]`: the learner's loop. Checks the lab at once and again on every save,
/// each check stamped with the time and its number; when the lab turns green it says so and moves
/// on to the next lab not done. Runs until Ctrl-C, or until every lab is done.
///
/// One process for the whole loop: each save costs one `swift test`, not a `swift run` on top.
struct WatchCommand {
  let catalog: Catalog
  var lab: Lab
  /// The learner named a lab that was already done: watch it (they are refining) instead of
  /// moving on at its first green check.
  var staysWhileGreen = false
  /// `--timeout`; `nil` for each lab's own default (``TestTimeLimit``).
  var timeLimit: Double? = nil
  var showsAllFailures = false
  var pollInterval: Double = 0.02

  func run() throws -> Int32 {
    var lab = self.lab
    var staysWhileGreen = self.staysWhileGreen
    var last = ""
    var runs = 0
    // After a move to the next lab the screen keeps the green verdict above the next lab's first.
    var clears = true
    while true {
      let folder = catalog.url(Layout.learnerFolder(of: lab))
      let now = Fingerprint.of(lab, in: catalog) + (FileManager.default.fileExists(atPath: folder.path) ? "" : "-")
      guard now != last else {
        usleep(UInt32(pollInterval * 1_000_000))
        continue
      }
      last = now
      runs += 1
      // Clear the screen for a person; keep a log (or a pipe) free of escape codes.
      if clears && isatty(STDOUT_FILENO) == 1 { FileHandle.standardOutput.write(Data("\u{1B}[2J\u{1B}[H".utf8)) }
      clears = true
      var command = CheckCommand(catalog: catalog, lab: lab)
      command.timeLimit = timeLimit
      command.showsAllFailures = showsAllFailures
      command.context = .watching
      command.heading = "[\(Self.clock())] check \(runs): checking lab \(lab.tag) ..."
      let green = try command.check()?.isGreen == true
      if green && !staysWhileGreen {
        say()
        guard let next = catalog.lab(after: lab, in: Progress.load(from: catalog)) else {
          say("Lab \(lab.tag) is green, and every lab is done. Well done.")
          return 0
        }
        say("Lab \(lab.tag) is green. Moving on to Lab \(next.tag) · \(next.title) (chapter: \(next.chapter)).")
        lab = next
        clears = false
        continue
      }
      if !green { staysWhileGreen = false }
      say()
      say("[\(Self.clock())] watching \(Layout.learnerFolder(of: lab)) for changes (check \(runs)); Ctrl-C to stop")
    }
  }

  /// The wall-clock time of day, `14:03:27`: when the verdict on screen was made.
  static func clock() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: Date())
  }
}
