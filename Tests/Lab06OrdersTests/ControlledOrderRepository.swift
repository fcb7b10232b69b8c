import Foundation
import Lab06Orders

/// How the test ends a parked cancel: the repository agreed, refused, or the cancel's task was
/// cancelled and the call threw one of the two kinds of cancel: `CancellationError` (Swift's own,
/// as a clock's sleep or `Task.checkCancellation()` throws it) or `URLError(.cancelled)` (what
/// `URLSession` throws when the task awaiting it is cancelled).
enum CancelAnswer: Sendable, CaseIterable {
  case cancelled
  case refused
  case taskCancelled
  case transportCancelled

  /// Whether this answer is one of the two kinds of cancel.
  var isACancel: Bool { self == .taskCancelled || self == .transportCancelled }
}

/// A repository whose cancels wait until the test says how they end, so a test can hold two
/// cancels in flight at once and choose which one the backend answers first. No sleeping: each
/// cancel parks a continuation, and the test resumes it. `fetchAll()` answers at once with
/// ``orders``.
///
/// It is `@MainActor`, like the view model and the tests, so they read its records without locks.
///
/// Nothing here can hang a test:
/// - ``finishCancel(of:in:with:)`` answers the parked cancel of that id and, until `task` is done,
///   any cancel of that id that arrives late, so `await task.value` always ends.
/// - ``waitForCancel(of:startedBy:)`` also returns (`false`) when the task ends without asking.
@MainActor
final class ControlledOrderRepository: OrderRepository {
  /// What `fetchAll()` answers, at once.
  var orders: [Order]
  /// Every id the view model asked to cancel, in call order.
  private(set) var cancelRequests: [String] = []

  private var parkedCancels: [String: [CheckedContinuation<CancelAnswer, Never>]] = [:]
  private var answersWhileFinishing: [String: CancelAnswer] = [:]
  private var cancelWaiters: [String: CheckedContinuation<Bool, Never>] = [:]

  init(orders: [Order]) {
    self.orders = orders
  }

  func fetchAll() async throws -> [Order] {
    orders
  }

  func cancel(orderId: String) async throws {
    cancelRequests.append(orderId)
    let answer: CancelAnswer
    if let finishing = answersWhileFinishing[orderId] {
      answer = finishing
    } else {
      answer = await withCheckedContinuation { continuation in
        parkedCancels[orderId, default: []].append(continuation)
        cancelWaiters.removeValue(forKey: orderId)?.resume(returning: true)
      }
    }
    switch answer {
    case .cancelled: return
    case .refused: throw TestError.refused
    case .taskCancelled: throw CancellationError()
    case .transportCancelled: throw URLError(.cancelled)
    }
  }

  /// Returns `true` once a cancel of `orderId` is parked here, waiting for the test, or `false`
  /// if `task` ends first, having never asked for it.
  func waitForCancel(of orderId: String, startedBy task: Task<Void, Never>) async -> Bool {
    if parkedCancels[orderId]?.isEmpty == false { return true }
    Task { [weak self] in
      await task.value
      self?.cancelWaiters.removeValue(forKey: orderId)?.resume(returning: false)
    }
    return await withCheckedContinuation { cancelWaiters[orderId] = $0 }
  }

  /// Ends the parked cancel of `orderId` with `answer`, and returns once `task` is done.
  func finishCancel(of orderId: String, in task: Task<Void, Never>, with answer: CancelAnswer) async {
    answersWhileFinishing[orderId] = answer
    for parked in parkedCancels.removeValue(forKey: orderId) ?? [] {
      parked.resume(returning: answer)
    }
    await task.value
    answersWhileFinishing[orderId] = nil
  }
}
