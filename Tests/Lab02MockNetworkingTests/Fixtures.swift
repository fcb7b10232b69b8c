import Foundation
import Lab02MockNetworking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URL under a `.test` host, a reserved name nothing on the internet answers.
func testURL(_ path: String = "") throws -> URL {
  try #require(URL(string: "https://api.lab02.test\(path)"), "Expected a valid test URL for path \(path).")
}

/// A request with `method` for `path`, so tests can tell requests apart by what they recorded.
func testRequest(_ method: String = "GET", _ path: String) throws -> URLRequest {
  var request = URLRequest(url: try testURL(path))
  request.httpMethod = method
  return request
}

/// A successful HTTP answer with `status` and `body`, as `MockNetworking` hands it back.
func httpAnswer(status: Int = 200, body: String, path: String = "") throws -> MockNetworking.Response {
  let url = try testURL(path)
  let response = try #require(
    HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil),
    "Expected to build an HTTPURLResponse for \(url)."
  )
  return .success((Data(body.utf8), response))
}

/// The body of a successful answer, as text, or `nil` when the call threw.
func bodyText(of call: () async throws -> (Data, URLResponse)) async -> String? {
  guard let (data, _) = try? await call() else { return nil }
  return String(decoding: data, as: UTF8.self)
}

/// An error no library throws, carrying a number, so a test can tell exactly which one came back.
struct ProbeError: Error, Equatable {
  let id: Int
}
