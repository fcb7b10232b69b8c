import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every field of a request the chapter promises, compared whole: `URLRequest`'s own `==` is not
/// used, because Foundation's equality skips some fields.
struct SentRequest: Equatable, CustomStringConvertible {
  var method: String
  var url: String
  var headers: [String: String]
  /// The body as JSON (a `[String: String]` object), `nil` for no body; a body that is not such an
  /// object shows as text, so it differs from every expected value.
  var body: Body
  var timeout: TimeInterval
  var cachePolicy: UInt

  enum Body: Equatable, CustomStringConvertible {
    case none
    case json([String: String])
    case notAJSONObject(String)

    var description: String {
      switch self {
      case .none: "no body"
      case .json(let object): "JSON \(object)"
      case .notAJSONObject(let text): "not a JSON object of strings: \(text.debugDescription)"
      }
    }
  }

  /// What the service must send: no headers but those named, URLRequest's default timeout (60 s)
  /// and cache policy.
  init(_ method: String, _ url: String, headers: [String: String] = [:], body: Body = .none) {
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
    timeout = URLRequest(url: URL(fileURLWithPath: "/")).timeoutInterval
    cachePolicy = URLRequest(url: URL(fileURLWithPath: "/")).cachePolicy.rawValue
  }

  /// What a request holds.
  init(_ request: URLRequest) {
    method = request.httpMethod ?? "nil"
    url = request.url?.absoluteString ?? "nil"
    headers = request.allHTTPHeaderFields ?? [:]
    timeout = request.timeoutInterval
    cachePolicy = request.cachePolicy.rawValue
    if let data = request.httpBody {
      let object = try? JSONSerialization.jsonObject(with: data)
      body = (object as? [String: String]).map(Body.json) ?? .notAJSONObject(String(decoding: data, as: UTF8.self))
    } else {
      body = .none
    }
  }

  var description: String { "\(method) \(url) \(headers) \(body) timeout \(timeout) cache \(cachePolicy)" }
}
