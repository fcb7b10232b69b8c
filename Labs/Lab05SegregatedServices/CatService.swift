import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real cat service: the one type that does both jobs, fetching facts and renaming cats.
///
/// ```swift
/// let service = CatService(client: client, baseURL: URL(string: "https://catfact.ninja")!)
/// let model = CatFactViewModel(service: service)
/// try await service.updateName(id: "c-7", to: "Tom")
/// ```
///
/// Both methods throw a ``CatServiceError`` for every failure, and a cancel (`CancellationError` or
/// `URLError(.cancelled)`) unchanged: the caller stopped waiting, so nothing failed.
// TODO: Task 2. Once the jobs are split, say which of them CatService does.
public struct CatService: CatServiceProtocol {
  // TODO: Task 2. Keep what the initializer is given: every request goes through the client.

  public init(client: any HTTPClient, baseURL: URL) {
    // TODO: Task 2.
  }

  /// `GET <baseURL>/fact`, decoded as a ``CatFact``.
  public func fetchCatFact() async throws -> CatFact {
    // TODO: Task 2. Send the request through the client, once, and turn every way it can go wrong
    // into the CatServiceError the chapter's Task 2 lists for it. A cancel is not a failure: it
    // goes back to the caller as it came (docs/01-networking-seam.md, "A cancel is not a failure").
    throw Unimplemented("CatService.fetchCatFact()")
  }

  /// `PATCH <baseURL>/cats/<id>` with the JSON body `{"name": "<name>"}`.
  public func updateName(id: String, to name: String) async throws {
    // TODO: Task 2. The same rules as fetchCatFact; the name is user input, so it may hold any
    // character, and the body must still be the JSON the chapter shows.
    throw Unimplemented("CatService.updateName(id:to:)")
  }
}
