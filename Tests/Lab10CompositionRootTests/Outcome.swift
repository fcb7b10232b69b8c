import Foundation
import Lab10CompositionRoot

/// What one call produced, as a test compares it: a value, or the kind of error it threw.
enum Outcome: Equatable, Sendable, CustomStringConvertible {
  /// A note, compared scalar by scalar (see ``ExactNote``).
  case note(ExactNote)
  case notes([ExactNote])
  case user(User)
  /// A call with nothing to compare returned (`track`, `now`'s placeholder, a save).
  case returned
  /// The error, as ``errorKind(_:)`` names it.
  case threw(String)

  static func note(_ note: Note) -> Outcome { .note(ExactNote(note)) }
  static func notes(_ notes: [Note]) -> Outcome { .notes(notes.map(ExactNote.init)) }

  /// Runs `body` and names what it produced (one function per kind of value).
  static func ofNote(_ body: () async throws -> Note) async -> Outcome {
    do { return .note(try await body()) } catch { return .threw(errorKind(error)) }
  }

  static func ofNotes(_ body: () async throws -> [Note]) async -> Outcome {
    do { return .notes(try await body()) } catch { return .threw(errorKind(error)) }
  }

  static func ofUser(_ body: () async throws -> User) async -> Outcome {
    do { return .user(try await body()) } catch { return .threw(errorKind(error)) }
  }

  static func ofCall(_ body: () async throws -> Void) async -> Outcome {
    do {
      try await body()
      return .returned
    } catch { return .threw(errorKind(error)) }
  }

  var description: String {
    switch self {
    case .note(let note): "note(\(note))"
    case .notes(let notes): "notes(\(notes))"
    case .user(let user): "user(\(user.name))"
    case .returned: "returned"
    case .threw(let kind): "threw \(kind)"
    }
  }
}

/// An error's kind, precise enough to tell every error the tests throw apart: its type, and the
/// code or name that makes it this one.
func errorKind(_ error: any Error) -> String {
  switch error {
  case let error as UnimplementedDependency: "UnimplementedDependency(\(error.name))"
  case let error as NoteComposerError: "NoteComposerError.\(error)"
  case let error as URLError: "URLError(\(error.code.rawValue))"
  case is CancellationError: "CancellationError"
  case is DecodingError: "DecodingError"
  case is DiskFull: "DiskFull"
  case is CancelNeverReachedTheSave: "CancelNeverReachedTheSave"
  default: "\(type(of: error)): \(error)"
  }
}
