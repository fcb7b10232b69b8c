import Lab05SegregatedServices

/// A fact as a test compares it: its text scalar by scalar (``ExactText``) and its length. The
/// suite never asks `CatFact`'s `==` whether two facts are equal.
struct ShownFact: Equatable, CustomStringConvertible {
  var fact: ExactText
  var length: Int

  init(_ fact: CatFact) {
    self.fact = ExactText(fact.fact)
    length = fact.length
  }

  var description: String { "\(fact) (\(length))" }
}
