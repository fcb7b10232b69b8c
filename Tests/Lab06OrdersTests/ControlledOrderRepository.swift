import Foundation
import Lab06Orders
import Testing

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
/// ``orders``, and is counted.
///
/// It is `@MainActor`, like the view model and the tests, so they read its records without locks.
///
/// Nothing here can hang a test. Every wait is bounded (a number of `Task.yield()` turns, no
/// clock) and, when it gives up, records an issue that names what it waited for:
/// - ``waitForCancel(of:startedBy:_:)`` returns `false` when the task ends without asking, or when
///   the cancel does not arrive within the bound (a view model that queues it behind another).
/// - ``finishCancel(of:in:with:)`` answers the parked cancel of that id and, until `task` is done,
///   any cancel of that id that arrives late; it stops waiting for `task` after the bound, and
///   returns `false`.
@MainActor
final class ControlledOrderRepository: OrderRepository {
  /// What `fetchAll()` answers, at once.
  var orders: [Order]
  /// How many times the view model asked for the orders.
  private(set) var fetches = 0
  /// Every id the view model asked to cancel, in call order.
  private(set) var cancelRequests: [String] = []

  private var parkedCancels: [String: [CheckedContinuation<CancelAnswer, Never>]] = [:]
  private var answersWhileFinishing: [String: CancelAnswer] = [:]

  /// How many turns of the main actor a wait gives the code under test. A correct view model
  /// needs a handful; this many only make a wrong one fail fast instead of hanging.
  static let maxYields = 100_000

  init(orders: [Order]) {
    self.orders = orders
  }

  func fetchAll() async throws -> [Order] {
    fetches += 1
    return orders
  }

  func cancel(orderId: String) async throws {
    cancelRequests.append(orderId)
    let answer: CancelAnswer
    if let finishing = answersWhileFinishing[orderId] {
      answer = finishing
    } else {
      answer = await withCheckedContinuation { continuation in
        parkedCancels[orderId, default: []].append(continuation)
      }
    }
    switch answer {
    case .cancelled: return
    case .refused: throw TestError.refused
    case .taskCancelled: throw CancellationError()
    case .transportCancelled: throw URLError(.cancelled)
    }
  }

  /// Returns `true` once a cancel of `orderId` is parked here, waiting for the test. Otherwise
  /// records `expectation` as an issue, saying whether `task` ended without asking or the cancel
  /// never came within the bound, and returns `false`.
  func waitForCancel(
    of orderId: String, startedBy task: Task<Void, Never>, _ expectation: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    let done = watch(task)
    for _ in 0..<Self.maxYields {
      if parkedCancels[orderId]?.isEmpty == false { return true }
      if done.isDone { break }
      await Task.yield()
    }
    if parkedCancels[orderId]?.isEmpty == false { return true }
    let why =
      done.isDone
      ? "the call returned without asking the repository to cancel \(orderId)"
      : "after \(Self.maxYields) turns of the main actor, the cancel of \(orderId) had still not reached the repository (is it waiting for another call to finish?)"
    Issue.record("\(expectation) Instead \(why).", sourceLocation: sourceLocation)
    return false
  }

  /// Ends the parked cancel of `orderId` with `answer`, and returns `true` once `task` is done (or,
  /// if it is not done within the bound, records an issue, its message starting with `row` when the
  /// test checks a table row by row, and returns `false`).
  @discardableResult
  func finishCancel(
    of orderId: String, in task: Task<Void, Never>, with answer: CancelAnswer, row: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> Bool {
    answersWhileFinishing[orderId] = answer
    for parked in parkedCancels.removeValue(forKey: orderId) ?? [] {
      parked.resume(returning: answer)
    }
    let done = watch(task)
    var turns = 0
    while !done.isDone && turns < Self.maxYields {
      await Task.yield()
      turns += 1
    }
    answersWhileFinishing[orderId] = nil
    if !done.isDone {
      let expected =
        "Expected cancel(orderId: \"\(orderId)\") to return once the repository answered it (\(answer)), but it was still waiting after \(Self.maxYields) turns of the main actor: don't make a cancel wait for anything but its own call."
      Issue.record(Comment(rawValue: inRow(row, expected)), sourceLocation: sourceLocation)
    }
    return done.isDone
  }

  /// A flag that turns true when `task` is done.
  private func watch(_ task: Task<Void, Never>) -> Done {
    let done = Done()
    Task {
      await task.value
      done.isDone = true
    }
    return done
  }

  /// Whether a watched task is done. On the main actor, like the tasks that read and write it.
  @MainActor
  private final class Done {
    var isDone = false
  }
}
