/// Waits, without a clock, until `condition` holds: it checks after each `Task.yield()` and gives
/// up after `maxYields` turns. Returns whether the condition came true.
///
/// This is how a test waits for work that another task does (a search that runs after a clock
/// wakes the debouncer) and still finishes, with a failed expectation, if that work never comes.
func eventually(maxYields: Int = 100_000, _ condition: @Sendable () -> Bool) async -> Bool {
  for _ in 0..<maxYields {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
