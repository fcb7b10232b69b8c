import Foundation
import Lab05SegregatedServices
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Answers every request with one canned result and remembers the requests.
///
/// `HTTPClient` is `Sendable`, so its state sits in a `Mutex`: Swift 6 rejects a class with plain
/// `var`s conforming to a `Sendable` protocol, because two tasks could write them at once.
final class StubHTTPClient: HTTPClient {
  private let state: Mutex<(answer: Result<(Data, URLResponse), any Error>, requests: [URLRequest])>

  init(answer: Result<(Data, URLResponse), any Error>) {
    state = Mutex((answer, []))
  }

  var requests: [URLRequest] { state.withLock { $0.requests } }

  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try state.withLock {
      $0.requests.append(request)
      return try $0.answer.get()
    }
  }

  /// An HTTP answer with `status` and `body`.
  static func answer(status: Int, body: String) throws -> Result<(Data, URLResponse), any Error> {
    let response = try #require(HTTPURLResponse(url: catBaseURL(), statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil))
    return .success((Data(body.utf8), response))
  }

  /// An answer that is not HTTP at all (a plain `URLResponse`, which has no status code), with `body`.
  static func notHTTPAnswer(body: String) throws -> Result<(Data, URLResponse), any Error> {
    let response = URLResponse(
      url: try catBaseURL(), mimeType: "application/json", expectedContentLength: body.utf8.count, textEncodingName: nil)
    return .success((Data(body.utf8), response))
  }
}
