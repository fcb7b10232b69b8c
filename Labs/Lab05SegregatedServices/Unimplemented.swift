/// Thrown by the parts of the starter you have not written yet.
///
/// A starter never crashes (no `fatalError`): an unwritten body throws this instead, so the test
/// that needs it fails with a message naming the place, and every other test still runs.
struct Unimplemented: Error, CustomStringConvertible {
  let place: String

  init(_ place: String) {
    self.place = place
  }

  var description: String {
    "TODO: \(place) is not written yet (see docs/05-segregated-services.md)"
  }
}
