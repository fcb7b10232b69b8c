import Foundation

/// How long a check lets a lab's tests run before it calls them hung, when `--timeout` does not
/// say: long enough for the suite on a slow, busy machine, short enough that a hang in a suite
/// that runs in milliseconds costs seconds, not half a minute.
///
/// The limit is ``factor`` times the lab's reference suite's measured time, never under
/// ``floor``. Measured on this project's 2-core Linux machine, Swift 6.3.1, from each solution
/// suite's own line ("Test run with 28 tests ... passed after 0.093 seconds") in
/// `.build/workbook/verify/solutions/results/*.log` after `swift run workbook verify`, and each
/// lab's `scripts/repeat-solutions.sh` median after the suites grew by construction (issue 32):
/// every lab runs in 0.07 to 0.4 s on a quiet machine. A lab not listed (a new one, a fixture)
/// gets the floor.
///
/// ```swift
/// TestTimeLimit.seconds(for: lab01)   // 4: 0.1 s measured, under the floor
/// TestTimeLimit.seconds(for: lab08)   // 8: 0.4 s measured, times 20
/// ```
public enum TestTimeLimit {
  /// The least time any lab's tests get, in seconds.
  public static let floor = 4.0
  /// How many times its measured time a suite gets.
  public static let factor = 20.0
  /// Each lab's reference suite, in seconds, by module.
  public static let measured: [String: Double] = [
    "Lab01NetworkingSeam": 0.1,
    "Lab02MockNetworking": 0.12,
    "Lab03URLProtocolStub": 0.5,
    "Lab04TestClock": 0.3,
    "Lab05SegregatedServices": 0.2,
    "Lab06Orders": 0.25,
    "Lab07Profile": 0.25,
    "Lab08Login": 0.4,
    "Lab09ContractTests": 0.37,
    "Lab10CompositionRoot": 0.1,
    "Lab11YourTests": 0.07,
  ]

  /// How busy a machine ``factor`` covers: this many runnable processes per core (two busy loops
  /// and a check on 2 cores is about 2.5). Beyond it a CPU-bound suite gets a smaller share of a
  /// core, and the limit grows in step: at 12.5 per core (load 25 on 2 cores, seven helpers
  /// building) Lab 03's suite ran in 7 to 9 s where its limit was 10 s, and a re-run stopped at
  /// 10 s while its tests were still ending one after another was called a hang.
  public static let coveredLoadPerCore = 4.0

  /// The default limit for `lab`'s tests, in seconds.
  public static func seconds(for lab: Lab) -> Double {
    max(floor, factor * (measured[lab.module] ?? 0))
  }

  /// The default limit for `lab`'s tests on a machine with `loadPerCore` runnable processes per
  /// core (``currentLoadPerCore()``): ``seconds(for:)``, stretched by how far the load is beyond
  /// ``coveredLoadPerCore``, so a busy machine's slow run is not called a hang.
  ///
  /// ```swift
  /// TestTimeLimit.seconds(for: lab03, loadPerCore: 1)      // 10: a quiet machine
  /// TestTimeLimit.seconds(for: lab03, loadPerCore: 12.5)   // 31.25: load 25 on 2 cores
  /// ```
  public static func seconds(for lab: Lab, loadPerCore: Double) -> Double {
    seconds(for: lab) * max(1, loadPerCore / coveredLoadPerCore)
  }

  /// The 1-minute load average per core, as `getloadavg(3)` (POSIX-compatible, on Linux and macOS)
  /// tells it; 0 when it cannot be read.
  public static func currentLoadPerCore() -> Double {
    var load = [0.0]
    guard getloadavg(&load, 1) == 1 else { return 0 }
    return load[0] / Double(max(1, ProcessInfo.processInfo.activeProcessorCount))
  }
}
