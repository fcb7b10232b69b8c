import Foundation
import WorkbookCore

// The `workbook` command. Exit codes: 0 success (or a green lab), 1 not yet (a red lab, a failed
// verify), 2 a usage error (unknown verb, lab or option), 3 the tool could not do its job.
let arguments = Array(CommandLine.arguments.dropFirst())
do {
  let code = try Workbook(arguments: arguments).run()
  exit(code)
} catch let error as WorkbookError {
  FileHandle.standardError.write(Data("workbook: \(error.description)\n".utf8))
  exit(error.exitCode)
} catch {
  FileHandle.standardError.write(Data("workbook: \(error)\n".utf8))
  exit(3)
}
