import Lab92Fixture
import XCTest

final class Lab92Task1GreetingTests: XCTestCase {
  func test_greeting_namesThePerson() {
    XCTAssertEqual(greeting(for: "Ada"), "Hello, Ada!", "Return \"Hello, \" then the name and \"!\" from greeting(for:).")
  }
}
