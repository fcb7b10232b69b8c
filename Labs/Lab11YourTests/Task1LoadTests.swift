import Lab11YourTests
import Testing

/// Task 1: your tests for `load()`, the first time it is called.
@MainActor
@Suite("Lab 11 · Task 1: loading the products")
struct Task1LoadTests {
  // TODO: Task 1. Write your tests here, one behaviour each, named like a specification
  // (`load_asksTheServiceOnce`), each ending in one comparison of everything a test can see, with
  // a message that says what was expected and what to do ("Compare the whole screen").
  // Delete the placeholder below once this task has real tests.

  @Test func writeYourLoadTests() {
    Issue.record(
      "TODO: Task 1: write tests for load(): every kind of answer the service can give. Then delete this placeholder. See docs/11-your-tests.md"
    )
  }

  // MARK: - Helpers

  private func makeSUT() -> (FavoritesViewModel, ProductServiceSpy) {
    let service = ProductServiceSpy()
    return (FavoritesViewModel(service: service), service)
  }
}
