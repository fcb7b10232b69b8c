/// A fetch-only double that answers every fetch at once with the same result. The previews use it,
/// and so does a test: it conforms to ``FetchCatFactProtocol`` and to nothing else.
///
/// ```swift
/// let model = CatFactViewModel(service: StubCatFacts(answer: .failure(.offline)))
/// ```
public struct StubCatFacts: FetchCatFactProtocol {
  public let answer: Result<CatFact, CatServiceError>

  public init(answer: Result<CatFact, CatServiceError>) {
    self.answer = answer
  }

  public func fetchCatFact() async throws -> CatFact {
    try answer.get()
  }
}
