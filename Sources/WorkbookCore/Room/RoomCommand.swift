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
  /// What the command line asks for: each of the verb's forms, read by ``init(catalog:arguments:)``.
  enum Action: Equatable {
    /// `room`: the room this copy is in.
    case status
    /// `room join <folder> [--name NAME]`
    case join(URL, name: String?)
    /// `room leave`
    case leave
    /// `room <folder> [--once] [--html FILE] [--every SECONDS] [--anonymous]`: the facilitator's view.
    case watch(URL, once: Bool, page: URL?, every: Int, anonymous: Bool)
  }

  let catalog: Catalog
  var action = Action.status
  /// The view's clock: the tool reads the wall clock; tests of the view pass their own `now`.
  var now: @Sendable () -> Date = { Date() }

  func run() throws -> Int32 {
    switch action {
    case .status: return try status()
    case .join(let folder, let name): return try join(folder, name: name)
    case .leave: return leave()
    case .watch(let folder, let once, let page, let every, let anonymous):
      return try RoomWatch(
        catalog: catalog, folder: folder, now: now, once: once, page: page, every: every, anonymous: anonymous
      ).run()
    }
  }

  private func status() throws -> Int32 {
    guard let membership = RoomMembership.load(from: catalog), let folder = membership.folder else {
      throw WorkbookError.usage("you are not in a room; join one with: \(Invocation.typed("room join <folder>"))")
    }
    say("You are in the room at \(folder) as \(membership.name); every check writes your progress there.")
    say("Leave with: \(Invocation.command) room leave")
    return 0
  }

  private func join(_ folder: URL, name: String?) throws -> Int32 {
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
      say("Could not update \(Layout.roomMembership) (\(error.localizedDescription)): delete it to leave the room.")
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

extension RoomCommand {
  /// From the verb's parsed arguments: the form (`room join`, `room leave`, `room`) picks the action.
  init(catalog: Catalog, arguments: Arguments) throws {
    self.init(catalog: catalog)
    switch arguments.verb.name {
    case "room join":
      action = .join(Self.absolute(arguments.operands[0]), name: arguments.value("--name"))
    case "room leave":
      action = .leave
    default:
      let every = try arguments.wholeSeconds("--every", default: 5)
      guard let folder = arguments.operands.first else {
        if let option = ["--once", "--html", "--every", "--anonymous"].first(where: arguments.has) {
          throw arguments.usage("\(option) is for the facilitator's view: name the room's folder (room <folder> \(option))")
        }
        return
      }
      let page = arguments.value("--html").map(Self.absolute)
      action = .watch(
        Self.absolute(folder), once: arguments.has("--once"), page: page, every: every, anonymous: arguments.has("--anonymous"))
    }
  }
}
