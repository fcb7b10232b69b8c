import Foundation

/// How the learner runs the tool, so the commands it prints are the ones they type:
/// `swift run workbook` by default, or what the `./workbook` launcher says it is.
///
/// ```swift
/// say("Next: \(Invocation.command) check 3")   // "Next: ./workbook check 3" through the launcher
/// ```
enum Invocation {
  /// The launcher exports `WORKBOOK_COMMAND=./workbook`; anything else runs through SwiftPM.
  static let command: String = {
    let told = ProcessInfo.processInfo.environment["WORKBOOK_COMMAND"] ?? ""
    return told.isEmpty ? "swift run workbook" : told
  }()

  /// `swift run workbook check 3` for `words` "check 3".
  static func typed(_ words: String) -> String {
    "\(command) \(words)"
  }
}
