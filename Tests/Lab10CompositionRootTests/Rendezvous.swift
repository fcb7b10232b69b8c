import Synchronization

/// Lets several tasks wait for each other, without sleeping and without waiting forever.
///
/// Each task calls ``arriveAndWait(maxYields:)``; it returns `true` once every party has arrived.
/// If the others never come (because an implementation runs the tasks one after another), it
/// gives up after `maxYields` turns and returns `false`, so the test fails instead of hanging.
final class Rendezvous: Sendable {
  private let parties: Int
  private let arrived = Mutex(0)

  init(parties: Int) {
    self.parties = parties
  }

  func arriveAndWait(maxYields: Int = 100_000) async -> Bool {
    arrived.withLock { $0 += 1 }
    for _ in 0..<maxYields {
      if arrived.withLock({ $0 }) >= parties { return true }
      await Task.yield()
    }
    return false
  }
}
