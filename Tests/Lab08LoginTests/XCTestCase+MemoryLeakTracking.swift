import XCTest

extension XCTestCase {
  /// Fails the test if `instance` is still alive once the test has finished: something (a task,
  /// a closure, the double) kept a strong reference to it.
  func trackForMemoryLeaks(_ instance: AnyObject & Sendable, file: StaticString = #filePath, line: UInt = #line) {
    addTeardownBlock { [weak instance] in
      XCTAssertNil(
        instance,
        "Expected this instance to be released when the test ended. Look for a strong reference cycle or a task that never finished.",
        file: file, line: line)
    }
  }
}
