import Foundation
import Lab03URLProtocolStub

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request as the stub recorded it, every field the chapter promises: method, URL (by parts,
/// the query decoded, so two valid encodings of one name compare equal), headers, body, timeout
/// and cache policy. The test's own type, so a recording bug cannot hide on both sides.
struct SentRequest: Equatable, CustomStringConvertible {
  var method = "GET"
  var scheme: String?
  var host: String?
  var port: Int?
  /// The path as sent, percent-encoded and not tidied up: a doubled slash shows.
  var path = ""
  /// The query items, decoded; nil when the URL has no query.
  var query: [URLQueryItem]?
  var headers: [String: String] = [:]
  var body = Data()
  /// A request's default timeout is 60 s, its default cache policy `.useProtocolCachePolicy`.
  var timeout: TimeInterval = 60
  var cachePolicy = URLRequest.CachePolicy.useProtocolCachePolicy

  init(
    _ method: String = "GET", _ url: URL?, headers: [String: String] = [:], body: Data = Data(), timeout: TimeInterval = 60,
    cachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy
  ) {
    self.method = method
    let parts = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: true) }
    scheme = parts?.scheme
    host = url?.host
    port = parts?.port
    path = parts?.percentEncodedPath ?? ""
    query = parts?.queryItems
    self.headers = headers
    self.body = body
    self.timeout = timeout
    self.cachePolicy = cachePolicy
  }

  init(_ recorded: RecordedRequest) {
    self.init(
      recorded.method, recorded.url, headers: recorded.headers, body: recorded.body, timeout: recorded.timeoutInterval,
      cachePolicy: recorded.cachePolicy)
  }

  /// `GET <stub.baseURL>/<path>`, as a test sends it with `URLRequest(url:)`.
  static func get(_ path: String, on stub: NetworkStub) -> SentRequest {
    SentRequest("GET", url(path, on: stub))
  }

  var description: String {
    let text = describe(body)
    let items = query.map { "?" + $0.map { "\($0.name)=\($0.value ?? "nil")" }.joined(separator: "&") } ?? ""
    return "\(method) \(scheme ?? "nil")://\(host ?? "nil")\(port.map { ":\($0)" } ?? "")\(path)\(items) headers \(headers) "
      + "body \(text) timeout \(timeout) cache \(cachePolicy.rawValue)"
  }
}

/// What `UserDirectoryClient` sends, as the chapter and its doc comments promise.
enum Directory {
  static func headers(token: String) -> [String: String] {
    ["Accept": "application/json", "Authorization": "Bearer \(token)"]
  }

  /// `GET <base>/users?q=<name>&page=<page>` with the two headers.
  static func search(under base: URL, name: String, page: Int, token: String = "any-token") -> SentRequest {
    var request = SentRequest("GET", base.appendingPathComponent("users"), headers: headers(token: token))
    request.query = [URLQueryItem(name: "q", value: name), URLQueryItem(name: "page", value: String(page))]
    return request
  }

  /// `POST <base>/users` with the user as JSON and the three headers. The body is compared
  /// decoded (see ``Observed/decodingBodies()``), since JSON has many right spellings.
  static func create(under base: URL, _ user: NewUser, token: String = "any-token") -> SentRequest {
    var headers = headers(token: token)
    headers["Content-Type"] = "application/json"
    return SentRequest("POST", base.appendingPathComponent("users"), headers: headers, body: canonicalJSON(user))
  }

  /// `user` as JSON with sorted keys: what a create body is compared as.
  static func canonicalJSON(_ user: NewUser) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(user)) ?? Data()
  }
}

extension Observed {
  /// The same, every POST body that decodes as a `NewUser` rewritten in one spelling, so two
  /// valid encodings of the same user compare equal; a body that does not decode stays as sent.
  func decodingBodies() -> Observed {
    var copy = self
    copy.requests = requests.map { request in
      guard request.method == "POST", let user = try? JSONDecoder().decode(NewUser.self, from: request.body) else { return request }
      var request = request
      request.body = Directory.canonicalJSON(user)
      return request
    }
    return copy
  }
}

/// A body as text, or for a long one its size and its last bytes.
func describe(_ body: Data) -> String {
  guard body.count > 200 else { return "\"\(String(decoding: body, as: UTF8.self))\"" }
  return "\(body.count) bytes ending \(body.suffix(8).map { String($0, radix: 16) }.joined(separator: " "))"
}
