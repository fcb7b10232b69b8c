import Lab90Fixture
import Testing

@Suite("Task 1: the answer")
struct Task1AnswerTests {
  @Test func answer_isFortyTwo() async {
    #expect(await answer() == 42, "Expected 42. Return 42 from answer().")
  }
}
