import Lab05SegregatedServices
import Testing

/// Task 1: `ViewState` answers the three questions a screen asks of it.
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
      Self.states.map(\.value), [nil, nil, clowder, sleepy, nil, nil, nil, nil, nil],
      "Asked value of \(Self.states), in that order. It is the fact .loaded carries, and nil in every other state.")
  }

  @Test func failure_isTheErrorOfFailedAndNilInEveryOtherState() {
    expectSame(
      Self.states.map(\.failure), [nil, nil, nil, nil, .offline, .server(status: 503), .server(status: 0), .undecodable, .unexpected],
      "Asked failure of \(Self.states), in that order. It is the error .failed carries, and nil in every other state.")
  }
}
