import Lab11YourTests
import Testing

/// Task 3: your tests for `toggleFavorite(productID:)` when the service refuses the change.
@MainActor
@Suite("Lab 11 · Task 3: when the service refuses")
struct Task3RefusedToggleTests {
  // TODO: Task 3. Write your tests here, one behaviour each, named like a specification
  // (`load_asksTheServiceOnce`), each ending in one comparison of everything a test can see, with
  // a message that says what was expected and what to do ("Compare the whole screen").
  // Delete the placeholder below once this task has real tests.

  @Test func writeYourRefusedToggleTests() {
    Issue.record(
      "TODO: Task 3: write tests for toggleFavorite(productID:) when the service refuses the change or the call is cancelled, one toggle at a time and two in flight. Then delete this placeholder. See docs/11-your-tests.md"
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
