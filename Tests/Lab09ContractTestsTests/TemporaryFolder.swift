import Foundation

/// A folder of its own for one test, removed when the test is over.
///
/// Swift Testing makes a new suite value for every test, so a suite that holds a `TemporaryFolder`
/// in a stored property gets a fresh, empty folder each time; each row of a test's table makes a
/// folder of its own inside it (``row()``). Names are random UUIDs, not timestamps: tests running
/// in parallel never share one, and nothing reads the clock. A folder itself is created by the
/// first `FileStore.save`.
final class TemporaryFolder: Sendable {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("Lab09-\(UUID().uuidString)", isDirectory: true)
  }

  /// A new folder inside this one, for one row of a table: no row sees another row's notes.
  func row() -> URL {
    url.appendingPathComponent(UUID().uuidString, isDirectory: true)
  }

  /// The teardown: Swift Testing has no `tearDown`, but the suite value (and so this folder) is
  /// released when its test ends.
  deinit {
    try? FileManager.default.removeItem(at: url)
  }
}
