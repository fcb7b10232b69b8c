import Foundation
import Testing

@testable import WorkbookCore

/// The Swift driver's parseable output, read back into the console lines SwiftPM prints.
@Suite("DriverOutput: the compiler's messages as SwiftPM shows them")
struct DriverOutputTests {
  @Test func eachCompiledFile_isALine_andTheCompilersOutputFollows() {
    let warning = "/w/Labs/Lab01/UserAPI.swift:3:9: warning: variable 'x' was never used\n"
    let data = Self.messages([
      ["kind": "began", "name": "emit-module", "inputs": [String]()],
      ["kind": "began", "name": "compile", "inputs": ["/w/Labs/Lab01/UserAPI.swift"]],
      ["kind": "finished", "name": "compile", "exit-status": 0, "output": warning],
      ["kind": "skipped", "name": "compile", "inputs": ["/w/Labs/Lab01/Other.swift"]],
    ])

    let output = DriverOutput(data, module: "Lab01")

    #expect(output.console == "Compiling Lab01 UserAPI.swift\n" + warning)
    #expect(ConsoleLog(output.console).compilerWarnings.count == 1, "the warning reads as one, with its file and line")
    #expect(!output.jobCrashed)
  }

  @Test func aSignalledJob_isACrash_andALineThatIsNoMessageIsKept() {
    var data = Data("<unknown>: error: something the driver printed itself\n".utf8)
    data += Self.messages([["kind": "signalled", "name": "compile", "signal": 11, "output": "Stack dump"]])

    let output = DriverOutput(data, module: "Lab01")

    #expect(output.jobCrashed)
    #expect(output.console.hasPrefix("<unknown>: error: something the driver printed itself\n"))
    #expect(output.console.contains("Stack dump"))
  }

  @Test func aMessageCutShort_endsTheReadingWithoutACrash() {
    let whole = Self.messages([["kind": "finished", "name": "compile", "output": "a long output"]])
    let output = DriverOutput(whole.prefix(whole.count - 5), module: "M")
    #expect(!output.console.contains("a long output"))
  }

  /// Messages as the driver writes them: the byte count on a line, then the JSON.
  static func messages(_ messages: [[String: Any]]) -> Data {
    var data = Data()
    for message in messages {
      let json = (try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])) ?? Data()
      data += Data("\(json.count)\n".utf8) + json + Data("\n".utf8)
    }
    return data
  }
}
