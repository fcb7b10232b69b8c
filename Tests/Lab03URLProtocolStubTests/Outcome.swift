import Foundation
import Lab03URLProtocolStub

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// How one call ended, as a test can compare it.
enum Outcome: Equatable, CustomStringConvertible {
  /// The session's own answer: the status, every header of the response, the body.
  case answered(status: Int, headers: [String: String], body: Data)
  /// The client's search returned these users.
  case users([UserProfile])
  /// The client's create returned this user.
  case created(UserProfile)
  /// The call threw.
  case threw(Thrown)

  /// What the session answered to `request`, or what it threw.
  static func of(_ request: URLRequest, on stub: NetworkStub) async -> Outcome {
    do {
      let (data, response) = try await stub.session.data(for: request)
      guard let http = response as? HTTPURLResponse else { return .threw(.other("a response that is not an HTTPURLResponse")) }
      var headers: [String: String] = [:]
      for (name, value) in http.allHeaderFields { headers["\(name)"] = "\(value)" }
      return .answered(status: http.statusCode, headers: headers, body: data)
    } catch {
      return .threw(Thrown(error))
    }
  }

  /// How `search` ended.
  static func search(_ operation: () async throws -> [UserProfile]) async -> Outcome {
    do { return .users(try await operation()) } catch { return .threw(Thrown(error)) }
  }

  /// How `create` ended.
  static func create(_ operation: () async throws -> UserProfile) async -> Outcome {
    do { return .created(try await operation()) } catch { return .threw(Thrown(error)) }
  }

  var description: String {
    switch self {
    case .answered(let status, let headers, let body):
      return "answered \(status) \(headers) \(describe(body))"
    case .users(let users): return "users \(users.map(\.name))"
    case .created(let user): return "created \(user)"
    case .threw(let thrown): return "threw \(thrown)"
    }
  }
}

/// An error, by what the chapter tells apart: a ``UserDirectoryError``, a `URLError` by code, a
/// cancel, a decoding error, ``StubNotFound`` by its message, anything else by its type and text.
enum Thrown: Equatable, CustomStringConvertible {
  case directory(UserDirectoryError)
  case url(URLError.Code)
  case cancellation
  case decoding
  case stubNotFound(String)
  case other(String)

  init(_ error: any Error) {
    if let directory = error as? UserDirectoryError {
      self = .directory(directory)
    } else if let url = error as? URLError {
      self = .url(url.code)
    } else if error is CancellationError {
      self = .cancellation
    } else if error is DecodingError {
      self = .decoding
    } else if (error as NSError).domain == StubNotFound.errorDomain {
      // On Linux the StubNotFound itself; on Apple platforms an NSError URLSession made from it.
      self = .stubNotFound(error.localizedDescription)
    } else {
      let error = error as NSError
      self = .other("\(error.domain) \(error.code): \(error.localizedDescription)")
    }
  }

  /// What a request to `url`, whose host no stub answers, throws.
  static func noStub(for url: URL) -> Thrown {
    .stubNotFound(StubNotFound(host: url.host).localizedDescription)
  }

  var description: String {
    switch self {
    case .directory(let error): return "UserDirectoryError.\(error)"
    case .url(let code): return "URLError(\(code.rawValue))"
    case .cancellation: return "CancellationError"
    case .decoding: return "DecodingError"
    case .stubNotFound(let message): return "StubNotFound: \(message)"
    case .other(let text): return text
    }
  }
}

/// `domain code` of `error` as an `NSError`: what survives URLSession on every platform.
func domainAndCode(_ error: any Error) -> String {
  let error = error as NSError
  return "\(error.domain) \(error.code)"
}
