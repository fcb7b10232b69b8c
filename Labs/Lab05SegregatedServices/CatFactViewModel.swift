import Foundation
import Observation

/// Drives the cat-fact screen: `initial`, then `loading`, then `loaded(fact)` or `failed(error)`.
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
  // TODO: Task 3. This screen only shows facts, yet it asks for, and keeps, everything the service
  // can do. Decide what it needs and ask for only that: the tests hand it services that can do
  // nothing but fetch (chapter, "Concept").
  private let service: any CatServiceProtocol

  public init(service: any CatServiceProtocol) {
    self.service = service
  }

  /// Starts fetching a fact and returns the task doing it (a button ignores it; a test awaits it).
  ///
  /// Moves to `.loading` before returning. While a fetch is loading, a second call changes
  /// nothing and returns `nil`. After a failure or a fact, calling it again fetches again.
  /// A fetch that ends in a cancel leaves the screen as it was before that fetch.
  @discardableResult
  public func fetch() -> Task<Void, Never>? {
    // TODO: Task 3. The states in the order the chapter's Task 3 lists, one fetch at a time, each
    // answer shown as the chapter says (a cancel shows nothing new).
    // TODO: Task 4. The task must not keep the view model alive after its screen lets go of it.
    nil
  }

  /// The screen is going away: cancel the fetch in flight. The state goes back at once to what it
  /// was before that fetch, and whatever the cancelled fetch still answers is dropped. With no
  /// fetch in flight, nothing changes.
  public func cancel() {
    // TODO: Task 4. Tie the fetch to the screen's lifetime, as this comment promises.
  }
}
