import Foundation
import Lab01NetworkingSeam
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A double whose requests wait until the test answers them, so a test can have two loads in
/// flight at once and decide the order their answers arrive in. No sleeping, no yielding: each
/// request parks a continuation, and the test resumes it.
///
/// Nothing here can hang a test:
/// - ``waitForRequests(_:startedBy:)`` returns `false` when the task it watches ends before the
///   request arrives (a load that never asked).
/// - ``finish(_:with:)`` answers every parked request and, from then on, every late one at once,
///   then waits for the tasks: call it before the test returns.
/// - ``answerOldest(with:thenWaitFor:)`` and ``answerNewest(with:thenWaitFor:)`` answer one parked
///   request and wait for one task while the others' requests stay parked; a request that arrives
///   from the moment of the answer on (a retry, say) fails at once with ``UnexpectedRequest``.
///
/// ```swift
/// let networking = PendingNetworking()
/// let first = Task { await sut.load(id: "42") }
/// #expect(await networking.waitForRequests(1, startedBy: first))
/// await networking.answerOldest(with: answer, thenWaitFor: first)
/// ```
final class PendingNetworking: Networking {
  typealias Answer = Result<(Data, URLResponse), any Error>

  /// The answer to a request that arrives while the test waits for a load to finish: the test did
  /// not expect it.
  struct UnexpectedRequest: Error, CustomStringConvertible {
    var description: String { "an unexpected request while the test waited for a load to finish" }
  }

  private struct Waiter {
    let id: Int
    let count: Int
    let continuation: CheckedContinuation<Bool, Never>
  }

  private struct State {
    var requests: [URLRequest] = []
    var parked: [CheckedContinuation<(Data, URLResponse), any Error>] = []
    var answerForLateRequests: Answer?
    var waiters: [Waiter] = []
    var nextWaiterID = 0

    /// Removes and returns the waiters whose count of requests has been reached.
    mutating func takeSatisfiedWaiters() -> [Waiter] {
      let satisfied = waiters.filter { $0.count <= requests.count }
      waiters.removeAll { $0.count <= requests.count }
      return satisfied
    }
  }

  private let state = Mutex(State())

  /// Every request received, oldest first.
  var requests: [URLRequest] { state.withLock { $0.requests } }

  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    try await withCheckedThrowingContinuation { continuation in
      let (lateAnswer, satisfied) = state.withLock { state -> (Answer?, [Waiter]) in
        state.requests.append(request)
        if state.answerForLateRequests == nil { state.parked.append(continuation) }
        return (state.answerForLateRequests, state.takeSatisfiedWaiters())
      }
      // Resumed outside the lock: resumed code may call back into this double.
      for waiter in satisfied { waiter.continuation.resume(returning: true) }
      if let lateAnswer { continuation.resume(with: lateAnswer) }
    }
  }

  /// Returns `true` once `count` requests in all have arrived (and wait here), or `false` if
  /// `task` ends first.
  func waitForRequests(_ count: Int, startedBy task: Task<Void, Never>) async -> Bool {
    await withCheckedContinuation { continuation in
      let id: Int? = state.withLock { state in
        if state.requests.count >= count { return nil }
        state.nextWaiterID += 1
        state.waiters.append(Waiter(id: state.nextWaiterID, count: count, continuation: continuation))
        return state.nextWaiterID
      }
      guard let id else { return continuation.resume(returning: true) }
      // The task ended without sending the request: stop waiting. (Started after the waiter is
      // registered, so it cannot miss it.)
      Task {
        await task.value
        removeWaiter(id)?.continuation.resume(returning: false)
      }
    }
  }

  /// Answers the newest parked request with `answer`, then waits until `task` is done. Returns
  /// `false` when no request was waiting.
  @discardableResult
  func answerNewest(with answer: Answer, thenWaitFor task: Task<Void, Never>) async -> Bool {
    await resumeOne(with: answer, thenWaitFor: task) { $0.popLast() }
  }

  /// Answers the oldest parked request with `answer`, then waits until `task` is done. Returns
  /// `false` when no request was waiting.
  @discardableResult
  func answerOldest(with answer: Answer, thenWaitFor task: Task<Void, Never>) async -> Bool {
    await resumeOne(with: answer, thenWaitFor: task) { $0.isEmpty ? nil : $0.removeFirst() }
  }

  /// Picks one parked request and answers it; until `task` is done, any request that arrives (the
  /// answered load asking again, say) fails at once with ``UnexpectedRequest``, so a load that
  /// retries cannot hang the test. Set in the same lock as the pick: a retry sent the moment the
  /// answer is resumed already finds it. Requests parked before stay parked.
  private func resumeOne(
    with answer: Answer,
    thenWaitFor task: Task<Void, Never>,
    picking pick: (inout [CheckedContinuation<(Data, URLResponse), any Error>]) -> CheckedContinuation<(Data, URLResponse), any Error>?
  ) async -> Bool {
    let picked = state.withLock { state in
      state.answerForLateRequests = .failure(UnexpectedRequest())
      return pick(&state.parked)
    }
    picked?.resume(with: answer)
    await task.value
    state.withLock { $0.answerForLateRequests = nil }
    return picked != nil
  }

  /// Answers every parked request, and every request still to come, with `answer`; returns once
  /// every task in `tasks` is done.
  func finish(_ tasks: [Task<Void, Never>], with answer: Answer) async {
    let parked = state.withLock { state in
      state.answerForLateRequests = answer
      defer { state.parked = [] }
      return state.parked
    }
    for request in parked { request.resume(with: answer) }
    for task in tasks { await task.value }
  }

  private func removeWaiter(_ id: Int) -> Waiter? {
    state.withLock { state in
      guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
      return state.waiters.remove(at: index)
    }
  }
}
