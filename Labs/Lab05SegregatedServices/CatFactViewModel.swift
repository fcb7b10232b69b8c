import Observation

/// Drives the cat-fact screen: `initial`, then `loading`, then `loaded(fact)` or `failed(error)`.
///
/// It depends on ``FetchCatFactProtocol`` alone. Hand it the whole ``CatService`` and it still
/// sees one method: renaming a cat is not something this screen can do by accident.
///
/// ```swift
/// let model = CatFactViewModel(service: CatService(client: client, baseURL: baseURL))
/// model.fetch()               // state is .loading at once
/// await model.fetch()?.value  // a test can wait for the fetch it started
/// ```
@MainActor
@Observable
public final class CatFactViewModel {
  public private(set) var state: ViewState<CatFact, CatServiceError> = .initial
  // TODO: Task 3. Keep the service you are given, typed as the small protocol it arrives as:
  // not CatService, not a protocol that can also rename.
  private var fetchTask: Task<Void, Never>?

  public init(service: any FetchCatFactProtocol) {
    // TODO: Task 3. Store `service`.
  }

  /// Starts fetching a fact and returns the task doing it (a button ignores it; a test awaits it).
  ///
  /// Moves to `.loading` before returning. While a fetch is loading, a second call changes
  /// nothing and returns `nil`. After a failure or a fact, calling it again fetches again.
  @discardableResult
  public func fetch() -> Task<Void, Never>? {
    // TODO: Task 3. While a fetch is loading, refuse another: return nil and change nothing.
    // TODO: Task 3. Set state = .loading here, before the task starts, so the screen (and a
    //               second tap) sees it at once.
    // TODO: Task 4. Something in this method keeps the view model alive for as long as a fetch is
    //               waiting, even after its screen has gone. Find it when Task 4's tests go red.
    let task = Task {
      await self.load()
    }
    fetchTask = task
    return task
  }

  private func load() async {
    // TODO: Task 3. Ask the service for a fact: state = .loaded(fact) on success, .failed(error)
    // on failure. Write `do throws(CatServiceError) { ... } catch { ... }`: then `error` is a
    // CatServiceError, not `any Error`, and fits in .failed.
  }
}
