import Lab91Fixture
import Testing

@Suite("Task 1: double") struct Task1DoubleTests {
  @Test(arguments: [(0, 0), (2, 4), (3, 6)]) func double_doublesIt(x: Int, doubled: Int) {
    #expect(double(x) == doubled, "Expected double(\(x)) == \(doubled).")
  }
}
