/// An executor that makes each job it is given wait `turns` turns of the shared thread pool
/// before it runs: a stand-in for a busy executor (a main actor with a long queue, a saturated
/// pool), where a resumed task runs again only after everything queued before it.
///
/// A task started with it as its executor preference takes that many turns to get going again
/// after every resume, and that is what a clock that "gives the woken task a few turns" (any
/// fixed number of `Task.yield()`s smaller than `turns`) cannot wait out. A clock that waits for
/// the woken task's own report does not care how long it takes.
///
/// ```swift
/// let slow = SlowExecutor(turns: 20_000)
/// let sleeper = Pending(on: slow) { try await clock.sleep(until: deadline) }
/// ```
final class SlowExecutor: TaskExecutor {
  let turns: Int

  init(turns: Int) {
    self.turns = turns
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    let turns = turns
    // A detached task has no executor preference of its own: its turns are the shared pool's.
    Task.detached {
      for _ in 0..<turns { await Task.yield() }
      job.runSynchronously(on: executor)
    }
  }
}
