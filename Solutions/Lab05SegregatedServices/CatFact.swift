/// One fact about cats, as the API returns it: `{"fact": "Cats sleep 16 hours a day.", "length": 26}`.
///
/// ```swift
/// let fact = CatFact(fact: "Cats sleep 16 hours a day.", length: 26)
/// ```
public struct CatFact: Equatable, Sendable, Decodable {
  public let fact: String
  public let length: Int

  public init(fact: String, length: Int) {
    self.fact = fact
    self.length = length
  }
}
