// replaces: CatFactViewModel.swift
// bug: sets .loading inside the task (as the seed does), so fetch() returns before the state changes and two quick taps start two requests.
// hint: Check the state right after fetch() returns, without awaiting anything, and tap twice in a row.

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

    let service = self.service
    return Task { [weak self] in
      self?.state = .loading
      do throws(CatServiceError) {
        let fact = try await service.fetchCatFact()
        self?.state = .loaded(fact)
      } catch {
        self?.state = .failed(error)
      }
    }
  }
}
