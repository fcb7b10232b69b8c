import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every field of a request a service could set, compared whole: `URLRequest`'s own `==` is not
/// used, because Foundation's equality skips some fields. What the chapter does not name must keep
/// `URLRequest`'s defaults ("the same defaults otherwise"): cookies, cellular access, the network
/// service type, the main document URL, on Apple's platforms expensive and constrained networks
/// and HTTP/3, the timeout and the cache policy.
struct SentRequest: Equatable, CustomStringConvertible {
  var method: String
  var url: String
  var headers: [String: String]
  var body: Body
  var timeout: TimeInterval
  var cachePolicy: UInt
  var handlesCookies: Bool
  var allowsCellularAccess: Bool
  var networkServiceType: UInt
  var mainDocumentURL: String?
  /// Fields only Apple's Foundation has (expensive and constrained networks, HTTP/3): empty on Linux.
  var appleOnly: [Bool]

  /// The body as a JSON object of strings, each key and value compared scalar by scalar
  /// (``ExactText``), `none` for no body; a body that is not such an object shows as text, so it
  /// differs from every expected value.
  enum Body: Equatable, CustomStringConvertible {
    case none
    case jsonObject([ExactText: ExactText])
    case notAJSONObject(String)

    /// A JSON object with these strings, exactly.
    static func json(_ object: [String: String]) -> Body {
      .jsonObject(Dictionary(uniqueKeysWithValues: object.map { (ExactText($0.key), ExactText($0.value)) }))
    }

    var description: String {
      switch self {
      case .none: "no body"
      case .jsonObject(let object): "JSON \(object)"
      case .notAJSONObject(let text): "not a JSON object of strings: \(text.debugDescription)"
      }
    }
  }

  /// What the service must send: no headers but those named, and every other field at the value a
  /// fresh `URLRequest` has.
  init(_ method: String, _ url: String, headers: [String: String] = [:], body: Body = .none) {
    self.init(URLRequest(url: URL(fileURLWithPath: "/")))
    self.method = method
    self.url = url
    self.headers = headers
    self.body = body
  }

  /// What a request holds.
  init(_ request: URLRequest) {
    method = request.httpMethod ?? "nil"
    url = request.url?.absoluteString ?? "nil"
    headers = request.allHTTPHeaderFields ?? [:]
    timeout = request.timeoutInterval
    cachePolicy = request.cachePolicy.rawValue
    handlesCookies = request.httpShouldHandleCookies
    allowsCellularAccess = request.allowsCellularAccess
    networkServiceType = request.networkServiceType.rawValue
    mainDocumentURL = request.mainDocumentURL?.absoluteString
    #if canImport(FoundationNetworking)
      appleOnly = []
    #else
      appleOnly = [request.allowsExpensiveNetworkAccess, request.allowsConstrainedNetworkAccess, request.assumesHTTP3Capable]
    #endif
    body = request.httpBody.map(Self.body) ?? .none
  }

  /// Reads the pairs one by one from Foundation's own dictionary, so two keys that differ only in
  /// their scalars stay two keys.
  private static func body(_ data: Data) -> Body {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? NSDictionary else {
      return .notAJSONObject(String(decoding: data, as: UTF8.self))
    }
    var pairs: [ExactText: ExactText] = [:]
    for (key, value) in object {
      guard let key = key as? String, let value = value as? String else {
        return .notAJSONObject(String(decoding: data, as: UTF8.self))
      }
      pairs[ExactText(key)] = ExactText(value)
    }
    return .jsonObject(pairs)
  }

  var description: String {
    "\(method) \(url) \(headers) \(body) timeout \(timeout) cache \(cachePolicy) cookies \(handlesCookies) "
      + "cellular \(allowsCellularAccess) service type \(networkServiceType) "
      + "main document \(mainDocumentURL ?? "nil") Apple's (expensive, constrained, HTTP/3) \(appleOnly)"
  }
}
