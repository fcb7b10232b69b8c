import Lab05SegregatedServices

/// A type that can only fetch: it conforms to `FetchCatFactProtocol` and implements nothing else.
struct FetchOnlyService: FetchCatFactProtocol {
  let fact: CatFact

  func fetchCatFact() async throws -> CatFact { fact }
}

/// A type that can only rename: it conforms to `UpdateCatInformationProtocol` and implements
/// nothing else.
struct RenameOnlyService: UpdateCatInformationProtocol {
  func updateName(id: String, to name: String) async throws {}
}
