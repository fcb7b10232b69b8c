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

  /// The default limit for `lab`'s tests, in seconds.
  public static func seconds(for lab: Lab) -> Double {
    max(floor, factor * (measured[lab.module] ?? 0))
  }
}
