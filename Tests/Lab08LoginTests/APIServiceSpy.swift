import Lab08Login
import Synchronization

/// The API double for Task 2: answers every request with one canned result and remembers every
/// request it was sent, in order.
///
/// Its state sits in a `Mutex` because `APIServiceProtocol` is `Sendable`: Swift 6 rejects a class
/// with plain `var`s conforming to it, since two tasks could write them at once.
final class APIServiceSpy: APIServiceProtocol {
  private let state: Mutex<(answer: Result<LoginResponse, any Error>, requests: [LoginRequest])>

  /// There is no default answer on purpose: each test says what the server does.
  init(answer: Result<LoginResponse, any Error>) {
    state = Mutex((answer, []))
  }

  var requests: [LoginRequest] { state.withLock { $0.requests } }

  func send(_ request: LoginRequest) async throws -> LoginResponse {
    try state.withLock {
      $0.requests.append(request)
      return try $0.answer.get()
    }
  }
}
