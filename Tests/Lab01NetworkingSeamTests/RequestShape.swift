import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Requests of every shape the adapter must pass on untouched: each one sets other fields, so that
/// a request rebuilt from some of its parts differs from the original in at least one of them.
enum RequestShape: String, CaseIterable, Sendable, CustomStringConvertible {
  case plainGET
  case deleteWithAHeader
  case formPOST
  case everyFieldSet
  case longTimeoutFromCache
  case queryAndEncodedPath

  func make() throws -> URLRequest {
    switch self {
    case .plainGET:
      return URLRequest(url: try url("https://echo.lab01.test/users/7"))
    case .deleteWithAHeader:
      var request = URLRequest(url: try url("https://echo.lab01.test/notes"))
      request.httpMethod = "DELETE"
      request.setValue("on", forHTTPHeaderField: "X-Probe")
      return request
    case .formPOST:
      var request = URLRequest(url: try url("https://echo.lab01.test/notes"))
      request.httpMethod = "POST"
      request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
      request.setValue("Bearer t0ken", forHTTPHeaderField: "Authorization")
      request.setValue("on", forHTTPHeaderField: "X-Probe")
      request.setValue("t-17", forHTTPHeaderField: "X-Trace")
      request.httpBody = Data("title=Zürich notes&text=a+b %26 c\nline two".utf8)
      return request
    case .everyFieldSet:
      var request = URLRequest(
        url: try url("https://echo.lab01.test/users/7"), cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: 7)
      request.httpMethod = "PUT"
      request.setValue("application/json", forHTTPHeaderField: "Content-Type")
      request.httpBody = Data(#"{"name": "Grace Hopper", "emoji": "👩‍💻"}"#.utf8)
      request.httpShouldHandleCookies = false
      request.allowsCellularAccess = false
      request.networkServiceType = .background
      request.mainDocumentURL = try url("https://app.lab01.test/profile")
      request.pipelining = true
      // Only Apple's URLRequest has these (swift-corelibs-foundation's does not).
      #if !canImport(FoundationNetworking)
        request.allowsExpensiveNetworkAccess = false
        request.allowsConstrainedNetworkAccess = false
        request.assumesHTTP3Capable = true
        request.attribution = .user
        request.requiresDNSSECValidation = true
      #endif
      return request
    case .longTimeoutFromCache:
      return URLRequest(url: try url("https://echo.lab01.test/users/42"), cachePolicy: .returnCacheDataElseLoad, timeoutInterval: 600)
    case .queryAndEncodedPath:
      return URLRequest(url: try url("https://echo.lab01.test/users/x%3Fy/notes?q=a%20b&page=2"), timeoutInterval: 0.5)
    }
  }

  private func url(_ text: String) throws -> URL {
    guard let url = URL(string: text) else { throw URLError(.badURL) }
    return url
  }

  var description: String {
    switch self {
    case .plainGET: "a plain GET"
    case .deleteWithAHeader: "a DELETE with an X-Probe header"
    case .formPOST: "a POST with four headers and a form body"
    case .everyFieldSet:
      "a PUT with a JSON body, timeout 7 s, cache policy, cookies, cellular, service type, main document URL and pipelining all set"
    case .longTimeoutFromCache: "a GET with a 600 s timeout and returnCacheDataElseLoad"
    case .queryAndEncodedPath: "a GET with an encoded path, a query and a 0.5 s timeout"
    }
  }
}
