import Foundation
import Testing

@testable import WorkbookCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A check's `swift test` can leave a descendant behind (a hung test binary, a compiler the check
/// gave up on). The next check must not wait for it: only the check holds the lock.
@Suite struct CheckLockTests {
  @Test func theLockFile_isClosedInEveryProcessTheCheckStarts() throws {
    let workbook = try FixtureWorkbook()
    defer { workbook.remove() }
    let descriptor = CheckLock.openFile(at: workbook.root.appendingPathComponent("check.lock").path)
    try #require(descriptor >= 0, "Expected the lock file to open in a fresh folder")
    defer { close(descriptor) }

    #expect(
      fcntl(descriptor, F_GETFD) & FD_CLOEXEC != 0,
      "Expected the lock file opened with O_CLOEXEC: an flock belongs to the open file, so every process the check starts would hold it too"
    )
  }

  #if os(Linux)
    /// The same, seen from the stray process: its open files (Linux's /proc) do not include the
    /// lock. Not a second `flock` from here: another test's process, started by another thread
    /// at that moment, holds every descriptor of this process until its own exec.
    @Test func aProcessStartedWhileHoldingTheLock_hasNoDescriptorOfIt() throws {
      let workbook = try FixtureWorkbook()
      defer { workbook.remove() }
      let lock = workbook.catalog.url(Layout.lock("check")).path
      // `tail -f /dev/null` runs until it is killed: a stray descendant, with no sleeping here.
      let stray = try CheckLock.holding("check", in: workbook.catalog) {
        try Spawn.start(["tail", "-f", "/dev/null"], output: workbook.root.appendingPathComponent("stray.log"))
      }
      defer {
        kill(stray, SIGKILL)
        var status: Int32 = 0
        waitpid(stray, &status, 0)
      }

      let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(stray)/fd")
      let open = descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(stray)/fd/\($0)") }
      #expect(!open.isEmpty, "Expected to read the stray process's descriptors from /proc")
      #expect(!open.contains(lock), "Expected the stray process not to hold \(lock): it would keep the next check waiting")
    }
  #endif
}
