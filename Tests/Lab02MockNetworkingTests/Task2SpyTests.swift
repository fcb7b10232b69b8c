import Foundation
import Lab02MockNetworking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Task 2: `MockNetworking` records every request it receives, in order, and counts the calls.
@Suite("Lab 02 · Task 2: a spy that records every request")
struct Task2SpyTests {
  @Test func requests_recordsEveryRequestInOrder() async throws {
    let sut = try makeSUT(answer: httpAnswer(body: "{}"))
    var post = try testRequest("POST", "/users")
    post.setValue("application/json", forHTTPHeaderField: "Content-Type")
    post.httpBody = Data(#"{"name":"Ada"}"#.utf8)
    let sent = [try testRequest("GET", "/users"), post, try testRequest("DELETE", "/users/1")]

    for request in sent {
      _ = try await sut.data(for: request)
    }

    #expect(
      sut.requests.map { $0.url?.path } == ["/users", "/users", "/users/1"],
      "Expected the three requests' paths in the order they were sent. Append every request; don't keep only the last one."
    )
    #expect(
      sut.requests == sent,
      "Expected each recorded request to equal the one sent (method, headers, body). Record the URLRequest itself, unchanged."
    )
  }

  @Test func callCount_countsEveryCallIncludingThoseThatThrow() async throws {
    let sut = makeSUT()
    sut.respond(with: .failure(ProbeError(id: 1)))

    for _ in 1...3 {
      _ = try? await sut.data(for: testRequest("GET", "/flaky"))
    }

    #expect(
      sut.callCount == 3,
      "Expected callCount 3 after three failing calls. Count the call before answering, so a thrown error still counts."
    )
    #expect(
      sut.requests.count == 3,
      "Expected three recorded requests after three failing calls. Record the request before `try result.get()` can throw."
    )
  }

  @Test func requests_recordsACallThatHadNothingConfigured() async throws {
    let sut = makeSUT()

    _ = try? await sut.data(for: testRequest("PUT", "/unexpected"))

    #expect(
      sut.requests.map { $0.url?.path } == ["/unexpected"],
      "Expected the unconfigured call's request to be recorded too. Record first, then throw UnconfiguredCall."
    )
    #expect(sut.callCount == 1, "Expected callCount 1. An unconfigured call is still a call.")
  }

  @Test func concurrentCalls_areAllRecordedAndCounted() async throws {
    let sut = try makeSUT(answer: httpAnswer(body: "ok"))
    let calls = 100
    let requests = try (0..<calls).map { try testRequest("GET", "/items/\($0)") }

    await withTaskGroup(of: Void.self) { group in
      for request in requests {
        group.addTask { _ = try? await sut.data(for: request) }
      }
    }

    #expect(
      sut.callCount == calls,
      "Expected \(calls) calls counted from \(calls) concurrent tasks. Read and write the state only inside one Mutex.withLock."
    )
    let missing = Set(requests.compactMap { $0.url?.path }).subtracting(sut.requests.compactMap { $0.url?.path }).count
    #expect(
      missing == 0,
      "Expected every concurrent request recorded, but \(missing) of \(calls) are missing. Append each request inside Mutex.withLock."
    )
  }

  // MARK: - Helpers

  private func makeSUT(answer: MockNetworking.Response? = nil) -> MockNetworking {
    let mock = MockNetworking()
    if let answer {
      mock.respond(with: answer)
    }
    return mock
  }
}
