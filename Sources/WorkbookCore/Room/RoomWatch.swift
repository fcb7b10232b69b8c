import Foundation

/// `workbook room <folder>`: the facilitator's view, redrawn every few seconds, and the page
/// for the projector kept beside it.
///
/// ```swift
/// var watch = RoomWatch(catalog: catalog, folder: URL(fileURLWithPath: "/Volumes/share/room"))
/// watch.once = true
/// watch.page = URL(fileURLWithPath: "room.html")
/// _ = try watch.run()
/// ```
struct RoomWatch {
  let catalog: Catalog
  let folder: URL
  var now: @Sendable () -> Date = { Date() }
  /// Draw one frame (and write the page once), then return.
  var once = false
  var page: URL?
  var every = 5
  /// Pseudonyms on the page (the projector); the terminal shows each beside the real name.
  var anonymous = false

  func run() throws -> Int32 {
    while true {
      do {
        try frame()
      } catch {
        // A share that drops out for a moment must not end the facilitator's view; --once says so.
        if once { throw error }
        say("\(error) (trying again in \(every) s)")
      }
      if once { return 0 }
      sleep(UInt32(every))
    }
  }

  private func frame() throws {
    let now = now()
    let reader = RoomReader(validator: RecordValidator(knownModules: Set(catalog.labs.map(\.module)), now: now))
    let reading = try reader.read(folder: folder)
    let snapshot = RoomSnapshot(records: reading.records, labs: catalog.labs, now: now)
    var view = RoomView(snapshot: snapshot, skipped: reading.skipped, duplicates: reading.duplicates, source: folder.path)
    view.pseudonyms = anonymous
    var lines = view.lines
    if let page {
      var projected = RoomPage(snapshot: snapshot, labs: catalog.labs, refreshSeconds: every, skipped: reading.skipped)
      projected.anonymous = anonymous
      let html = projected.html
      do {
        try Data(html.utf8).write(to: page, options: .atomic)
      } catch {
        throw WorkbookError.environment("cannot write the page \(page.path): \(error.localizedDescription)")
      }
      lines += ["", "The page: \(page.path) (open it in a browser; it reloads itself)"]
    }
    if !once {
      lines += ["", "Redrawn every \(every) s; Ctrl-C to stop."]
      // Clear the screen for a person; keep a log (or a pipe) free of escape codes.
      if isatty(STDOUT_FILENO) == 1 { FileHandle.standardOutput.write(Data("\u{1B}[2J\u{1B}[H".utf8)) }
    }
    for line in lines { say(line) }
  }
}
