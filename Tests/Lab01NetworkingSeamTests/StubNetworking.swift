import Foundation
import Lab01NetworkingSeam
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The smallest double that lets these tests run `UserAPI` without a network: it answers every
/// request with one canned result and remembers the requests. Lab 02 builds a proper one.
///
/// A `Mutex` holds its state because `Networking` is `Sendable`: Swift 6 rejects a class with
/// plain `var`s conforming to it, since two tasks could write them at once.
final class StubNetworking: Networking {
  private let state: Mutex<(answer: Result<(Data, URLResponse), any Error>, requests: [URLRequest])>

  init(answer: Result<(Data, URLResponse), any Error>) {
    state = Mutex((answer, []))
  }

  var requests: [URLRequest] { state.withLock { $0.requests } }

  func answer(with result: Result<(Data, URLResponse), any Error>) {
    state.withLock { $0.answer = result }
  }

  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try state.withLock {
      $0.requests.append(request)
      return try $0.answer.get()
    }
  }
}

/// The base URL every test uses. `.test` is a reserved name: nothing on the internet answers it.
func apiBaseURL() throws -> URL {
  try #require(URL(string: "https://api.lab01.test"))
}

/// An HTTP answer with `status` and `body`, as the stub hands it back.
func httpAnswer(status: Int, body: String, for url: URL) throws -> Result<(Data, URLResponse), any Error> {
  let response = try #require(HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil))
  return .success((Data(body.utf8), response))
}

let adaJSON = #"{"id": "42", "name": "Ada Lovelace", "email": "ada@example.com"}"#
let ada = UserProfile(id: "42", name: "Ada Lovelace", email: "ada@example.com")

let graceJSON = #"{"id": "7", "name": "Grace Hopper", "email": "grace@example.com"}"#
let grace = UserProfile(id: "7", name: "Grace Hopper", email: "grace@example.com")

/// User 42 again, renamed: a newer version of Ada's profile, told apart from the older one.
let adaKingJSON = #"{"id": "42", "name": "Ada King", "email": "ada@example.com"}"#
let adaKing = UserProfile(id: "42", name: "Ada King", email: "ada@example.com")

/// User 42 in an older version still: what the screen showed before a reload, told apart from
/// both the earlier load's answer (Ada Lovelace) and the later one's (Ada King).
let adaByronJSON = #"{"id": "42", "name": "Ada Byron", "email": "ada@example.com"}"#
let adaByron = UserProfile(id: "42", name: "Ada Byron", email: "ada@example.com")
