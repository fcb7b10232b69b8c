import Foundation

/// How long a check lets a lab's tests run before it calls them hung, when `--timeout` does not
/// say: long enough for the suite on a slow, busy machine, short enough that a hang in a suite
/// that runs in milliseconds costs seconds, not half a minute.
///
/// The limit is ``factor`` times the lab's reference suite's measured time, never under
/// ``floor``. Measured on this project's 2-core Linux machine, Swift 6.3.1, from each solution
/// suite's own line ("Test run with 28 tests ... passed after 0.093 seconds") in
/// `.build/workbook/verify/solutions/results/*.log` after `swift run workbook verify`: every lab
/// runs in 0.01 to 0.4 s. A lab not listed (a new one, a fixture) gets the floor.
///
/// ```swift
/// TestTimeLimit.seconds(for: lab03)   // 4: 0.093 s measured, under the floor
/// TestTimeLimit.seconds(for: lab09)   // 7.4: 0.37 s measured, times 20
/// ```
public enum TestTimeLimit {
  /// The least time any lab's tests get, in seconds.
  public static let floor = 4.0
  /// How many times its measured time a suite gets.
  public static let factor = 20.0
  /// Each lab's reference suite, in seconds, by module.
  public static let measured: [String: Double] = [
    "Lab01NetworkingSeam": 0.025,
    "Lab02MockNetworking": 0.052,
    "Lab03URLProtocolStub": 0.093,
    "Lab04TestClock": 0.046,
    "Lab05SegregatedServices": 0.033,
    "Lab06Orders": 0.014,
    "Lab07Profile": 0.034,
    "Lab08Login": 0.122,
    "Lab09ContractTests": 0.370,
    "Lab10CompositionRoot": 0.028,
    "Lab11YourTests": 0.021,
  ]

  /// The default limit for `lab`'s tests, in seconds.
  public static func seconds(for lab: Lab) -> Double {
    max(floor, factor * (measured[lab.module] ?? 0))
  }
}
