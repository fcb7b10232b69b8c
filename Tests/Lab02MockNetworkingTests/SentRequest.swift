import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A request as a test compares it: every field the chapter promises, each compared on its own
/// (`URLRequest`'s own `==` skips some of them), and a JSON body compared by what it says, not by
/// the order its keys were written in. The settings nobody asked for (cookies, cellular
/// access, service type) are compared too, so a request is compared whole: a client
/// that changes one of them sends another request than the one promised.
struct SentRequest: Equatable, CustomStringConvertible {
  var method: String?
  var url: String?
  var headers: [String: String]
  var body: String?
  var timeout: TimeInterval
  var cachePolicy: UInt
  var handlesCookies: Bool
  var allowsCellularAccess: Bool
  var networkServiceType: UInt

  init(_ request: URLRequest) {
    method = request.httpMethod
    url = request.url?.absoluteString
    headers = request.allHTTPHeaderFields ?? [:]
    body = request.httpBody.map(SentRequest.canonicalJSON)
    timeout = request.timeoutInterval
    cachePolicy = request.cachePolicy.rawValue
    handlesCookies = request.httpShouldHandleCookies
    allowsCellularAccess = request.allowsCellularAccess
    networkServiceType = request.networkServiceType.rawValue
  }

  /// A JSON body with its keys sorted; any other body as UTF-8 text.
  static func canonicalJSON(_ data: Data) -> String {
    guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
      let sorted = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed])
    else { return String(decoding: data, as: UTF8.self) }
    return String(decoding: sorted, as: UTF8.self)
  }

  var description: String {
    "\(method ?? "nil") \(url ?? "nil") headers \(headers.sorted { $0.key < $1.key }) body \(body ?? "nil") timeout \(timeout) cachePolicy \(cachePolicy) cookies \(handlesCookies) cellular \(allowsCellularAccess) serviceType \(networkServiceType)"
  }
}
