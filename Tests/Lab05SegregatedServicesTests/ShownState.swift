import Lab05SegregatedServices

/// A `ViewState` as a test compares it, built by switching over the state: the suite never asks
/// the learner's `==` whether two states are equal (Task 1 tests that `==` itself, over a table of
/// pairs). A `==` that ignored the error, or compared cases only, would otherwise make every
/// snapshot of the screen pass.
enum ShownState: Equatable, CustomStringConvertible {
  case initial
  case loading
  case loaded(ShownFact)
  case failed(ShownError)

  init(_ state: ViewState<CatFact, CatServiceError>) {
    switch state {
    case .initial: self = .initial
    case .loading: self = .loading
    case .loaded(let fact): self = .loaded(ShownFact(fact))
    case .failed(let error): self = .failed(ShownError(error))
    }
  }

  var description: String {
    switch self {
    case .initial: "initial"
    case .loading: "loading"
    case .loaded(let fact): "loaded(\(fact))"
    case .failed(let error): "failed(\(error))"
    }
  }
}
