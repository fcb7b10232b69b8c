import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Every field of a `URLRequest` that can change what a server sees, so that two requests are
/// compared field by field. `URLRequest ==` is not enough: Foundation's equality skips some fields,
/// and a request rebuilt from its URL, method, headers and body compares equal to the original
/// while its timeout and cache policy are gone.
///
/// Header names are lowercased, since HTTP compares them without case; the tally header a test
/// adds to count its own requests (``EchoURLProtocol/tallyHeader``) is left out.
struct RequestRecord: Equatable, Sendable, CustomStringConvertible {
  var url: String?
  var method: String?
  var headers: [String: String]
  var body: Data
  var timeoutInterval: TimeInterval
  var cachePolicy: UInt
  var httpShouldHandleCookies: Bool
  var allowsCellularAccess: Bool
  var networkServiceType: UInt
  var mainDocumentURL: String?

  init(_ request: URLRequest) {
    url = request.url?.absoluteString
    method = request.httpMethod
    var headers: [String: String] = [:]
    for (name, value) in request.allHTTPHeaderFields ?? [:]
    where name.caseInsensitiveCompare(EchoURLProtocol.tallyHeader) != .orderedSame {
      headers[name.lowercased()] = value
    }
    self.headers = headers
    body = Self.body(of: request)
    timeoutInterval = request.timeoutInterval
    cachePolicy = request.cachePolicy.rawValue
    httpShouldHandleCookies = request.httpShouldHandleCookies
    allowsCellularAccess = request.allowsCellularAccess
    networkServiceType = request.networkServiceType.rawValue
    mainDocumentURL = request.mainDocumentURL?.absoluteString
  }

  /// What `UserAPI` promises for the profile `url`: `GET` with `Accept: application/json`, no body,
  /// no other header, and every other field as `URLRequest(url:)` leaves it.
  static func profileRequest(_ url: String) -> RequestRecord {
    var record = RequestRecord(URLRequest(url: URL(string: url) ?? URL(fileURLWithPath: "/not-a-url")))
    record.url = url
    record.method = "GET"
    record.headers = ["accept": "application/json"]
    return record
  }

  /// The request's body: `httpBody`, or on Apple platforms the `httpBodyStream` a session hands a
  /// `URLProtocol` instead, read to its end.
  private static func body(of request: URLRequest) -> Data {
    if let body = request.httpBody { return body }
    guard let stream = request.httpBodyStream else { return Data() }
    stream.open()
    defer { stream.close() }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = stream.read(&buffer, maxLength: buffer.count)
      if count <= 0 { break }
      data.append(buffer, count: count)
    }
    return data
  }

  var description: String {
    let bodyText = body.isEmpty ? "no body" : "body \"\(String(decoding: body, as: UTF8.self))\""
    let headerText = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    return """
      \(method ?? "<no method>") \(url ?? "<no url>") [\(headerText)] \(bodyText), timeout \(timeoutInterval), \
      cachePolicy \(cachePolicy), cookies \(httpShouldHandleCookies), cellular \(allowsCellularAccess), service \(networkServiceType), mainDocumentURL \(mainDocumentURL ?? "none")
      """
  }
}

extension RequestRecord {
  /// The record with its URL written out decoded, its parts named
  /// (`https://api.lab01.test path=/users/x?y query=none fragment=none` for `.../users/x%3Fy`), so
  /// that a test compares where a request goes whatever characters a platform percent-encodes.
  func withReadableURL() -> RequestRecord {
    var record = self
    guard let url, let parts = URLComponents(string: url) else { return record }
    let origin = "\(parts.scheme ?? "")://\(parts.host ?? "")\(parts.port.map { ":\($0)" } ?? "")"
    record.url = "\(origin) path=\(parts.path) query=\(parts.query ?? "none") fragment=\(parts.fragment ?? "none")"
    return record
  }
}
