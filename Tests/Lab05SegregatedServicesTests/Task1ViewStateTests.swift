import Lab05SegregatedServices
import Testing

/// Task 1: `ViewState` answers the three questions a screen asks of it.
@Suite("Lab 05 · Task 1: the view state")
struct Task1ViewStateTests {
  typealias State = ViewState<CatFact, CatServiceError>

  @Test func isLoading_isTrueForLoadingAndForNoOtherState() {
    #expect(State.loading.isLoading, "Expected .loading.isLoading to be true. Return true for the .loading case.")
    for state: State in [.initial, .loaded(clowder), .failed(.offline)] {
      #expect(!state.isLoading, "Expected \(state).isLoading to be false. Only .loading is loading.")
    }
  }

  @Test func value_isTheLoadedValueAndNilInEveryOtherState() {
    #expect(
      State.loaded(clowder).value == clowder,
      "Expected .loaded(fact).value to be that fact. Return the associated value of .loaded.")
    for state: State in [.initial, .loading, .failed(.offline)] {
      #expect(state.value == nil, "Expected \(state).value to be nil. Only .loaded carries a value.")
    }
  }

  @Test func failure_isTheErrorOfFailedAndNilInEveryOtherState() {
    #expect(
      State.failed(.server(status: 503)).failure == .server(status: 503),
      "Expected .failed(error).failure to be that error. Return the associated value of .failed.")
    for state: State in [.initial, .loading, .loaded(clowder)] {
      #expect(state.failure == nil, "Expected \(state).failure to be nil. Only .failed carries an error.")
    }
  }
}
