import Lab11YourTests

// Products the tests share. Immutable values, so parallel tests cannot disturb each other.
let kettle = Product(id: "p-1", name: "Kettle", isFavorite: false)
/// Already a favourite: toggling it must take the heart away.
let apron = Product(id: "p-2", name: "Apron", isFavorite: true)
let teapot = Product(id: "p-3", name: "Teapot", isFavorite: false)
/// Lower case on purpose: A to Z ignoring case puts it between Apron and Kettle; a sort that
/// compares the raw strings puts it after every capitalised name.
let breadBin = Product(id: "p-4", name: "bread bin", isFavorite: false)

/// The order the service hands them out: neither A to Z nor Z to A, so only sorting by name gives
/// the order the screen must show (``byName``).
let inServiceOrder = [kettle, apron, teapot]
/// What the screen shows: A to Z.
let byName = [apron, kettle, teapot]

/// Errors the tests stub. Equatable, so a test can say exactly which one it means.
enum TestError: Error, Equatable {
  case offline
  case refused
}

extension Product {
  /// This product with its heart set to `isFavorite`: `kettle.with(isFavorite: true)`.
  func with(isFavorite: Bool) -> Product {
    var copy = self
    copy.isFavorite = isFavorite
    return copy
  }
}
