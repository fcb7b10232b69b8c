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
  var httpShouldUsePipelining: Bool
  /// The fields only Apple's `URLRequest` has (expensive and constrained network access, HTTP/3,
  /// attribution, DNSSEC), written out; empty on Linux, whose swift-corelibs-foundation
  /// `URLRequest` has none of them (checked against Swift 6.3's).
  var applePlatformFields: String

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
    httpShouldUsePipelining = request.pipelining
    #if canImport(FoundationNetworking)
      applePlatformFields = ""
    #else
      applePlatformFields = """
        expensive \(request.allowsExpensiveNetworkAccess), constrained \(request.allowsConstrainedNetworkAccess), \
        http3 \(request.assumesHTTP3Capable), attribution \(request.attribution.rawValue), \
        dnssec \(request.requiresDNSSECValidation)
        """
    #endif
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
      cachePolicy \(cachePolicy), cookies \(httpShouldHandleCookies), cellular \(allowsCellularAccess), service \(networkServiceType), mainDocumentURL \(mainDocumentURL ?? "none"), \
      pipelining \(httpShouldUsePipelining)\(applePlatformFields.isEmpty ? "" : ", \(applePlatformFields)")
      """
  }
}

extension RequestRecord {
  /// The record with its URL written out decoded, its parts named
  /// (`https://api.lab01.test path=/users/x?y query=none fragment=none` for `.../users/x%3Fy`), so
  /// that a test compares where a request goes whatever characters a platform percent-encodes.
  /// Every character outside printable ASCII is written as its Unicode scalars
  /// (``scalars(_:)``): `String ==` holds canonically equivalent strings equal (`"é"` and
  /// `"e\u{301}"`), though their bytes on the wire differ.
  func withReadableURL() -> RequestRecord {
    var record = self
    guard let url, let parts = URLComponents(string: url) else { return record }
    let origin = "\(parts.scheme ?? "")://\(parts.host ?? "")\(parts.port.map { ":\($0)" } ?? "")"
    record.url =
      "\(origin) path=\(scalars(parts.path)) query=\(parts.query.map(scalars) ?? "none") fragment=\(parts.fragment.map(scalars) ?? "none")"
    return record
  }
}

/// `text` with every scalar outside printable ASCII written as `\u{…}`: `"é"` is `\u{E9}`, and
/// `"e\u{301}"` (an e and a combining accent) is `e\u{301}`, so two texts compare equal only when
/// their scalars are the same.
func scalars(_ text: String) -> String {
  text.unicodeScalars.map { scalar in
    (0x20..<0x7F).contains(scalar.value) ? String(scalar) : "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }.joined()
}

/// An id as a test's message names it: quoted, with its scalars after it when it holds any outside
/// ASCII, since `"é"` and `"e\u{301}"` look the same on screen and are two rows of a table.
func namedID(_ id: String) -> String {
  id.unicodeScalars.allSatisfy(\.isASCII) ? id.debugDescription : "\(id.debugDescription) (\(scalars(id)))"
}
