import Foundation
import Synchronization

/// Where ``StubURLProtocol`` looks up what to answer: one entry per stubbed host.
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

  // TODO: Task 1. Keep the entries in one static `Mutex<[String: Entry]>`, keyed by host
  // (`import Synchronization` is already here). Not one static `Entry?`: Task 3 runs two stubs at once.

  /// Makes `host` answer with `answer`, with no requests recorded yet.
  static func register(_ answer: StubAnswer, for host: String) {
    // TODO: Task 1. Store a fresh Entry for `host`, under the lock.
  }

  /// Records `request` for `host` and returns the answer, or `nil` when `host` has no stub.
  static func answer(_ request: RecordedRequest, sentTo host: String) -> StubAnswer? {
    // TODO: Task 1. Return the answer stored for `host`, or nil when there is none.
    // TODO: Task 2. In the same withLock, append `request` to that entry's requests.
    nil
  }

  /// The requests recorded for `host`, oldest first.
  static func requests(for host: String) -> [RecordedRequest] {
    // TODO: Task 2. Return the entry's requests, or [] when `host` has no stub.
    []
  }

  /// Forgets `host`: later requests to it fail with ``StubNotFound``.
  static func remove(_ host: String) {
    // TODO: Task 3. Remove the entry for `host`.
  }
}
