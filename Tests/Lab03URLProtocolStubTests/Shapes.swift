import Foundation
import Lab03URLProtocolStub

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A URL built from the stub's own host, and whether that stub owns it; `name` is what a
/// failure message calls the row.
struct HostShape: Sendable {
  let name: String
  let reachesTheStub: Bool
  let make: @Sendable (_ host: String) -> String

  func url(on stub: NetworkStub) -> URL? { URL(string: make(stub.host)) }
}

/// Every shape of input the suite feeds to each promise that ranges over it.
enum Shapes {
  /// URLs the stub owns: its host in any case, with any port, path or query.
  static let insideTheStubsDomain: [HostShape] = [
    HostShape(name: "its host as given", reachesTheStub: true) { "https://\($0)/users" },
    HostShape(name: "its host in upper case", reachesTheStub: true) { "https://\($0.uppercased())/users" },
    HostShape(name: "its host in mixed case", reachesTheStub: true) { "https://\(mixedCase($0))/users" },
    HostShape(name: "its host with a port", reachesTheStub: true) { "https://\($0):8443/users" },
    HostShape(name: "its host with a trailing slash only", reachesTheStub: true) { "https://\($0)/" },
    HostShape(name: "its host with a deep path and a query", reachesTheStub: true) { "https://\($0)/a/b/c?q=Ada%20Lovelace&page=2" },
    // Other schemes: the stub owns its host whatever the scheme. Port 9 (discard) and a `.test`
    // name, so a stub that lets one escape reaches nothing real and fails fast.
    HostShape(name: "its host over plain http", reachesTheStub: true) { "http://\($0):9/users" },
    HostShape(name: "its host over plain http, upper-case scheme", reachesTheStub: true) { "HTTP://\($0):9/users" },
  ]

  /// URLs no stub owns: near misses of the stub's host, other hosts of the same test domain,
  /// real-looking hosts and IP literals. Chosen so that even a stub that lets them escape reaches
  /// nothing: `.example` and `.test` names never resolve (RFC 2606), and port 9 (discard) on this
  /// machine refuses at once, so a wrong stub fails fast instead of calling a server.
  static let outsideTheStubsDomain: [HostShape] = [
    HostShape(name: "a sibling in the stub's domain", reachesTheStub: false) { "https://nobody-stubbed-this.\(parent(of: $0))/users" },
    HostShape(name: "a subdomain of its host", reachesTheStub: false) { "https://www.\($0)/users" },
    HostShape(name: "its host as a prefix", reachesTheStub: false) { "https://\($0).example/users" },
    HostShape(name: "its host as a suffix of a longer label", reachesTheStub: false) { "https://x\($0)/users" },
    HostShape(name: "its host less its last letter", reachesTheStub: false) { "https://\($0.dropLast())/users" },
    HostShape(name: "its host and one letter more", reachesTheStub: false) { "https://\($0)x/users" },
    HostShape(name: "another .test host", reachesTheStub: false) { _ in "https://\(unstubbedHost)/users" },
    HostShape(name: "a real-looking host", reachesTheStub: false) { _ in "https://api.directory.example/users" },
    HostShape(name: "a real-looking host in mixed case", reachesTheStub: false) { _ in "https://API.Directory.Example/users" },
    HostShape(name: "localhost", reachesTheStub: false) { _ in "https://localhost:9/users" },
    HostShape(name: "an IPv4 literal", reachesTheStub: false) { _ in "https://127.0.0.1:9/users" },
    HostShape(name: "an IPv6 literal", reachesTheStub: false) { _ in "https://[::1]:9/users" },
    HostShape(name: "another .test host over plain http", reachesTheStub: false) { _ in "http://\(unstubbedHost):9/users" },
    HostShape(name: "localhost over plain http", reachesTheStub: false) { _ in "http://localhost:9/users" },
  ]

  /// Names for a search: separators, spaces, characters a query gives a meaning to, letters
  /// outside ASCII, combining marks, emoji, empty and blank.
  static let names = [
    "Ada", "Ada Lovelace", "  two  spaces ", "", " ", "\t", "Ada\nLovelace",
    "&", "Ada & Grace", "a&b&c", "=", "x=y", "x=y&page=9", "+", "a+b", "C#", "100%", "%20", "O'Brien/\"Q\"?",
    "Zoë Ångström", "Zoe\u{308}", "李小龍", "👩‍💻 Ada", ";,/?:@$",
  ]

  /// Statuses around every boundary the client decides: 1xx/2xx, 2xx/3xx, 401 and 404 and their
  /// neighbours, 5xx/600.
  static let successes = [200, 201, 202, 203, 250, 298, 299]
  static let failures: [(Int, UserDirectoryError)] = [
    (100, .badStatus(100)), (101, .badStatus(101)), (199, .badStatus(199)),
    (300, .badStatus(300)), (301, .badStatus(301)), (304, .badStatus(304)), (399, .badStatus(399)),
    (400, .badStatus(400)), (401, .unauthorized), (402, .badStatus(402)),
    (403, .badStatus(403)), (404, .notFound), (405, .badStatus(405)), (410, .badStatus(410)), (429, .badStatus(429)),
    (499, .badStatus(499)), (500, .badStatus(500)), (503, .badStatus(503)), (599, .badStatus(599)),
    (600, .badStatus(600)), (999, .badStatus(999)),
  ]

  /// The `URLError`s a transport meets, an authentication challenge refused and a cancel among them.
  static let urlErrorCodes: [URLError.Code] = [
    .notConnectedToInternet, .timedOut, .cancelled, .networkConnectionLost, .cannotFindHost, .cannotConnectToHost,
    .dnsLookupFailed, .secureConnectionFailed, .userAuthenticationRequired, .userCancelledAuthentication, .badServerResponse,
  ]

  /// Every error a transport can hand the client: `URLError`s, both kinds of cancel, a test's own
  /// error type.
  static let transportErrors: [ErrorShape] =
    urlErrorCodes.map { ErrorShape(name: "URLError(\($0.rawValue))", error: URLError($0)) }
    + [
      ErrorShape(name: "CancellationError", error: CancellationError()),
      ErrorShape(name: "a test's own error", error: TransportTrouble.connectionReset),
    ]

  /// The two kinds of cancel (docs/01, "A cancel is not a failure").
  static let cancels: [ErrorShape] = [
    ErrorShape(name: "URLError(.cancelled)", error: URLError(.cancelled)),
    ErrorShape(name: "CancellationError", error: CancellationError()),
  ]

  /// `abc.lab03.test` as `Abc.Lab03.Test`.
  static func mixedCase(_ host: String) -> String {
    host.split(separator: ".").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: ".")
  }

  /// `abc.lab03.test` gives `lab03.test`; a host of one label gives itself.
  static func parent(of host: String) -> String {
    let labels = host.split(separator: ".")
    return labels.count > 1 ? labels.dropFirst().joined(separator: ".") : host
  }
}

/// An error to stub, with the name a failure message calls the row by.
struct ErrorShape: Sendable {
  let name: String
  let error: any Error
}

/// A test's own transport error: neither a `URLError` nor a cancel.
enum TransportTrouble: Error {
  case connectionReset
}
