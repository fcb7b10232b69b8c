import Lab10CompositionRoot

/// A token that every member of a configuration holds (see
/// `AppDependencies.held(by:)`): while anything keeps one of those members, a root, a store it
/// built, a composer, or a task one of them started and left running, the lease is alive. A test
/// holds it weakly: once it has dropped the root and all it built, a lease still alive means
/// something the root started still runs.
final class Lease: Sendable {}

extension AppDependencies {
  /// This configuration, each of its members holding `lease` as long as the member lives.
  func held(by lease: Lease) -> AppDependencies {
    var held = self
    let (fetchUser, loadNotes, saveNote, now, track) = (fetchUser, loadNotes, saveNote, now, track)
    held.fetchUser = { id in try await lease.holding { try await fetchUser(id) } }
    held.loadNotes = { try await lease.holding { try await loadNotes() } }
    held.saveNote = { note in try await lease.holding { try await saveNote(note) } }
    held.now = { lease.holdingWhile(now) }
    held.track = { event in lease.holdingWhile { track(event) } }
    return held
  }
}

extension Lease {
  /// Runs `body`: the closure calling this keeps the lease alive.
  fileprivate func holdingWhile<Value>(_ body: () throws -> Value) rethrows -> Value { try body() }
  fileprivate func holding<Value>(_ body: () async throws -> Value) async rethrows -> Value { try await body() }
}
