/// Everything that can go wrong when talking to the cat service, and nothing else.
///
/// The service's methods say `throws(CatServiceError)`, so a caller knows the complete list and
/// the compiler checks it. That is also what makes ``ViewState`` comparable in tests: an
/// `Equatable` error type instead of `any Error` (which is not `Equatable`) or an `NSError`
/// (whose equality depends on its domain, code *and* user-info dictionary).
///
/// ```swift
/// do throws(CatServiceError) {
///   _ = try await service.fetchCatFact()
/// } catch {
///   print(error.message)   // `error` is a CatServiceError here, not `any Error`
/// }
/// ```
public enum CatServiceError: Error, Equatable, Sendable {
  /// The request never got an answer (no connection, timeout, ...).
  case offline
  /// The server answered with a status outside 200..<300, or with something that was not HTTP (0).
  case server(status: Int)
  /// The server answered 2xx, but the body was not what the service expected.
  case undecodable

  /// A sentence a person can act on.
  public var message: String {
    switch self {
    case .offline: "You seem to be offline. Check your connection and try again."
    case .server(let status): "The cat server answered \(status). Try again later."
    case .undecodable: "The cat server sent something unexpected. Try again later."
    }
  }
}
