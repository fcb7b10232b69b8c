/// A fetch-only double that never answers, so a preview can show the loading state for as long as
/// it likes. It waits on a stream nobody writes to: no sleeping. When its task is cancelled it
/// ends with a `CancellationError`, as a cancelled fetch does.
///
/// ```swift
/// let model = CatFactViewModel(service: PendingCatFacts())
/// ```
public struct PendingCatFacts: FetchCatFactProtocol {
  public init() {}

  public func fetchCatFact() async throws -> CatFact {
    let nothingEverArrives = AsyncStream<Never> { _ in }
    for await _ in nothingEverArrives {}
    throw CancellationError()
  }
}
