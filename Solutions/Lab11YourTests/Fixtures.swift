import Foundation
import Lab11YourTests
import Testing

// Products the tests share: immutable values, so parallel tests cannot disturb each other.
// Every value differs where a bug could confuse two of them: ids run in another order than the
// names, hearts are mixed, and no name is part of another.
let kettle = Product(id: "p-1", name: "Kettle", isFavorite: false)
/// Already a favourite: toggling it must take the heart away.
let apron = Product(id: "p-2", name: "Apron", isFavorite: true)
let teapot = Product(id: "p-3", name: "Teapot", isFavorite: false)
/// Lower case on purpose: A to Z ignoring case puts it between Apron and Kettle; a sort that
/// compares the raw strings puts it after every capitalised name. Hearted, unlike Kettle: when a
/// reload puts it where Kettle was, a heart written to Kettle's old position shows on it.
let breadBin = Product(id: "p-4", name: "bread bin", isFavorite: true)
/// A name with accents written as combining marks (e + U+0300, u + U+0302), and one with an emoji:
/// a message that names a product must carry these too.
let brulee = Product(id: "p-6", name: "Cre\u{300}me bru\u{302}le\u{301}e dish", isFavorite: false)
let mug = Product(id: "p-5", name: "Mug ☕️", isFavorite: true)

/// The order the service hands them out: neither A to Z nor Z to A, so only sorting by name gives
/// the order the screen must show (``byName``).
let inServiceOrder = [kettle, apron, teapot]
/// What the screen shows: A to Z.
let byName = [apron, kettle, teapot]
/// Every product, for the tests about names, and the order the screen shows them in.
let everyProduct = [mug, kettle, brulee, breadBin, teapot, apron]
let everyProductByName = [apron, breadBin, brulee, kettle, mug, teapot]

/// The order the service answers in, and the order the screen must show.
struct OrderShape: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let answer: [Product]
  let shown: [Product]
}

let orders = [
  OrderShape(testDescription: "mixed: neither A to Z nor Z to A", answer: inServiceOrder, shown: byName),
  OrderShape(testDescription: "Z to A", answer: byName.reversed(), shown: byName),
  OrderShape(testDescription: "already A to Z", answer: byName, shown: byName),
  OrderShape(testDescription: "one product", answer: [teapot], shown: [teapot]),
  OrderShape(
    testDescription: "a lower-case name, combining accents, an emoji", answer: everyProduct, shown: everyProductByName),
  OrderShape(
    // The favourite's name comes last: a sort that puts hearts first would move it to the top.
    testDescription: "the only favourite last by name",
    answer: [kettle, teapot.with(isFavorite: true), apron.with(isFavorite: false)],
    shown: [apron.with(isFavorite: false), kettle, teapot.with(isFavorite: true)]),
]

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

  /// This product with its heart flipped, as a tap shows it.
  var toggled: Product { with(isFavorite: !isFavorite) }
}

/// An error a test makes the service throw, with a name for the test report.
struct ErrorShape: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let error: any Error

  init(_ name: String, _ error: any Error) {
    testDescription = name
    self.error = error
  }
}

/// Two ways the service can say no to a change: the backend refuses, or the request times out.
let refusals = [
  ErrorShape("TestError.refused", TestError.refused),
  ErrorShape("URLError(.timedOut)", URLError(.timedOut)),
]

/// Every kind of failure the service can meet: a test's own errors, transport errors, a body that
/// does not decode. None of them is a cancel.
let failures =
  [
    ErrorShape("TestError.offline", TestError.offline),
    ErrorShape("URLError(.notConnectedToInternet)", URLError(.notConnectedToInternet)),
    ErrorShape("URLError(.badServerResponse)", URLError(.badServerResponse)),
    ErrorShape(
      "DecodingError.dataCorrupted",
      DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "The body is not JSON."))),
  ] + refusals

/// Both ways a cancel arrives: Swift's own, and URLSession's when the awaiting task is cancelled.
let cancels = [
  ErrorShape("CancellationError", CancellationError()),
  ErrorShape("URLError(.cancelled)", URLError(.cancelled)),
]

/// How the service answers a `setFavorite` call, and what the screen must say about it.
struct Answer: Sendable, CustomTestStringConvertible {
  enum Kind: Sendable { case accepted, refused, cancelled }
  let kind: Kind
  let result: Result<Void, any Error>
  let testDescription: String

  static let accepted = Answer(kind: .accepted, result: .success(()), testDescription: "accepted")
  static func refused(_ shape: ErrorShape) -> Answer {
    Answer(kind: .refused, result: .failure(shape.error), testDescription: "refused with \(shape.testDescription)")
  }
  static func cancelled(_ shape: ErrorShape) -> Answer {
    Answer(kind: .cancelled, result: .failure(shape.error), testDescription: "cancelled with \(shape.testDescription)")
  }

  /// A refusal, and both kinds of cancel: every way a toggle can end without being stored.
  static let notStored = refusals.map(refused) + cancels.map(cancelled)
  /// Every way a toggle can end.
  static let every = [accepted] + notStored
}
