import Foundation

/// What the Swift driver printed with `-parseable-output` (SwiftPM always passes it), turned into
/// the console lines SwiftPM would have shown: `Compiling <Module> <File>.swift` for each file it
/// compiled, then the compiler's own output (its warnings and errors, as ``ConsoleLog`` reads them).
///
/// The format, as SwiftPM reads it (swiftlang/swift-package-manager, swift-6.0-RELEASE
/// Sources/Build/SwiftCompilerOutputParser.swift): messages one after another, each its byte count
/// on a line of its own and then that many bytes of JSON, with a `kind` of `began`, `skipped`,
/// `finished` or `signalled` (`abnormal-exit` on Windows); `finished` and `signalled` carry the
/// job's output in `output`. A line that is not a count is kept as it was printed.
///
/// ```swift
/// let console = DriverOutput(data, module: "Lab01NetworkingSeam").console
/// ```
struct DriverOutput {
  /// The console text: a line per compiled file, then every job's output.
  private(set) var console = ""
  /// Whether a job was killed by a signal or ended abnormally (a compiler crash).
  private(set) var jobCrashed = false

  init(_ data: Data, module: String) {
    for part in ParseableOutput.parts(of: data) {
      switch part {
      case .message(let message): read(message, module: module)
      // Not a message: a line the driver or a tool printed as it is.
      case .line(let line): console += line + "\n"
      case .unreadable: continue
      }
    }
  }

  private mutating func read(_ message: [String: Any], module: String) {
    let kind = message["kind"] as? String ?? ""
    let name = message["name"] as? String ?? ""
    switch kind {
    case "began" where name == "compile":
      for input in message["inputs"] as? [String] ?? [] {
        console += "Compiling \(module) \(URL(fileURLWithPath: input).lastPathComponent)\n"
      }
    case "finished":
      if let output = message["output"] as? String, !output.isEmpty {
        console += output.hasSuffix("\n") ? output : output + "\n"
      }
    case "signalled", "abnormal-exit":
      jobCrashed = true
      if let output = message["output"] as? String { console += output + "\n" }
    default:
      break
    }
  }
}
