import Foundation

/// `workbook watch [<lab>]`: the learner's loop. Checks the lab at once and again on every save,
/// each check stamped with the time and its number; when the lab turns green it says so and moves
/// on to the next lab not done. Runs until Ctrl-C, or until every lab is done.
///
/// One process for the whole loop: each save costs one `swift test`, not a `swift run` on top.
/// It acts on the newest save only. A save starts a check at once, unseen (``HeldHeading``):
/// a burst of saves (an editor writing twice, a save-all) is checked once, on its last version,
/// because a save within ``settle`` of the one before ends the unseen check and starts over,
/// and the check shows itself only after ``settle`` with no further change. So the wait for
/// the burst to end costs nothing: the compile runs meanwhile. A save during a check that shows
/// stops it (``Subprocess/supersede()``) and starts one on the newest content, so a hanging
/// version saved twice never runs twice.
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
  /// How long the files must stay the same before a check started by a save shows: enough for a
  /// burst of saves, at most what the learner notices (issue 38 asks no more than 150 ms).
  var settle: Double = 0.1

  func run() throws -> Int32 {
    var lab = self.lab
    var staysWhileGreen = self.staysWhileGreen
    var last = ""
    var runs = 0
    // When the burst of saves being waited out began: after a second of it, the check shows
    // anyway, so a file rewritten in a loop is still checked.
    var burstBegan: DispatchTime?
    // After a move to the next lab the screen keeps the green verdict above the next lab's first.
    var clears = true
    var look = SaveLook()
    while true {
      let now = look.fingerprint(of: lab, in: catalog)
      guard now != last else {
        usleep(UInt32(pollInterval * 1_000_000))
        continue
      }
      last = now
      runs += 1
      // Clear the screen for a person; keep a log (or a pipe) free of escape codes.
      let heading = HeldHeading(
        clearsScreen: clears && isatty(STDOUT_FILENO) == 1, line: "[\(Self.clock())] check \(runs): checking lab \(lab.tag) ...")
      // The first check of a lab shows at once; after a save, once the burst has ended.
      let settles = runs > 1 && clears
      if !settles { heading.show() }
      let began = burstBegan ?? .now()
      burstBegan = nil
      clears = true
      var command = CheckCommand(catalog: catalog, lab: lab)
      command.timeLimit = timeLimit
      command.showsAllFailures = showsAllFailures
      command.context = .watching
      command.heldHeading = heading
      let report: CheckReport?
      do {
        report = try whileWatching(lab, since: last, look: look, heading: heading, showAtLatest: began + 1) { try command.check() }
      } catch is Checker.CheckSuperseded where !heading.isShown {
        // Saved again within the settle time: the burst goes on, and this check was never seen.
        runs -= 1
        burstBegan = began
        last = ""
        continue
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

  /// Runs `check` while a second thread looks at `lab`'s files: a save that changes them stops
  /// the check's runs (``Subprocess/supersede()``), and the check throws ``Checker/CheckSuperseded``.
  /// While `heading` is held it looks every poll, and shows the heading once the files have stayed
  /// as they were for ``settle``, or at `showAtLatest`; a save before that drops it (the check
  /// ends unseen).
  private func whileWatching<T>(
    _ lab: Lab, since seen: String, look: SaveLook, heading: HeldHeading, showAtLatest: DispatchTime, _ check: () throws -> T
  ) throws -> T {
    let catalog = catalog
    // A look every 0.1 s once the check shows, not every poll: each look stats every file of the
    // lab, its suite and its mutants (``SaveLook``), on a core the check's compile wants; a save
    // is still seen well before a check ends.
    let interval = max(pollInterval, 0.1)
    let (pollInterval, settle) = (pollInterval, settle)
    // `stop` wakes the thread at once when the check ends; `ended` says it is gone.
    let stop = DispatchSemaphore(value: 0)
    let ended = DispatchSemaphore(value: 0)
    let watcher = Thread {
      defer { ended.signal() }
      var look = look
      var waited = 0.0
      while true {
        let held = !heading.isShown
        guard stop.wait(timeout: .now() + (held ? pollInterval : interval)) == .timedOut else { return }
        if look.fingerprint(of: lab, in: catalog) != seen {
          _ = heading.drop()
          Subprocess.supersede()
          return
        }
        if held {
          waited += pollInterval
          if waited >= settle || DispatchTime.now() >= showAtLatest { heading.show() }
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
