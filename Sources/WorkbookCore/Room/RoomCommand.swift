import Foundation

/// `workbook room`: learners join and leave a room folder; the facilitator watches it.
///
/// ```sh
/// swift run workbook room join /Volumes/share/room --name Ada   # a learner, once
/// swift run workbook room leave
/// swift run workbook room /Volumes/share/room --html room.html  # the facilitator
/// swift run workbook room /Volumes/share/room --once            # one frame, for scripts
/// ```
struct RoomCommand {
  let catalog: Catalog
  let arguments: [String]
  /// The view's clock: the tool reads the wall clock; tests of the view pass their own `now`.
  var now: @Sendable () -> Date = { Date() }

  static let usage =
    "usage: \(Invocation.command) room join <folder> [--name NAME] | room leave | room <folder> [--once] [--html FILE] [--every SECONDS]"

  func run() throws -> Int32 {
    var rest = arguments[...]
    switch rest.popFirst() {
    case nil: return try status()
    case "join":
      guard let folder = rest.popFirst(), !folder.hasPrefix("--") else {
        throw WorkbookError.usage("room join needs the room's folder: \(Invocation.command) room join <folder> --name <your name>")
      }
      var name: String?
      while let option = rest.popFirst() {
        guard option == "--name", let value = rest.popFirst() else {
          throw WorkbookError.usage("room join: unexpected '\(option)'. \(Self.usage)")
        }
        name = value
      }
      return try join(folder, name: name)
    case "leave":
      if let extra = rest.first { throw WorkbookError.usage("room leave takes no argument '\(extra)'. \(Self.usage)") }
      return leave()
    case let folder?:
      guard !folder.hasPrefix("--") else { throw WorkbookError.usage("room needs the room's folder first. \(Self.usage)") }
      var options = RoomWatch(catalog: catalog, folder: Self.absolute(folder), now: now)
      while let option = rest.popFirst() {
        switch option {
        case "--once": options.once = true
        case "--html":
          guard let file = rest.popFirst(), !file.hasPrefix("--") else {
            throw WorkbookError.usage("--html needs a file name, like room.html")
          }
          options.page = Self.absolute(file)
        case "--every":
          guard let value = rest.popFirst(), let seconds = Int(value), seconds >= 1 else {
            throw WorkbookError.usage("--every needs a whole number of seconds, 1 or more")
          }
          options.every = seconds
        default: throw WorkbookError.usage("room: unknown option '\(option)'. \(Self.usage)")
        }
      }
      return try options.run()
    }
  }

  private func status() throws -> Int32 {
    guard let membership = RoomMembership.load(from: catalog), let folder = membership.folder else {
      throw WorkbookError.usage("you are not in a room. \(Self.usage)")
    }
    say("You are in the room at \(folder) as \(membership.name); every check writes your progress there.")
    say("Leave with: \(Invocation.command) room leave")
    return 0
  }

  private func join(_ path: String, name: String?) throws -> Int32 {
    let folder = Self.absolute(path)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
      throw WorkbookError.usage(
        "no folder \(folder.path): the room is a folder you and the facilitator both see (a shared, synced or mounted one); create it, then join again"
      )
    }
    var membership = RoomMembership.load(from: catalog) ?? RoomMembership(name: "")
    let name = (name ?? (membership.name.isEmpty ? RoomMembership.defaultName(in: catalog) : membership.name))
      .trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty, name.count <= RecordValidator.maxNameLength, RoomText.isClean(name) else {
      throw WorkbookError.usage("the name is shown to the room: 1 to \(RecordValidator.maxNameLength) characters, no control characters")
    }
    if let old = membership.folder, old != folder.path { RoomWriter(folder: URL(fileURLWithPath: old)).remove(learner: membership.learner) }
    membership.name = name
    membership.folder = folder.path
    let writer = RoomWriter(folder: folder)
    try writer.write(membership.record(of: Progress.load(from: catalog), at: now()))
    try membership.save(to: catalog)
    say("Joined the room at \(folder.path) as \(name).")
    say("Every check (and watch) now writes your progress to \(writer.file(for: membership.learner).lastPathComponent) there:")
    say("the lab you checked last, tests passing per task, the first failing test, hints taken. Never your code.")
    say("Leave with: \(Invocation.command) room leave")
    return 0
  }

  private func leave() -> Int32 {
    guard var membership = RoomMembership.load(from: catalog), let folder = membership.folder else {
      say("You are not in a room; nothing to leave.")
      return 0
    }
    let writer = RoomWriter(folder: URL(fileURLWithPath: folder))
    let removed = writer.remove(learner: membership.learner)
    membership.folder = nil
    do {
      try membership.save(to: catalog)
    } catch {
      say("Could not update .workbook/room.json (\(error.localizedDescription)): delete it to leave the room.")
      return 1
    }
    say("Left the room at \(folder).")
    if !removed { say("Your file there (\(writer.file(for: membership.learner).path)) was not removed: delete it if it is still there.") }
    return 0
  }

  static func absolute(_ path: String) -> URL {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
      .standardizedFileURL
  }
}
