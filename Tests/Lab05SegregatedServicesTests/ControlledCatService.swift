import Lab05SegregatedServices

/// A stand-in for the whole cat service (it conforms to both small protocols, like `CatService`)
/// whose fetches wait until the test says how they end. No sleeping: each fetch parks a
/// continuation, and the test resumes it.
///
/// It is `@MainActor`, like the view model and the tests, so they read its records without locks.
/// (A class with plain `var`s may conform to a `Sendable` protocol when an actor guards those
/// `var`s: `@MainActor` does.)
///
/// Nothing here can hang a test:
/// - ``finish(_:with:)`` answers the parked fetches and, until the task it waits for is done, any
///   fetch that arrives late or a second time, so `await task.value` always ends.
/// - ``waitForFetch(startedBy:)`` also returns (`false`) when the task ends without fetching.
@MainActor
final class ControlledCatService: FetchCatFactProtocol, UpdateCatInformationProtocol {
  /// How many times the view model asked for a fact.
  private(set) var fetchCount = 0
  /// Every rename the view model asked for. A fact screen must never ask for one.
  private(set) var nameUpdates: [(id: String, name: String)] = []

  private var parkedFetches: [CheckedContinuation<Result<CatFact, CatServiceError>, Never>] = []
  private var answerWhileFinishing: Result<CatFact, CatServiceError>?
  private var fetchWaiter: CheckedContinuation<Bool, Never>?

  func fetchCatFact() async throws(CatServiceError) -> CatFact {
    fetchCount += 1
    fetchWaiter?.resume(returning: true)
    fetchWaiter = nil
    if let answerWhileFinishing { return try answerWhileFinishing.get() }
    let answer = await withCheckedContinuation { parkedFetches.append($0) }
    return try answer.get()
  }

  func updateName(id: String, to name: String) async throws(CatServiceError) {
    nameUpdates.append((id, name))
  }

  /// Ends the fetch that `task` is running with `result`, and returns once `task` is done.
  func finish(_ task: Task<Void, Never>, with result: Result<CatFact, CatServiceError>) async {
    answerWhileFinishing = result
    let parked = parkedFetches
    parkedFetches = []
    for fetch in parked { fetch.resume(returning: result) }
    await task.value
    answerWhileFinishing = nil
  }

  /// Returns `true` once a fetch has reached this service and is parked here, waiting for the
  /// test, or `false` if `task` ends first, having never asked.
  func waitForFetch(startedBy task: Task<Void, Never>) async -> Bool {
    if !parkedFetches.isEmpty { return true }
    Task { [weak self] in
      await task.value
      self?.fetchWaiter?.resume(returning: false)
      self?.fetchWaiter = nil
    }
    return await withCheckedContinuation { fetchWaiter = $0 }
  }
}
