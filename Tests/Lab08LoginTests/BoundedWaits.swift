import Synchronization
import XCTest

/// How long a test waits for something that should happen at once. Only a broken lab ever waits
/// this long; a correct one answers in microseconds. It bounds a wait, it is not a sleep.
let boundedWait: TimeInterval = 1

/// The bounded waits of ONE test: each names what it waits for, and the first that runs out fails
/// the test with that name. After that the test waits no more (every later wait returns at once),
/// so a double that never answers costs one short wait per test, not one per step, and the
/// test's own expectations then say what is missing.
///
/// Each test case holds its own (`private let waits = BoundedWaits()`): XCTest makes a new
/// instance for every test method.
final class BoundedWaits: Sendable {
  private let gaveUp = Mutex(false)

  /// Waits, bounded, until every expectation is fulfilled; on a timeout fails with `what`.
  func wait(
    for expectations: [XCTestExpectation], _ what: String, file: StaticString = #filePath, line: UInt = #line
  ) async {
    guard !gaveUp.withLock({ $0 }) else { return }
    let result = await XCTWaiter().fulfillment(of: expectations, timeout: boundedWait)
    guard result != .completed else { return }
    gaveUp.withLock { $0 = true }
    let missing = expectations.map { "“\($0.description)”" }.joined(separator: ", ")
    XCTFail(
      "Waited \(boundedWait) s for \(what) (\(missing)); it never happened, so this test stops waiting. A login that is never answered, or a hook never called, does this.",
      file: file, line: line)
  }
}
