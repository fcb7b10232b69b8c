import Lab92Fixture
import XCTest

final class Lab92Task2FarewellTests: XCTestCase {
  func test_farewell_namesThePerson() {
    XCTAssertEqual(farewell(for: "Ada"), "Goodbye, Ada!", "Return \"Goodbye, \" then the name and \"!\" from farewell(for:).")
  }
}
