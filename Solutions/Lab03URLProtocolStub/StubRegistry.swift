import Foundation
import Synchronization

/// Where ``StubURLProtocol`` looks up what to answer: one entry per stubbed host, keyed by the
/// host in lowercase (`withStub` makes lowercase hosts; the protocol lowercases the request's).
///
/// `URLSession` creates the protocol object itself, so a stub cannot be handed to it; the
/// protocol has to find its answer in a static place. Swift Testing runs tests in parallel, so
/// that place is keyed by host (each ``NetworkStub`` gets a host of its own) and guarded by a
/// `Mutex`: two tests never share an entry, and never write the dictionary at the same time.
enum StubRegistry {
  struct Entry {
    var answer: StubAnswer
    var requests: [RecordedRequest] = []
  }

  private static let entries = Mutex<[String: Entry]>([:])

  /// Makes `host` answer with `answer`, with no requests recorded yet.
  static func register(_ answer: StubAnswer, for host: String) {
    entries.withLock { $0[host] = Entry(answer: answer) }
  }

  /// Makes `host` answer with `answer` from now on, keeping what it recorded; a host with no
  /// stub (one whose scope ended) stays without one.
  static func replace(_ answer: StubAnswer, for host: String) {
    entries.withLock { $0[host]?.answer = answer }
  }

  /// Records `request` for `host` and returns the answer, or `nil` when `host` has no stub.
  static func answer(_ request: RecordedRequest, sentTo host: String) -> StubAnswer? {
    entries.withLock { entries in
      guard entries[host] != nil else { return nil }
      entries[host]?.requests.append(request)
      return entries[host]?.answer
    }
  }

  /// The requests recorded for `host`, oldest first.
  static func requests(for host: String) -> [RecordedRequest] {
    entries.withLock { $0[host]?.requests ?? [] }
  }

  /// Forgets `host`: later requests to it fail with ``StubNotFound``.
  static func remove(_ host: String) {
    _ = entries.withLock { $0.removeValue(forKey: host) }
  }
}
