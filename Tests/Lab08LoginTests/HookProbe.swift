import Lab08Login
import Synchronization

/// What ``ControlledAuthenticationService`` looked like each time it called its `onLoginStarted`
/// hook. The hook promises "a login has arrived and is waiting"; the probe checks that promise by
/// reading the double from inside the hook, as any test that answers at that moment would.
///
/// The hook is passed to the double's `init`, before the double exists, so the probe is told about
/// the double afterwards (``watch(_:)``) and holds it weakly: the double holds the hook, the hook
/// holds the probe, and a strong reference back would be a cycle.
final class HookProbe: Sendable {
  struct Sighting: Equatable {
    let requests: [LoginRequest]
    let pendingCount: Int
  }

  private struct State {
    weak var service: ControlledAuthenticationService?
    var sightings: [Sighting] = []
  }

  private let state = Mutex(State())

  /// What the double showed at each call of the hook, oldest first.
  var sightings: [Sighting] { state.withLock { $0.sightings } }

  func watch(_ service: ControlledAuthenticationService) {
    state.withLock { $0.service = service }
  }

  /// The hook: reads the double (outside the probe's own lock), then records what it saw.
  func loginStarted(_ request: LoginRequest) {
    guard let service = state.withLock({ $0.service }) else { return }
    let sighting = Sighting(requests: service.requests, pendingCount: service.pendingCount)
    state.withLock { $0.sightings.append(sighting) }
  }
}
