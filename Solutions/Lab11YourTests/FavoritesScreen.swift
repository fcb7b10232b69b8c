import Lab11YourTests

/// Everything a test can observe after a call: what the screen shows, the banner over it, and the
/// double's whole record. Every test ends by comparing one of these with the one it expects, so a
/// side effect nobody asked for (a banner left up, a second fetch, a call to the service) fails
/// whichever test runs past it, not only the test written about it.
///
/// The sentences are compared by what the doc comments promise about them (a sentence of the
/// app's own, naming these products), not by their wording, which is the app's business.
struct FavoritesScreen: Equatable {
  /// ``FavoritesViewModel/State`` with the failure's sentence read as a ``Sentence``.
  enum Shows: Equatable {
    case idle
    case loading
    case loaded([Product])
    case empty
    case failed(Sentence)
  }

  var shows: Shows
  var banner: Sentence?
  var fetchCallCount: Int
  var favoriteChanges: [FavoriteChange]

  init(shows: Shows, banner: Sentence? = nil, fetchCallCount: Int, favoriteChanges: [FavoriteChange] = []) {
    self.shows = shows
    self.banner = banner
    self.fetchCallCount = fetchCallCount
    self.favoriteChanges = favoriteChanges
  }

  /// What `sut` and `service` show now.
  @MainActor
  init(_ sut: FavoritesViewModel, _ service: ProductServiceSpy) {
    switch sut.state {
    case .idle: shows = .idle
    case .loading: shows = .loading
    case .loaded(let products): shows = .loaded(products)
    case .empty: shows = .empty
    case .failed(let message): shows = .failed(Sentence(message))
    }
    banner = sut.errorMessage.map(Sentence.init)
    fetchCallCount = service.fetchCallCount
    favoriteChanges = service.favoriteChanges
  }

  /// The failure's sentence, word for word, when the screen shows one.
  var failedText: String? {
    if case .failed(let sentence) = shows { return sentence.text }
    return nil
  }
}

/// A sentence on screen, as far as the doc comments promise anything about it: that it is the
/// app's own (not empty, no error's own description in it) and which products it names.
struct Sentence: Equatable, CustomStringConvertible {
  /// The names of the products in ``everyProduct`` that the sentence contains.
  let names: [String]
  let isTheAppsOwn: Bool
  let text: String

  init(_ text: String) {
    self.text = text
    names = everyProduct.map(\.name).filter { text.contains($0) }
    let descriptions = (failures + cancels).map { String(describing: $0.error) }
    isTheAppsOwn = !text.isEmpty && !descriptions.contains { text.contains($0) }
  }

  private init(names: [String]) {
    self.names = names
    isTheAppsOwn = true
    text = "a sentence of the app's own"
  }

  /// A sentence of the app's own that names `products` (and no other).
  static func naming(_ products: Product...) -> Sentence { Sentence(names: products.map(\.name)) }

  static func == (lhs: Sentence, rhs: Sentence) -> Bool {
    lhs.names == rhs.names && lhs.isTheAppsOwn == rhs.isTheAppsOwn
  }

  var description: String {
    "\"\(text)\" (\(isTheAppsOwn ? "the app's own" : "not a sentence for the user: empty, or an error's description"), naming \(names))"
  }
}
