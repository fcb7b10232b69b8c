import Synchronization
import Testing

/// Runs `work` in a task of its own and waits for it a bounded number of turns of the scheduler
/// (`Task.yield()`, no clock, no sleep). A double that parks a call nobody will resume then fails
/// the test that made the call, with `waitingFor` in the message, instead of hanging the whole run.
/// A call that does not wait finishes in its first turn; the bound only matters when one waits.
///
/// ```swift
/// let answer = await awaitBounded("data(for:) to answer") { await mock.answer(request) }
/// ```
func awaitBounded<Value: Sendable>(
  _ waitingFor: String, turns: Int = 20_000, sourceLocation: SourceLocation = #_sourceLocation,
  _ work: @escaping @Sendable () async -> Value
) async -> Value? {
  let result = Mutex<Value?>(nil)
  let task = Task {
    let value = await work()
    result.withLock { $0 = value }
  }
  for _ in 0..<turns {
    if let value = result.withLock({ $0 }) { return value }
    await Task.yield()
  }
  if let value = result.withLock({ $0 }) { return value }
  task.cancel()
  Issue.record(
    Comment(
      rawValue:
        "Expected \(waitingFor) at once, not to wait: it was still waiting after \(turns) turns of the scheduler, and nothing in this test will answer it. A call with nothing configured throws UnconfiguredCall at once (it does not wait for respond(with:)), and a configured call returns or throws its answer at once."
    ),
    sourceLocation: sourceLocation)
  return nil
}
