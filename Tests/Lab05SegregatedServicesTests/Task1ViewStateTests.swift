import Lab05SegregatedServices
import Testing

/// Task 1: `ViewState` answers the three questions a screen asks of it, and tells two states apart.
@Suite("Lab 05 · Task 1: the view state")
struct Task1ViewStateTests {
  typealias State = ViewState<CatFact, CatServiceError>

  /// Every case, each payload distinct, every error.
  static let states: [State] = [
    .initial, .loading, .loaded(clowder), .loaded(sleepy), .failed(.offline), .failed(.server(status: 503)),
    .failed(.server(status: 0)), .failed(.undecodable), .failed(.unexpected),
  ]

  @Test func isLoading_isTrueForLoadingAndForNoOtherState() {
    expectSame(
      Self.states.map(\.isLoading), [false, true, false, false, false, false, false, false, false],
      "Asked isLoading of \(Self.states), in that order. It is true for .loading and false for every other state.")
  }

  @Test func value_isTheLoadedFactAndNilInEveryOtherState() {
    expectSame(
      Self.states.map { $0.value.map(ShownFact.init) },
      [nil, nil, clowder, sleepy, nil, nil, nil, nil, nil].map { $0.map(ShownFact.init) },
      "Asked value of \(Self.states), in that order. It is the fact .loaded carries, and nil in every other state.")
  }

  @Test func failure_isTheErrorOfFailedAndNilInEveryOtherState() {
    expectSame(
      Self.states.map { $0.failure.map(ShownError.init) },
      [nil, nil, nil, nil, .offline, .server(status: 503), .server(status: 0), .undecodable, .unexpected],
      "Asked failure of \(Self.states), in that order. It is the error .failed carries, and nil in every other state.")
  }

  // MARK: - Equality

  /// Every case, and payloads that differ in one part only: the same text with another length,
  /// another text with the same length, the same status or another, each error. Each is built
  /// afresh on both sides of a comparison, so equal means equal values, not the same instance.
  static func pairTable() -> [State] {
    [
      .initial, .loading, .loaded(CatFact(fact: "A group of cats is called a clowder.", length: 36)),
      .loaded(CatFact(fact: "A group of cats is called a clowder.", length: 37)),
      .loaded(CatFact(fact: "A group of cats is called a clowdex.", length: 36)), .loaded(sleepy), .failed(.offline),
      .failed(.server(status: 503)), .failed(.server(status: 500)), .failed(.server(status: 0)), .failed(.undecodable),
      .failed(.unexpected),
    ]
  }

  /// Which pairs `==` and `!=` call equal, as tables: one row per left-hand state, "=" where the
  /// operator said equal (for `!=`: where it said not unequal).
  struct Equalities: Equatable, CustomStringConvertible {
    var byEquals: [[Bool]]
    var byNotEquals: [[Bool]]

    var description: String { "== \(Self.text(byEquals)), != \(Self.text(byNotEquals))" }

    private static func text(_ rows: [[Bool]]) -> String {
      rows.map { $0.map { $0 ? "=" : "." }.joined() }.joined(separator: " ")
    }
  }

  @Test func equality_holdsForTheSameCaseWithEqualPayloadsAndNoOtherPair() {
    let left = Self.pairTable()
    let right = Self.pairTable()
    let identity = left.indices.map { row in right.indices.map { $0 == row } }

    expectSame(
      Equalities(
        byEquals: left.map { lhs in right.map { rhs in lhs == rhs } },
        byNotEquals: left.map { lhs in right.map { rhs in !(lhs != rhs) } }),
      Equalities(byEquals: identity, byNotEquals: identity),
      "Compared every state of \(left) with every one; a row per left-hand state, \"=\" where the states were called equal. Two states are equal when they are the same case and, for .loaded and .failed, their payloads are equal too: the fact's text and length, the error and its status. A == that ignores a payload calls different screens the same, and != must always say the opposite of ==."
    )
  }
}
