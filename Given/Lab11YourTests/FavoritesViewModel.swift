import Foundation
import Observation

/// Drives a wishlist screen: the products A to Z, each with a heart the user can toggle.
///
/// - ``load()`` moves ``state`` through `.loading` to `.loaded` (the products sorted by name),
///   `.empty` (the service has none) or `.failed` (a sentence for the user). Call it again to
///   reload, after a failure or at any time; each load clears ``errorMessage``.
/// - ``toggleFavorite(productID:)`` flips the heart on screen at once, then asks the service to
///   store the new value. If the service refuses, the heart goes back and ``errorMessage`` says so.
/// - A cancel is not a failure (the workbook's policy, docs/01-networking-seam.md, "A cancel is
///   not a failure"): when a call's task is cancelled the service throws `CancellationError` or
///   `URLError(.cancelled)`, and the screen shows again what it showed before that call (all but
///   the banner the call cleared as it started), with no message about the cancel.
///
/// ```swift
/// let model = FavoritesViewModel(service: service)
/// await model.load()
/// await model.toggleFavorite(productID: "p-1")
/// if case .loaded(let products) = model.state { print(products.map(\.name)) }
/// ```
@MainActor
@Observable
public final class FavoritesViewModel {
  /// What the screen shows.
  public enum State: Equatable {
    /// Nothing asked yet.
    case idle
    /// Waiting for the service.
    case loading
    /// The products, sorted by name from A to Z, ignoring case. Never an empty list.
    case loaded([Product])
    /// The service answered, with no products: the screen says "Nothing here yet".
    case empty
    /// The service failed; the message is a sentence the user can act on, the same whatever the
    /// service threw (never the error's own description: that is for developers, not users).
    case failed(message: String)
  }

  public private(set) var state: State = .idle
  /// A sentence about the last heart the service refused, shown over the list; `nil` when there is
  /// nothing to say. A new toggle or a new load clears it as it starts: the user has moved on, and
  /// a cancel of that toggle or load does not bring it back.
  public private(set) var errorMessage: String?

  private let service: any ProductService

  public init(service: any ProductService) {
    self.service = service
  }

  /// Asks the service for the products and shows them, A to Z.
  ///
  /// - A failure ends in `.failed`, whatever the service threw: the screen never stays `.loading`.
  /// - A cancel (`CancellationError` or `URLError(.cancelled)`) is not a failure: the screen goes
  ///   back to the state it showed before this load (`.idle` for a first load, the list, `.empty`
  ///   or the failure for a reload), unless a newer load has put something else on screen since.
  public func load() async {
    let stateBefore = state
    errorMessage = nil
    state = .loading
    do {
      let products = try await service.fetchProducts()
      state = products.isEmpty ? .empty : .loaded(products.sorted { $0.name.lowercased() < $1.name.lowercased() })
    } catch let error where isCancel(error) {
      if state == .loading { state = stateBefore }
    } catch {
      state = .failed(message: "Could not load your products. Check your connection and try again.")
    }
  }

  /// Flips the heart of the product `productID` on screen at once (an optimistic update), then asks
  /// the service, once, to store the new value. If the service refuses, puts the heart back as it
  /// was and sets ``errorMessage``, naming the product. Does nothing unless the products are loaded
  /// and one has that id.
  ///
  /// - A cancel (`CancellationError` or `URLError(.cancelled)`) puts the heart back too, since the
  ///   service never stored the new value, but says nothing: a cancel is not a refusal.
  /// - Other calls may run while this one waits for the service: another toggle, a reload. A
  ///   refusal or a cancel puts back only this product's heart, to the value it had when the user
  ///   tapped, wherever that product is in the list as it is when the service answers.
  public func toggleFavorite(productID: String) async {
    guard let product = loadedProduct(withID: productID) else { return }
    let newValue = !product.isFavorite
    errorMessage = nil
    showFavorite(newValue, forProductID: productID)
    do {
      try await service.setFavorite(newValue, productID: productID)
    } catch let error where isCancel(error) {
      showFavorite(product.isFavorite, forProductID: productID)
    } catch {
      showFavorite(product.isFavorite, forProductID: productID)
      errorMessage = "Could not update \(product.name). Check your connection and try again."
    }
  }

  private func loadedProduct(withID id: String) -> Product? {
    guard case .loaded(let products) = state else { return nil }
    return products.first { $0.id == id }
  }

  /// Sets one product's heart in the loaded list, leaving the other products and the order alone.
  private func showFavorite(_ isFavorite: Bool, forProductID id: String) {
    guard case .loaded(var products) = state, let index = products.firstIndex(where: { $0.id == id }) else { return }
    products[index].isFavorite = isFavorite
    state = .loaded(products)
  }

  /// Whether `error` is a cancel: Swift's `CancellationError`, or URLSession's
  /// `URLError(.cancelled)` when the task awaiting it is cancelled.
  private func isCancel(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
  }
}
