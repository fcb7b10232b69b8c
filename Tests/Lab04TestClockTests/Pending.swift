import Synchronization

/// Work started in its own task, so the test can drive the clock while it runs, and whose result
/// the test can collect without ever hanging.
///
/// ```swift
/// let pending = Pending { try await retrier.run { ... } }
/// // ... advance the clock ...
/// let result = await pending.result()   // nil if it has not finished
/// ```
final class Pending<Value: Sendable>: Sendable {
  private let outcome = Mutex<Result<Value, any Error>?>(nil)
  private let task = Mutex<Task<Void, Never>?>(nil)

  /// `executor`, if given, is the work's executor preference (see ``SlowExecutor``).
  init(on executor: (any TaskExecutor)? = nil, _ operation: @escaping @Sendable () async throws -> Value) {
    let started = Task(executorPreference: executor) { [self] in
      let result: Result<Value, any Error>
      do {
        result = .success(try await operation())
      } catch {
        result = .failure(error)
      }
      outcome.withLock { $0 = result }
    }
    task.withLock { $0 = started }
  }

  /// Whether the work has finished, with a value or an error.
  var isFinished: Bool { outcome.withLock { $0 != nil } }

  /// The result once the work has finished; `nil` if it does not finish within a bounded number
  /// of turns (then the work is cancelled, so it cannot keep running into the next test).
  func result(maxYields: Int = 100_000) async -> Result<Value, any Error>? {
    if await eventually(maxYields: maxYields, { isFinished }) {
      return outcome.withLock { $0 }
    }
    cancel()
    return nil
  }

  /// Cancels the work's task.
  func cancel() {
    task.withLock { $0?.cancel() }
  }
}

extension Result {
  /// The error, if this is a failure.
  var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
