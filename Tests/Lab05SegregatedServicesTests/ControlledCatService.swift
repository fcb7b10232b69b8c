import Lab05SegregatedServices
import Synchronization

/// A stand-in for the whole cat service (it conforms to both small protocols, like `CatService`)
/// whose fetches wait until the test says how they end. No sleeping: each fetch parks a
/// continuation, and the test resumes it.
///
/// It is `@MainActor`, like the view model and the tests, so they read its record without locks.
/// (A class with plain `var`s may conform to a `Sendable` protocol when an actor guards those
/// `var`s: `@MainActor` does.) Only the parked fetches sit in a `Mutex`, because a task's
/// cancellation handler runs on whatever thread cancels it, and must answer the fetch at once.
///
/// Nothing here can hang a test:
/// - ``finish(_:with:)`` answers the parked fetches and, until the task it waits for is done, any
///   fetch that arrives late or a second time, so the task always ends;
/// - ``settle(_:)`` does the same with ``late`` for a fetch that should have been cancelled and was
///   not, and the record shows it (`answered(late)` where `cancelled` was expected);
/// - ``answerOldest(of:with:)`` answers the fetch parked longest, and any fetch that arrives
///   while it waits for that fetch's task;
/// - ``waitForFetch(startedBy:count:)`` also returns (`false`) when the task ends without fetching.
@MainActor
final class ControlledCatService: FetchCatFactProtocol & UpdateCatInformationProtocol {
  /// One thing the service saw, in order.
  enum Call: Equatable, CustomStringConvertible {
    /// A fetch arrived.
    case fetch
    /// That fetch ended with the test's answer.
    case answered(Answer)
    /// That fetch's task was cancelled while it waited, so it ended with a cancel (``cancelsWith``).
    case cancelled
    /// Someone asked for a rename.
    case rename(id: String, name: String)

    var description: String {
      switch self {
      case .fetch: "fetch"
      case .answered(let answer): "answered(\(answer))"
      case .cancelled: "cancelled"
      case .rename(let id, let name): "rename(\(id), \(name.debugDescription))"
      }
    }
  }

  /// How a fetch ends: a fact, or an error of any kind.
  enum Answer: Equatable, Sendable, CustomStringConvertible {
    case fact(CatFact)
    case error(Thrown)

    /// Facts compare scalar by scalar (``ShownFact``), not by `CatFact`'s own `==`.
    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case (.fact(let left), .fact(let right)): ShownFact(left) == ShownFact(right)
      case (.error(let left), .error(let right)): left == right
      default: false
      }
    }

    var description: String {
      switch self {
      case .fact(let fact): fact.fact.debugDescription
      case .error(let thrown): "\(thrown)"
      }
    }
  }

  /// Everything the service saw, in order: the double's whole record.
  private(set) var calls: [Call] = []
  /// The cancel a cancelled fetch throws: `CancellationError` or `URLError(.cancelled)`.
  var cancelsWith: Thrown = .cancellation
  /// A service that does not notice a cancel and answers anyway (``settle(_:)`` answers it).
  var ignoresCancellation = false

  private enum Parked {
    case waiting(CheckedContinuation<Answer?, Never>)
    case cancelledBeforeParking
  }
  /// Parked fetches by number; `nil` from a continuation means "cancelled".
  nonisolated private let parked = Mutex<[Int: Parked]>([:])
  private var nextFetch = 0
  private var answerWhileFinishing: Answer?
  private var fetchWaiter: (count: Int, continuation: CheckedContinuation<Bool, Never>)?

  func fetchCatFact() async throws -> CatFact {
    calls.append(.fetch)
    // This fetch parks before the waiter runs again (both are on the main actor), so it counts.
    if let waiter = fetchWaiter, parkedCount + 1 >= waiter.count {
      waiter.continuation.resume(returning: true)
      fetchWaiter = nil
    }
    if let answerWhileFinishing { return try end(with: answerWhileFinishing) }
    let number = nextFetch
    nextFetch += 1
    let ignoresCancellation = ignoresCancellation
    let answer: Answer? = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        parked.withLock { parked in
          if case .cancelledBeforeParking = parked[number] {
            parked[number] = nil
            continuation.resume(returning: nil)
          } else {
            parked[number] = .waiting(continuation)
          }
        }
      }
    } onCancel: { [self] in
      guard !ignoresCancellation else { return }
      let continuation: CheckedContinuation<Answer?, Never>? = self.parked.withLock { parked in
        guard case .waiting(let continuation) = parked[number] else {
          parked[number] = .cancelledBeforeParking
          return nil
        }
        parked[number] = nil
        return continuation
      }
      continuation?.resume(returning: nil)
    }
    guard let answer else {
      calls.append(.cancelled)
      throw cancelsWith.error
    }
    return try end(with: answer)
  }

  func updateName(id: String, to name: String) async throws {
    calls.append(.rename(id: id, name: name))
  }

  /// Ends the fetch that `task` is running with `answer`, and returns once `task` is done.
  func finish(_ task: Task<Void, Never>, with answer: Answer) async {
    answerWhileFinishing = answer
    for continuation in takeParked() { continuation.resume(returning: answer) }
    await task.value
    answerWhileFinishing = nil
  }

  /// Awaits `task`, which the test expects to end by itself (cancelled). A fetch still parked
  /// here was not cancelled: it is answered with ``late`` so the task ends, and the record says so.
  func settle(_ task: Task<Void, Never>) async {
    await finish(task, with: .fact(late))
  }

  /// Returns `true` once a fetch has reached this service and is parked here, waiting for the
  /// test (with `count`, once that many fetches are parked at once), or `false` if `task` ends
  /// first, having never asked.
  func waitForFetch(startedBy task: Task<Void, Never>, count: Int = 1) async -> Bool {
    if parkedCount >= count { return true }
    Task { [weak self] in
      await task.value
      self?.fetchWaiter?.continuation.resume(returning: false)
      self?.fetchWaiter = nil
    }
    return await withCheckedContinuation { fetchWaiter = (count, $0) }
  }

  /// Answers the fetch parked longest, `task`'s, and returns once `task` is done. The other
  /// parked fetches keep waiting; one that arrives meanwhile (`task` fetching again) is answered
  /// at once, so the task always ends.
  func answerOldest(of task: Task<Void, Never>, with answer: Answer) async {
    let continuation: CheckedContinuation<Answer?, Never>? = parked.withLock { parked in
      let waiting = parked.filter { if case .waiting = $0.value { true } else { false } }
      guard let number = waiting.keys.min(), case .waiting(let continuation) = parked[number] else { return nil }
      parked[number] = nil
      return continuation
    }
    answerWhileFinishing = answer
    continuation?.resume(returning: answer)
    await task.value
    answerWhileFinishing = nil
  }

  private var parkedCount: Int {
    parked.withLock { $0.values.filter { if case .waiting = $0 { true } else { false } }.count }
  }

  private func takeParked() -> [CheckedContinuation<Answer?, Never>] {
    parked.withLock { parked in
      let waiting = parked.values.compactMap { if case .waiting(let continuation) = $0 { continuation } else { nil } }
      parked = parked.filter { if case .waiting = $0.value { false } else { true } }
      return waiting
    }
  }

  private func end(with answer: Answer) throws -> CatFact {
    calls.append(.answered(answer))
    switch answer {
    case .fact(let fact): return fact
    case .error(let thrown): throw thrown.error
    }
  }
}
