import Foundation
import Synchronization

/// How far a long build is, on one line that updates: the newest of SwiftPM's `[n/m] Compiling
/// ...` lines in the run's console log, read every half second until "Build complete!". Shown on a
/// terminal only (a log or a pipe gets the verdict alone), and cleared before the verdict prints.
///
/// ```swift
/// let progress = BuildProgress(log: catalog.url(".build/workbook/check/results/Lab01NetworkingSeam.log"))
/// let report = try checker.check(lab)   // meanwhile: "  step 17 of 51: Compiling Lab01NetworkingSeamTests ..."
/// progress.stop()
/// ```
final class BuildProgress: Sendable {
  private let stopped = Mutex(false)
  private let done = DispatchGroup()

  /// Starts reading `log` on another thread when standard output is a terminal.
  init(log: URL, terminal: Bool = isatty(STDOUT_FILENO) == 1) {
    guard terminal else { return }
    DispatchQueue.global().async(group: done) { [self] in
      var shown = ""
      while !stopped.withLock({ $0 }) {
        // The log's end only: once the tests run it may grow to millions of lines.
        let tail = Self.tail(of: log)
        if String(decoding: tail, as: UTF8.self).contains("Build complete!") { break }
        if let step = Self.lastStep(in: tail), step != shown {
          FileHandle.standardOutput.write(Data(("\r" + Self.padded(step)).utf8))
          shown = step
        }
        Thread.sleep(forTimeInterval: 0.5)
      }
      if !shown.isEmpty { FileHandle.standardOutput.write(Data(("\r" + Self.padded("") + "\r").utf8)) }
    }
  }

  /// Stops reading and clears the line; returns once it is cleared.
  func stop() {
    stopped.withLock { $0 = true }
    done.wait()
  }

  /// The newest `[n/m] what` line of a SwiftPM console as `  step n of m: what`; `nil` before the first.
  static func lastStep(in log: Data) -> String? {
    let text = String(decoding: log, as: UTF8.self)
    for line in text.split(whereSeparator: \.isNewline).reversed() {
      guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { continue }
      let counts = line[line.index(after: line.startIndex)..<close].split(separator: "/")
      guard counts.count == 2, let step = Int(counts[0]), let steps = Int(counts[1]) else { continue }
      let what = line[line.index(after: close)...].drop { $0 == " " }
      return "  step \(step) of \(steps): \(what)"
    }
    return nil
  }

  /// The last 4 KB of `file` (nothing when it is not there yet).
  private static func tail(of file: URL) -> Data {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return Data() }
    defer { try? handle.close() }
    let end = (try? handle.seekToEnd()) ?? 0
    try? handle.seek(toOffset: end > 4096 ? end - 4096 : 0)
    return (try? handle.readToEnd()) ?? Data()
  }

  /// One terminal line's worth, padded so a shorter step overwrites a longer one.
  private static func padded(_ line: String) -> String {
    let cut = String(line.prefix(76))
    return cut + String(repeating: " ", count: 76 - cut.count)
  }
}
