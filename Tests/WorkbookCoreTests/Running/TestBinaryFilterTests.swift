import Foundation
import Testing

@testable import WorkbookCore

/// Which tests a run of the test binary asks Swift Testing for: the lab's suite, or only some of
/// its tests, matched against IDs as Swift Testing spells them (`Module.Suite/name()/File.swift:9:4`).
@Suite("TestBinary: the tests a run asks for")
struct TestBinaryFilterTests {
  private let lab = Lab(number: 11, module: "Lab11YourTests", title: "t", chapter: "docs/11-your-tests.md", minutes: 5, kind: "tests")

  @Test func aRunOfTheSuite_asksForEveryTestOfTheLab() throws {
    let filter = try NSRegularExpression(pattern: TestBinary.filter(for: lab, only: nil))

    #expect(matches(filter, "Lab11YourTestsTests.Task1LoadTests/load()/Task1LoadTests.swift:9:4"))
    #expect(!matches(filter, "Lab10ReviewTests.Task1Tests/load()/Task1Tests.swift:9:4"))
    #expect(TestBinary.filter(for: lab, only: []) == TestBinary.filter(for: lab, only: nil), "no test named: the whole suite")
  }

  @Test func aRunOfSomeTests_asksForThemAlone_withTheirArgumentsAndSourceLocation() throws {
    let filter = try NSRegularExpression(
      pattern: TestBinary.filter(
        for: lab, only: ["Lab11YourTestsTests.Task1LoadTests/load(shape:)", "Lab11YourTestsTests.Task2ToggleTests/toggle()"]))

    #expect(matches(filter, "Lab11YourTestsTests.Task1LoadTests/load(shape:)/Task1LoadTests.swift:9:4"))
    #expect(matches(filter, "Lab11YourTestsTests.Task2ToggleTests/toggle()/Task2ToggleTests.swift:30:4"))
    #expect(!matches(filter, "Lab11YourTestsTests.Task1LoadTests/load()/Task1LoadTests.swift:20:4"), "parentheses are literal")
    #expect(
      !matches(filter, "Lab11YourTestsTests.Task2ToggleTests/toggle_again()/Task2ToggleTests.swift:40:4"), "a longer name is another test")
    #expect(!matches(filter, "Lab11YourTestsTestsXTask1LoadTests/load(shape:)/Task1LoadTests.swift:9:4"), "dots are literal")
  }

  @Test func aNestedSuitesTest_isFound_thoughItsIDSeparatesTheSuitesWithASlash() throws {
    // A result names the suite `Module.Outer.Inner`; Swift Testing's ID is `Module.Outer/Inner/...`.
    let filter = try NSRegularExpression(pattern: TestBinary.filter(for: lab, only: ["Lab11YourTestsTests.Outer.Inner/check()"]))

    #expect(matches(filter, "Lab11YourTestsTests.Outer/Inner/check()/Task1LoadTests.swift:12:6"))
  }

  private func matches(_ filter: NSRegularExpression, _ id: String) -> Bool {
    filter.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
  }
}
