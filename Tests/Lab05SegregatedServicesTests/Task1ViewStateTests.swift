import Lab05SegregatedServices
import Testing

/// Task 1: `ViewState` answers the three questions a screen asks of it.
@Suite("Lab 05 · Task 1: the view state")
struct Task1ViewStateTests {
  typealias State = ViewState<CatFact, CatServiceError>

  /// The three answers a state gives, compared at once.
  struct Answers: Equatable {
    var isLoading: Bool
    var value: CatFact?
    var failure: CatServiceError?
  }

  /// Every case, each payload distinct, every error.
  static let states: [(State, Answers)] = [
    (.initial, Answers(isLoading: false, value: nil, failure: nil)),
    (.loading, Answers(isLoading: true, value: nil, failure: nil)),
    (.loaded(clowder), Answers(isLoading: false, value: clowder, failure: nil)),
    (.loaded(sleepy), Answers(isLoading: false, value: sleepy, failure: nil)),
    (.failed(.offline), Answers(isLoading: false, value: nil, failure: .offline)),
    (.failed(.server(status: 503)), Answers(isLoading: false, value: nil, failure: .server(status: 503))),
    (.failed(.server(status: 0)), Answers(isLoading: false, value: nil, failure: .server(status: 0))),
    (.failed(.undecodable), Answers(isLoading: false, value: nil, failure: .undecodable)),
    (.failed(.unexpected), Answers(isLoading: false, value: nil, failure: .unexpected)),
  ]

  @Test(arguments: states)
  func eachState_answersIsLoadingValueAndFailure(_ state: State, _ expected: Answers) {
    expectSame(
      Answers(isLoading: state.isLoading, value: state.value, failure: state.failure), expected,
      "Asked \(state) its three questions. isLoading is true for .loading only; value is the fact of .loaded, failure the error of .failed, and each is nil in every other case."
    )
  }
}
