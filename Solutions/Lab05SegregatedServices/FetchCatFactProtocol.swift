/// The one thing a cat-fact screen needs from the cat service: a fact.
///
/// This is interface segregation: the service can do more (see ``UpdateCatInformationProtocol``),
/// but code that only shows facts asks for this small protocol, so it cannot even see the rest.
///
/// ```swift
/// let model = CatFactViewModel(service: CatService(client: client, baseURL: baseURL))
/// ```
public protocol FetchCatFactProtocol: Sendable {
  /// Fetches one random fact. Throws a ``CatServiceError``, or a cancel (`CancellationError`,
  /// `URLError(.cancelled)`) as it came.
  func fetchCatFact() async throws -> CatFact
}
