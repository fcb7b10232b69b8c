/// How the API layer reports a server that answered, but not with success.
///
/// ```swift
/// throw APIError.badStatus(401)   // the server refused the credentials
/// ```
public enum APIError: Error, Equatable {
  /// The server answered with this non-2xx HTTP status.
  case badStatus(Int)
}
