/// Short descriptions, so a failed expectation reads `[initial, loading, loaded(…)]` rather than
/// the fully qualified generic type of every element.
///
/// ```swift
/// print(ViewState<CatFact, CatServiceError>.failed(.offline))   // "failed(offline)"
/// ```
extension ViewState: CustomStringConvertible {
  public var description: String {
    switch self {
    case .initial: "initial"
    case .loading: "loading"
    case .loaded(let value): "loaded(\(value))"
    case .failed(let failure): "failed(\(failure))"
    }
  }
}
