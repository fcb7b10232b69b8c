import Foundation

/// Writes one line to standard output at once, unbuffered, so progress shows while a long step
/// runs even when the output goes to a pipe or a file (where `print` would hold it back).
public func say(_ line: String = "") {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
