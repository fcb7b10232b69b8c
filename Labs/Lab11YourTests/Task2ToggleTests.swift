import Lab11YourTests
import Testing

/// Task 2: your tests for `toggleFavorite(productID:)` when the service accepts the change.
@MainActor
@Suite("Lab 11 · Task 2: toggling a favourite")
struct Task2ToggleTests {
  // TODO: Task 2. Write your tests here, one behaviour each, named like a specification
  // (`load_asksTheServiceOnce`), each ending in one comparison of everything a test can see, with
  // a message that says what was expected and what to do ("Compare the whole screen").
  // Delete the placeholder below once this task has real tests.

  @Test func writeYourToggleTests() {
    Issue.record(
      "TODO: Task 2: write tests for toggleFavorite(productID:) when the service accepts the change. Then delete this placeholder. See docs/11-your-tests.md"
    )
  }

  // MARK: - Helpers

  /// A view model that has loaded `products` and whose service will accept changes.
  private func makeLoadedSUT(products: [Product]) async -> (FavoritesViewModel, ProductServiceSpy) {
    let service = ProductServiceSpy()
    service.fetchResult = .success(products)
    let sut = FavoritesViewModel(service: service)
    await sut.load()
    return (sut, service)
  }
}
