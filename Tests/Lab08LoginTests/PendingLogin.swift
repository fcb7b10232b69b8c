import Lab08Login
import Synchronization
import XCTest

/// One call to `login` on the double, running in its own task, whose outcome a test reads after a
/// bounded wait on ``returned``. The test never awaits the call itself: if the double never
/// answered, that await would hang the whole run.
final class PendingLogin: Sendable {
  /// Fulfilled when `login` has returned or thrown.
  let returned = XCTestExpectation(description: "login returned")
  private let outcome = Mutex<Result<String, any Error>?>(nil)

  /// `nil` while the login is still waiting.
  var result: Result<String, any Error>? { outcome.withLock { $0 } }

  var token: String? { try? result?.get() }

  var error: (any Error)? {
    guard case .failure(let error) = result else { return nil }
    return error
  }

  /// Calls `service.login` with `form` in a new task; fulfills `others` too when it returns.
  static func start(on service: ControlledAuthenticationService, _ form: SentForm, alsoFulfilling others: XCTestExpectation...)
    -> PendingLogin
  {
    let login = PendingLogin()
    Task {
      let result: Result<String, any Error>
      do {
        result = .success(try await service.login(email: form.email, password: form.password))
      } catch {
        result = .failure(error)
      }
      login.outcome.withLock { $0 = result }
      for expectation in others { expectation.fulfill() }
      login.returned.fulfill()
    }
    return login
  }
}
