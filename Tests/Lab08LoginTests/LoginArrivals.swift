import Lab08Login
import Synchronization
import XCTest

/// The handshake between a test and ``ControlledAuthenticationService``: the double's
/// `onLoginStarted` hook calls ``loginArrived(_:)``, and a test waits, bounded, on the
/// expectation it got from ``expectNextLogin()``. No yielding and hoping: the test resumes when the
/// login is provably parked in the double.
final class LoginArrivals: Sendable {
  private let waiting = Mutex<[XCTestExpectation]>([])

  /// An expectation fulfilled by the next login that reaches the double.
  func expectNextLogin() -> XCTestExpectation {
    let arrived = XCTestExpectation(description: "a login reached the double and is waiting in it")
    // The code that starts the login also fulfills it when the login returns, so a login that
    // never reaches the double ends the wait at once instead of after `boundedWait`.
    arrived.assertForOverFulfill = false
    waiting.withLock { $0.append(arrived) }
    return arrived
  }

  /// The double's hook: a login has arrived and is waiting.
  func loginArrived(_ request: LoginRequest) {
    let arrived = waiting.withLock { waiting in
      defer { waiting.removeAll() }
      return waiting
    }
    for expectation in arrived { expectation.fulfill() }
  }
}
