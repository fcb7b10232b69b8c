import Lab11YourTests
import Testing

/// Task 4: your tests for `load()` called again, after something went wrong.
@MainActor
@Suite("Lab 11 · Task 4: loading again")
struct Task4ReloadTests {
  // TODO: Task 4. Write your tests here, one behaviour each, named like a specification
  // (`load_asksTheServiceOnce`), each ending in one comparison of everything a test can see, with
  // a message that says what was expected and what to do ("Compare the whole screen").
  // Delete the placeholder below once this task has real tests.

  @Test func writeYourReloadTests() {
    Issue.record(
      "TODO: Task 4: write tests for load() called again, after something went wrong, cancelled, or while a toggle waits. Then delete this placeholder. See docs/11-your-tests.md"
    )
  }

  // MARK: - Helpers

  private func makeSUT() -> (FavoritesViewModel, ProductServiceSpy) {
    let service = ProductServiceSpy()
    return (FavoritesViewModel(service: service), service)
  }
}
