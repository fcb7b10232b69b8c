import Foundation

/// How far the Swift driver is with a module's jobs, read from its `-parseable-output` while it
/// runs, so that ``FastRebuild`` starts the link once the objects are final instead of waiting for
/// the driver's last job: the `-modulewrap` of the module's interface for the debugger (on Linux,
/// with `-g`), which runs only after every compile and writes a file the link does not read
/// (`Modules/<Module>.o`; SwiftPM wraps the interface for the link in a command of its own). With
/// the driver's exit, some 40 ms of a body edit's check (Swift 6.3.1, Linux, 2 cores).
///
/// Why "a `module-wrap` began" means the compiles are over: in an incremental build the driver
/// runs the jobs after the compiles (`jobsAfterCompiles`) only once every compile, those found
/// needed after the first wave included, has succeeded (`ExecuteAllJobsRule.provideValue` and
/// `schedulePostCompileJobs` in swiftlang/swift-driver, Sources/SwiftDriverExecution/
/// MultiJobExecutor.swift, 6.0 to 6.3). A build that is not incremental schedules every job at
/// once; so the log is also checked after the driver ends (``nothingBeganAfterCompiles``), and a
/// link that did not wait for what ran later is run again.
///
/// The messages: each its byte count on a line, then that many bytes of JSON with a `kind`
/// (`began`, `finished`, `signalled`, `abnormal-exit`, `skipped`), a `name` and a `pid`
/// (``DriverOutput`` reads the same format). A message not yet written whole ends the reading.
///
/// ```swift
/// if DriverProgress(partialLog).compilesEnded { ... link now ... }
/// ```
struct DriverProgress: Equatable {
  struct Event: Equatable {
    var kind: String
    var name: String
    var pid: Int
    var exitStatus: Int?
  }

  /// The job that starts after the compiles.
  static let afterCompiles = "module-wrap"

  /// The messages read whole, in order.
  let events: [Event]

  init(_ data: Data) {
    var events: [Event] = []
    for case .message(let message) in ParseableOutput.parts(of: data) {
      events.append(
        Event(
          kind: message["kind"] as? String ?? "", name: message["name"] as? String ?? "", pid: message["pid"] as? Int ?? 0,
          exitStatus: message["exit-status"] as? Int))
    }
    self.events = events
  }

  /// Where the first job after the compiles began.
  private var firstAfterCompiles: Int? {
    events.firstIndex { $0.kind == "began" && $0.name == Self.afterCompiles }
  }

  /// Whether the driver has begun its job after the compiles, and before that began an
  /// `emit-module` and at least one compile, every job that began having ended with status 0 and
  /// none killed: the objects and the interface are final, unless more jobs begin later.
  var compilesEnded: Bool {
    guard let start = firstAfterCompiles else { return false }
    let before = events[..<start]
    guard !before.contains(where: { $0.kind == "signalled" || $0.kind == "abnormal-exit" }) else { return false }
    let began = before.filter { $0.kind == "began" }
    let ended = Set(before.filter { $0.kind == "finished" && $0.exitStatus == 0 }.map(\.pid))
    return began.contains { $0.name == "emit-module" } && began.contains { $0.name == "compile" }
      && began.allSatisfy { ended.contains($0.pid) }
  }

  /// Whether no job but the one after the compiles began after it (read once the driver ended).
  var nothingBeganAfterCompiles: Bool {
    guard let start = firstAfterCompiles else { return false }
    return events[start...].allSatisfy { $0.kind != "began" || $0.name == Self.afterCompiles }
  }
}
