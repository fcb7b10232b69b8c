import Foundation
import Testing

@testable import WorkbookCore

/// When the link may start before the driver ends: once its job after the compiles has begun,
/// every job before it having ended well; and, read again at the end, nothing else began later.
@Suite("DriverProgress: the driver's compiles over, read from its parseable output")
struct DriverProgressTests {
  /// One message as the driver writes it: its byte count on a line, then the JSON.
  static func message(_ kind: String, _ name: String, pid: Int, status: Int? = nil) -> String {
    var fields = ["\"kind\" : \"\(kind)\"", "\"name\" : \"\(name)\"", "\"pid\" : \(pid)"]
    if let status { fields.append("\"exit-status\" : \(status)") }
    let json = "{\n  " + fields.joined(separator: ",\n  ") + "\n}"
    return "\(json.utf8.count)\n\(json)\n"
  }

  static let compiles = [
    message("began", "emit-module", pid: 11), message("began", "compile", pid: 12),
    message("finished", "emit-module", pid: 11, status: 0), message("finished", "compile", pid: 12, status: 0),
  ]
  static let wrap = message("began", "module-wrap", pid: 13)
  static let wrapped = message("finished", "module-wrap", pid: 13, status: 0)

  static func progress(_ messages: [String]) -> DriverProgress {
    DriverProgress(Data(messages.joined().utf8))
  }

  @Test func theWrapBegun_afterEveryCompileEndedWell_meansTheObjectsAreFinal() {
    let progress = Self.progress(Self.compiles + [Self.wrap])
    #expect(progress.compilesEnded)
    #expect(Self.progress(Self.compiles + [Self.wrap, Self.wrapped, Self.message("skipped", "compile", pid: 0)]).nothingBeganAfterCompiles)
  }

  @Test func beforeTheWrap_theCompilesAreNotOver() {
    #expect(!Self.progress(Self.compiles).compilesEnded, "a second wave may still come")
    #expect(!Self.progress([]).compilesEnded)
  }

  /// A build that is not incremental schedules every job at once: the wrap may begin while a compile runs.
  @Test func aCompileStillRunning_orFailed_orKilled_whenTheWrapBegan_isNotOver() {
    let running =
      [Self.message("began", "emit-module", pid: 11), Self.message("began", "compile", pid: 12)]
      + [Self.message("finished", "emit-module", pid: 11, status: 0), Self.wrap]
    #expect(!Self.progress(running).compilesEnded, "compile 12 has not ended")
    var failed = Self.compiles
    failed[3] = Self.message("finished", "compile", pid: 12, status: 1)
    #expect(!Self.progress(failed + [Self.wrap]).compilesEnded)
    #expect(!Self.progress(Self.compiles + [Self.message("signalled", "compile", pid: 14), Self.wrap]).compilesEnded)
  }

  @Test func withoutAnEmitModuleOrACompile_theInterfaceOrTheObjectsAreNotKnownFinal() {
    let noEmit = [Self.message("began", "compile", pid: 12), Self.message("finished", "compile", pid: 12, status: 0), Self.wrap]
    #expect(!Self.progress(noEmit).compilesEnded)
    let noCompile = [
      Self.message("began", "emit-module", pid: 11), Self.message("finished", "emit-module", pid: 11, status: 0), Self.wrap,
    ]
    #expect(!Self.progress(noCompile).compilesEnded)
  }

  @Test func aJobBegunAfterTheWrap_sendsTheLinkAgain() {
    let later = Self.compiles + [Self.wrap, Self.message("began", "compile", pid: 15), Self.wrapped]
    #expect(Self.progress(Array(later.prefix(5))).compilesEnded, "what was seen when the link started")
    #expect(!Self.progress(later).nothingBeganAfterCompiles)
  }

  @Test func aMessageNotYetWrittenWhole_endsTheReading() {
    let whole = Self.compiles.joined() + Self.wrap
    let cut = String(whole.dropLast(10))
    #expect(!DriverProgress(Data(cut.utf8)).compilesEnded)
    #expect(DriverProgress(Data(cut.utf8)).events.count == 4)
  }

  @Test func linesThatAreNotMessages_areSkipped() {
    let progress = DriverProgress(Data(("warning: a line of its own\n" + Self.compiles.joined() + Self.wrap).utf8))
    #expect(progress.compilesEnded)
  }
}
