/// What a screen that loads one value can show: nothing yet, a spinner, the value, or an error.
///
/// It is `Equatable`, and it can be because both payloads are: `Failure` is a concrete error type
/// such as ``CatServiceError``, never `any Error`. So a test can write
/// `#expect(model.state == .failed(.offline))` and mean exactly that.
///
/// ```swift
/// let state: ViewState<CatFact, CatServiceError> = .loading
/// state.isLoading        // true: disable the button
/// state.value            // nil: nothing to show yet
/// ```
public enum ViewState<Value: Equatable & Sendable, Failure: Error & Equatable>: Equatable, Sendable {
  case initial
  case loading
  case loaded(Value)
  case failed(Failure)

  /// `true` only for ``loading``: while it is, a screen disables the button that starts a load.
  public var isLoading: Bool {
    // TODO: Task 1. True for .loading, false for every other case.
    false
  }

  /// The value of ``loaded(_:)``, and `nil` in every other state.
  public var value: Value? {
    // TODO: Task 1. The fact of .loaded; nil in every other case.
    nil
  }

  /// The error of ``failed(_:)``, and `nil` in every other state.
  public var failure: Failure? {
    // TODO: Task 1. The error of .failed; nil in every other case.
    nil
  }

  /// Whether two states show the same screen.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    // TODO: Task 1. Equal when both are the same case with equal payloads (the fact, the error),
    // and for no other pair: the tests compare every state with every other. Ask yourself whether
    // you need to write it at all (chapter, "Concept": a view state you can compare).
    false
  }
}
