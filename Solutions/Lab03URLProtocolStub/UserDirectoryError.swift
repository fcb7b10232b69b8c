/// What the directory's HTTP status codes mean to the app.
///
/// Transport failures are not here: they stay the error the session threw.
public enum UserDirectoryError: Error, Equatable {
  /// 401: the token is missing or expired.
  case unauthorized
  /// 404: no such resource.
  case notFound
  /// Any other status outside 200..<300.
  case badStatus(Int)
}
