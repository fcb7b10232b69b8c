/// What a test sees of two roots on one storage: the first built (with a composer) and dropped
/// without being used, the second built and read. Whether anything still held the first root's
/// configuration once the root and all it built were gone (something it started and left
/// running), and what the doubles saw then, and after the second root's read.
struct RootLifetime: Equatable {
  var firstRootLetGo: Bool
  var afterTheFirstRoot: Observed
  var afterReadingTheSecond: Observed
}
