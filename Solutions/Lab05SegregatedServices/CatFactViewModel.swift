import Foundation
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
/// model.cancel()              // the screen went away: stop the fetch in flight
/// ```
@MainActor
@Observable
public final class CatFactViewModel {
  public private(set) var state: ViewState<CatFact, CatServiceError> = .initial
  private let service: any FetchCatFactProtocol
  /// The fetch in flight and what the screen showed before it: what ``cancel()`` needs.
  private var inFlight: (task: Task<Void, Never>, before: ViewState<CatFact, CatServiceError>)?

  public init(service: any FetchCatFactProtocol) {
    self.service = service
  }

  /// Starts fetching a fact and returns the task doing it (a button ignores it; a test awaits it).
  ///
  /// Moves to `.loading` before returning. While a fetch is loading, a second call changes
  /// nothing and returns `nil`. After a failure or a fact, calling it again fetches again.
  /// A fetch that ends in a cancel leaves the screen as it was before that fetch.
  @discardableResult
  public func fetch() -> Task<Void, Never>? {
    guard !state.isLoading else { return nil }
    let before = state
    state = .loading

    // The task captures the service and only a weak reference to the view model, so a request
    // that outlives the screen does not keep the view model alive with it (a lifetime extension,
    // not a cycle: it would end with the request). cancel() ends the request itself.
    let service = self.service
    let task = Task { [weak self] in
      let outcome: Result<CatFact, any Error>
      do {
        outcome = .success(try await service.fetchCatFact())
      } catch {
        outcome = .failure(error)
      }
      self?.show(outcome, before: before)
    }
    inFlight = (task, before)
    return task
  }

  /// The screen is going away: cancel the fetch in flight. The state goes back at once to what it
  /// was before that fetch, and whatever the cancelled fetch still answers is dropped. With no
  /// fetch in flight, nothing changes.
  public func cancel() {
    guard let inFlight else { return }
    inFlight.task.cancel()
    self.inFlight = nil
    state = inFlight.before
  }

  private func show(_ outcome: Result<CatFact, any Error>, before: ViewState<CatFact, CatServiceError>) {
    guard !Task.isCancelled else { return }  // cancel() has already put the screen back
    inFlight = nil
    switch outcome {
    case .success(let fact): state = .loaded(fact)
    case .failure(let error as CatServiceError): state = .failed(error)
    case .failure(let error) where Self.isCancel(error): state = before
    case .failure: state = .failed(.unexpected)
    }
  }

  /// A cancel is not a failure, in either of the shapes it arrives in.
  private static func isCancel(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
  }
}
