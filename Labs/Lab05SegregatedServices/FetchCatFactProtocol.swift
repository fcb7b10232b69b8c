/// The one thing a cat-fact screen needs from the cat service: a fact.
///
/// This is interface segregation: the service can do more (see ``UpdateCatInformationProtocol``),
/// but code that only shows facts asks for this small protocol, so it cannot even see the rest.
///
/// ```swift
/// let model = CatFactViewModel(service: CatService(client: client, baseURL: baseURL))
/// ```
public protocol FetchCatFactProtocol: Sendable {
  // TODO: Task 2. Declare the one requirement a fact screen needs: fetching one random fact, with
  // the signature every conforming type in this lab already has (see StubCatFacts). Then delete
  // the stand-in extension below.
}

// TODO: Task 2. Delete this stand-in once the protocol declares the requirement. Until then, a
// call through `any FetchCatFactProtocol` lands here, never on the conforming type's own method:
// a method that is not a requirement is not dispatched dynamically.
extension FetchCatFactProtocol {
  public func fetchCatFact() async throws(CatServiceError) -> CatFact {
    CatFact(
      fact: "TODO: Task 2. FetchCatFactProtocol declares no requirement yet, so this stand-in answered instead of the service.",
      length: 0)
  }
}
