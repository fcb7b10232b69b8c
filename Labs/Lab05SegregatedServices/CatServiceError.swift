/// Everything that can go wrong when talking to the cat service, as a screen tells it.
///
/// ``CatService`` throws these, and one more kind of error unchanged: a cancel (a
/// `CancellationError` or `URLError(.cancelled)`), which is not a failure and has no case here.
/// Being a concrete `Equatable` type is what makes ``ViewState`` comparable in tests: not
/// `any Error` (which is not `Equatable`), nor an `NSError` (whose equality depends on its domain,
/// code *and* user-info dictionary).
///
/// ```swift
/// do {
///   _ = try await service.fetchCatFact()
/// } catch let error as CatServiceError {
///   print(error.message)   // a failure the screen can explain
/// }
/// ```
public enum CatServiceError: Error, Equatable, Sendable {
  /// The request never got an answer (no connection, timeout, ...).
  case offline
  /// The server answered with a status outside 200..<300, or with something that was not HTTP (0).
  case server(status: Int)
  /// The server answered 2xx, but the body was not what the service expected.
  case undecodable
  /// Another fetcher (not ``CatService``) threw an error of its own: the screen cannot say more.
  case unexpected

  /// A sentence a person can act on.
  public var message: String {
    switch self {
    case .offline: "You seem to be offline. Check your connection and try again."
    case .server(let status): "The cat server answered \(status). Try again later."
    case .undecodable: "The cat server sent something unexpected. Try again later."
    case .unexpected: "Something went wrong. Try again."
    }
  }
}
