import Foundation
import Lab10CompositionRoot

/// A call to a member of `AppDependencies` that takes something, with what it carries, in every
/// shape a member may be handed: the usual, empty, spaces only, a line break, non-ASCII.
enum MemberCall: Sendable, CustomStringConvertible {
  case fetchUser(id: String)
  case saveNote(Note)
  case track(event: String)

  static let ofEveryShape: [MemberCall] =
    ["42", "", " ", "\n", "ü/7"].map { MemberCall.fetchUser(id: $0) }
    + [Note(text: "Hi", createdAt: nineAM), Note(text: "", createdAt: .distantPast), Note(text: " \n", createdAt: nineAM)]
    .map { MemberCall.saveNote($0) }
    + ["opened", "", " ", "\n", "note_saved", "écrit 📝"].map { MemberCall.track(event: $0) }

  var member: Member {
    switch self {
    case .fetchUser: .fetchUser
    case .saveNote: .saveNote
    case .track: .track
    }
  }

  var description: String {
    switch self {
    case .fetchUser(let id): "fetchUser(\(id.debugDescription))"
    case .saveNote(let note): "saveNote(\(note.text.debugDescription))"
    case .track(let event): "track(\(event.debugDescription))"
    }
  }

  /// Makes this call on `dependencies`, and names what it produced.
  func make(on dependencies: AppDependencies) async -> Outcome {
    switch self {
    case .fetchUser(let id): return await Outcome.ofUser { try await dependencies.fetchUser(id) }
    case .saveNote(let note): return await Outcome.ofCall { try await dependencies.saveNote(note) }
    case .track(let event):
      dependencies.track(event)
      return .returned
    }
  }
}
