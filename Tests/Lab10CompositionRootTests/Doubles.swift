import Foundation
import Lab10CompositionRoot
import Synchronization

/// The dependencies one test allows, on top of `AppDependencies.failing(log:)`: each allowed
/// member is a double that records what it was asked; every other member fails and reports to
/// ``log``.
///
/// The storage is a small in-memory one: `loadNotes` answers what it holds, `saveNote` records
/// every attempt and keeps the note unless a failure was queued for it. The clock is fixed, or
/// ticks an hour on at every reading, so a second reading shows, or says given moments in turn.
/// All state is in a `Mutex`: the members are `@Sendable` closures that may run on any task.
final class Doubles: Sendable {
  enum Clock: Sendable {
    case fixed(Date)
    /// The first reading is the date; each later one an hour after the one before.
    case ticking(from: Date)
    /// These moments, one per reading, in order (forward, back, whatever they say); the last one
    /// again once they run out.
    case readings([Date])
  }

  private struct State {
    var stored: [Note]
    var saveAttempts: [Note] = []
    var loads = 0
    var clockReadings = 0
    var tracked: [String] = []
    var loadFailures: [any Error]
    var saveFailures: [any Error]
  }

  /// The failing configuration's log: every member a test did not allow that was touched.
  let log = UnimplementedLog()
  private let clock: Clock
  private let pendingSave: PendingSave?
  private let gate: SaveGate?
  private let state: Mutex<State>

  /// `loadFailures` and `saveFailures` are thrown by the next calls, one each, in order; after
  /// them the storage answers. A `pendingSave` holds every save until its task is cancelled; a
  /// `gate` holds every save until the test lets it through.
  init(
    stored: [Note] = [], clock: Clock = .fixed(nineAM), loadFailures: [any Error] = [],
    saveFailures: [any Error] = [], pendingSave: PendingSave? = nil, gate: SaveGate? = nil
  ) {
    self.clock = clock
    self.pendingSave = pendingSave
    self.gate = gate
    state = Mutex(State(stored: stored, loadFailures: loadFailures, saveFailures: saveFailures))
  }

  /// `failing(log:)` with the `allowed` members answered by these doubles.
  func dependencies(allowing allowed: Set<Member>) -> AppDependencies {
    var dependencies = AppDependencies.failing(log: log)
    if allowed.contains(.fetchUser) { dependencies.fetchUser = { id in User(id: id, name: "Ada") } }
    if allowed.contains(.loadNotes) { dependencies.loadNotes = { try self.load() } }
    if allowed.contains(.saveNote) { dependencies.saveNote = { note in try await self.save(note) } }
    if allowed.contains(.now) { dependencies.now = { self.read() } }
    if allowed.contains(.track) { dependencies.track = { event in self.state.withLock { $0.tracked.append(event) } } }
    return dependencies
  }

  var stored: [Note] { state.withLock { $0.stored } }
  var saveAttempts: [Note] { state.withLock { $0.saveAttempts } }
  var loads: Int { state.withLock { $0.loads } }
  var clockReadings: Int { state.withLock { $0.clockReadings } }
  var tracked: [String] { state.withLock { $0.tracked } }

  private func load() throws -> [Note] {
    let (failure, notes) = state.withLock { state -> ((any Error)?, [Note]) in
      state.loads += 1
      return (state.loadFailures.isEmpty ? nil : state.loadFailures.removeFirst(), state.stored)
    }
    if let failure { throw failure }
    return notes
  }

  private func save(_ note: Note) async throws {
    let failure = state.withLock { state -> (any Error)? in
      state.saveAttempts.append(note)
      return state.saveFailures.isEmpty ? nil : state.saveFailures.removeFirst()
    }
    if let failure { throw failure }
    if let pendingSave { try await pendingSave.save(note) }
    if let gate { await gate.save(note) }
    state.withLock { $0.stored.append(note) }
  }

  private func read() -> Date {
    let reading = state.withLock { state in
      defer { state.clockReadings += 1 }
      return state.clockReadings
    }
    switch clock {
    case .fixed(let moment): return moment
    case .ticking(let start): return start.addingTimeInterval(TimeInterval(reading) * 3600)
    case .readings(let moments): return moments[min(reading, moments.count - 1)]
    }
  }
}
