import Dispatch
import Lab08Login
import Synchronization

/// What ``ControlledAuthenticationService`` looked like each time it called its `onLoginStarted`
/// hook. The hook promises "a login has arrived and is waiting"; the probe checks that promise by
/// reading the double while the hook runs, as any test that answers at that moment would.
///
/// It reads from ANOTHER thread and waits for that read, bounded. Reading on the hook's own thread
/// would crash the whole run if the double called the hook while holding its lock (a `Mutex` is
/// not recursive: locking it again on the same thread traps), and every later test would go
/// unreported. From another thread, such a read only waits for the lock; the probe stops waiting
/// after ``boundedWait`` and records that it could not read the double at all.
///
/// The hook is passed to the double's `init`, before the double exists, so the probe is told about
/// the double afterwards (``watch(_:)``) and holds it weakly: the double holds the hook, the hook
/// holds the probe, and a strong reference back would be a cycle.
final class HookProbe: Sendable {
  /// What a read of the double from another thread found while the hook ran; `nil` fields when the
  /// read did not finish in time (the double was still locked).
  struct Sighting: Equatable, CustomStringConvertible {
    var requests: [SentForm]?
    var pendingCount: Int?

    var description: String {
      guard let requests, let pendingCount else { return "(the double stayed locked while its hook ran)" }
      return "requests \(requests), pendingCount \(pendingCount)"
    }
  }

  private struct State {
    weak var service: ControlledAuthenticationService?
    var sightings: [Sighting] = []
  }

  /// One read's result, shared with the thread that reads.
  private final class Read: Sendable {
    let sighting = Mutex<Sighting?>(nil)
    let done = DispatchSemaphore(value: 0)
  }

  private let state = Mutex(State())

  /// What the double showed at each call of the hook, oldest first.
  var sightings: [Sighting] { state.withLock { $0.sightings } }

  func watch(_ service: ControlledAuthenticationService) {
    state.withLock { $0.service = service }
  }

  /// The hook: reads the double from another thread (outside the probe's own lock), then records
  /// what it saw.
  func loginStarted(_ request: LoginRequest) {
    guard let service = state.withLock({ $0.service }) else { return }
    let read = Read()
    // A Dispatch thread, not a Swift task: the hook may be running on one of the few threads
    // Swift concurrency has, and the read must not wait for that thread to be free.
    DispatchQueue.global().async {
      let seen = Sighting(requests: service.requests.map(SentForm.init), pendingCount: service.pendingCount)
      read.sighting.withLock { $0 = seen }
      read.done.signal()
    }
    // Blocks the hook's thread, bounded: only a double that holds its lock around the hook makes
    // this wait run out.
    _ = read.done.wait(timeout: .now() + boundedWait)
    let sighting = read.sighting.withLock { $0 } ?? Sighting(requests: nil, pendingCount: nil)
    state.withLock { $0.sightings.append(sighting) }
  }
}
