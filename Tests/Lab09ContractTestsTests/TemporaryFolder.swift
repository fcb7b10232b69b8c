import Foundation

/// A folder of its own for one test, removed when the test is over.
///
/// Swift Testing makes a new suite value for every test, and for every argument of a parameterized
/// test, so a suite that holds a `TemporaryFolder` in a stored property gets a fresh, empty folder
/// each time. Its name is a random UUID, not a timestamp: tests running in parallel never share
/// one, and nothing reads the clock. The folder itself is created by the first `FileStore.save`.
final class TemporaryFolder: Sendable {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("Lab09-\(UUID().uuidString)", isDirectory: true)
  }

  /// The teardown: Swift Testing has no `tearDown`, but the suite value (and so this folder) is
  /// released when its test ends.
  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
