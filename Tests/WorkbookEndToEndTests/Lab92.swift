/// The fixture's XCTest lab (`Tests/Fixtures/`, in its own workbench, ``Workbench/xctest``): two
/// tasks, one `XCTestCase` each, as the real Lab 08's suite is written. The versions of the
/// learner's copy the tests write.
enum Lab92 {
  static let greeting = "Labs/Lab92Fixture/Greeting.swift"
  /// Task 1 done, Task 2 still the starter's.
  static let taskOneDone = """
    public func greeting(for name: String) -> String { "Hello, \\(name)!" }
    public func farewell(for name: String) -> String { "" }  // TODO: Task 2.
    """
  static let green = """
    public func greeting(for name: String) -> String { "Hello, \\(name)!" }
    public func farewell(for name: String) -> String { "Goodbye, \\(name)!" }
    """
  /// Green with another body: a body edit the fast rebuild takes.
  static let greenAgain = """
    public func greeting(for name: String) -> String { "Hello, " + name + "!" }
    public func farewell(for name: String) -> String { "Goodbye, " + name + "!" }
    """
  /// Task 2 broken again by a body edit.
  static let farewellBroken = """
    public func greeting(for name: String) -> String { "Hello, \\(name)!" }
    public func farewell(for name: String) -> String { "Bye, \\(name)!" }
    """
}

extension Workbench {
  /// The XCTest lab's workbench, put back to its starter.
  static func cleanXCTest() throws -> Workbench {
    let bench = try xctest.get()
    try bench.restore()
    return bench
  }
}
