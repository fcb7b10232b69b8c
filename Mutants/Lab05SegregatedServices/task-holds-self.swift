// replaces: CatFactViewModel.swift
// bug: stores the task and writes [weak self] but then `guard let self` at the top, so the task holds the view model for the whole request: a retain cycle while a fetch waits.
// hint: Drop the view model while its fetch is still waiting at the service and check a weak reference to it is nil.

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
  private let service: any FetchCatFactProtocol
  private var fetchTask: Task<Void, Never>?

  public init(service: any FetchCatFactProtocol) {
    self.service = service
  }

  /// Starts fetching a fact and returns the task doing it (a button ignores it; a test awaits it).
  ///
  /// Moves to `.loading` before returning. While a fetch is loading, a second call changes
  /// nothing and returns `nil`. After a failure or a fact, calling it again fetches again.
  @discardableResult
  public func fetch() -> Task<Void, Never>? {
    guard !state.isLoading else { return nil }
    state = .loading

    let task = Task { [weak self] in
      guard let self else { return }
      do throws(CatServiceError) {
        let fact = try await service.fetchCatFact()
        state = .loaded(fact)
      } catch {
        state = .failed(error)
      }
    }
    fetchTask = task
    return task
  }
}
