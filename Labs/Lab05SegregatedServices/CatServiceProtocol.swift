/// Everything the cat service can do, in one protocol: where this lab starts.
///
/// Every caller that asks for it gets every job, and every type that conforms to it owes every
/// method, whether or not it has anything to do with that job. The extension below hands out
/// stand-ins, as fat protocols often do so that their doubles compile, and a stand-in is a method
/// that answers without doing the job.
///
/// ```swift
/// let model = CatFactViewModel(service: CatService(client: client, baseURL: baseURL))
/// ```
public protocol CatServiceProtocol: Sendable {
  /// Fetches one random fact. Throws a ``CatServiceError``, or a cancel as it came.
  func fetchCatFact() async throws -> CatFact
  /// Renames the cat `id` to `name`. Throws a ``CatServiceError``, or a cancel as it came.
  func updateName(id: String, to name: String) async throws
}

extension CatServiceProtocol {
  public func fetchCatFact() async throws -> CatFact {
    throw Unimplemented("fetchCatFact() on \(Self.self), a type that has no fact to give")
  }

  public func updateName(id: String, to name: String) async throws {
    throw Unimplemented("updateName(id:to:) on \(Self.self), a type that cannot rename")
  }
}
