import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Colour for a person at a terminal, plain text for a pipe, a file, or `NO_COLOR` (no-color.org).
///
/// ```swift
/// say(Style.warning("warning: initialization of 'unused' was never used"))
/// ```
enum Style {
  static let enabled = isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil

  /// Yellow, the colour compilers use for warnings.
  static func warning(_ text: String) -> String {
    enabled ? "\u{1B}[33m\(text)\u{1B}[0m" : text
  }
}
