import Foundation

/// `workbook watch [<lab>]`: the learner's loop. Checks the lab at once and again on every save,
/// each check stamped with the time and its number; when the lab turns green it says so and moves
/// on to the next lab not done. Runs until Ctrl-C, or until every lab is done.
///
/// One process for the whole loop: each save costs one `swift test`, not a `swift run` on top.
/// It acts on the newest save only: a burst of saves (an editor writing twice, a save-all) is
/// checked once, after ``settle`` with no further change, and a save during a check stops that
/// check (``Subprocess/supersede()``) and starts one on the newest content, so a hanging version
/// saved twice never runs twice.
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
  /// How long the files must stay the same before a check starts: enough for a burst of saves,
  /// at most what the learner notices (issue 38 asks no more than 150 ms).
  var settle: Double = 0.1

  func run() throws -> Int32 {
    var lab = self.lab
    var staysWhileGreen = self.staysWhileGreen
    var last = ""
    var runs = 0
    // After a move to the next lab the screen keeps the green verdict above the next lab's first.
    var clears = true
    while true {
      let now = fingerprint(of: lab)
      guard now != last else {
        usleep(UInt32(pollInterval * 1_000_000))
        continue
      }
      // The first check of a lab starts at once; after a save, wait for the burst to end.
      last = runs == 0 || clears == false ? now : settled(lab, from: now)
      runs += 1
      // Clear the screen for a person; keep a log (or a pipe) free of escape codes.
      if clears && isatty(STDOUT_FILENO) == 1 { FileHandle.standardOutput.write(Data("\u{1B}[2J\u{1B}[H".utf8)) }
      clears = true
      var command = CheckCommand(catalog: catalog, lab: lab)
      command.timeLimit = timeLimit
      command.showsAllFailures = showsAllFailures
      command.context = .watching
      command.heading = "[\(Self.clock())] check \(runs): checking lab \(lab.tag) ..."
      let report: CheckReport?
      do {
        report = try whileWatching(lab, since: last) { try command.check() }
      } catch is Checker.CheckSuperseded {
        say("[\(Self.clock())] saved again during check \(runs): checking the newest version instead")
        clears = false
        // The newest version is checked even when it is the one just stopped (a save, then an
        // undo): no verdict was shown for it, and waiting for a change would wait forever.
        last = ""
        continue
      }
      let green = report?.isGreen == true
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

  /// The fingerprint once `lab`'s files have stayed the same for ``settle`` seconds (a burst of
  /// saves ended), starting from `seen`; at most a second of waiting, so a file rewritten in a
  /// loop is still checked.
  private func settled(_ lab: Lab, from seen: String) -> String {
    var current = seen
    var stableFor = 0.0
    var waited = 0.0
    while stableFor < settle, waited < 1 {
      usleep(UInt32(pollInterval * 1_000_000))
      waited += pollInterval
      let now = fingerprint(of: lab)
      stableFor = now == current ? stableFor + pollInterval : 0
      current = now
    }
    return current
  }

  private func fingerprint(of lab: Lab) -> String {
    Self.fingerprint(of: lab, in: catalog)
  }

  /// What a save changes: the lab's fingerprint, and whether its folder is there at all.
  private static func fingerprint(of lab: Lab, in catalog: Catalog) -> String {
    let folder = catalog.url(Layout.learnerFolder(of: lab))
    return Fingerprint.of(lab, in: catalog) + (FileManager.default.fileExists(atPath: folder.path) ? "" : "-")
  }

  /// Runs `check` while a second thread looks at `lab`'s files: a save that changes them stops
  /// the check's runs (``Subprocess/supersede()``), and the check throws ``Checker/CheckSuperseded``.
  private func whileWatching<T>(_ lab: Lab, since seen: String, _ check: () throws -> T) throws -> T {
    let catalog = catalog
    // A look every 0.1 s, not every poll: each look reads and hashes every file of the lab, its
    // suite and its mutants, on a core the check's compile wants; a save is still seen well
    // before a check ends.
    let interval = max(pollInterval, 0.1)
    // `stop` wakes the thread at once when the check ends; `ended` says it is gone.
    let stop = DispatchSemaphore(value: 0)
    let ended = DispatchSemaphore(value: 0)
    let watcher = Thread {
      defer { ended.signal() }
      while stop.wait(timeout: .now() + interval) == .timedOut {
        if Self.fingerprint(of: lab, in: catalog) != seen {
          Subprocess.supersede()
          return
        }
      }
    }
    watcher.start()
    defer {
      // The thread must be gone before the flag is cleared: one that looked after the check
      // ended and saw a save would otherwise set the flag again, and the next check would stop
      // at once, with nothing changed to check again (seen: watch waiting forever after "saved
      // again"). Waking it costs nothing: it is waiting on `stop`, or ends its one look.
      stop.signal()
      ended.wait()
      Subprocess.resume()
    }
    return try check()
  }

  /// The wall-clock time of day, `14:03:27`: when the verdict on screen was made.
  static func clock() -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "HH:mm:ss"
    return formatter.string(from: Date())
  }
}
