// replaces: StubRegistry.swift
// bug: keeps one static stub instead of one per host, so a second stub replaces the first and parallel tests see each other's answers and requests.
// hint: URLSession builds the protocol object, so the stub lives in a static; Swift Testing runs tests at the same time. Key that static by something unique to each test (its host).

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

  // One stub at a time: the current one. Thread-safe, but not per test.
  private static let current = Mutex<Entry?>(nil)

  /// Makes `host` answer with `answer`, with no requests recorded yet.
  static func register(_ answer: StubAnswer, for host: String) {
    current.withLock { $0 = Entry(answer: answer) }
  }

  /// Records `request` for `host` and returns the answer, or `nil` when `host` has no stub.
  static func answer(_ request: RecordedRequest, sentTo host: String) -> StubAnswer? {
    current.withLock { current in
      current?.requests.append(request)
      return current?.answer
    }
  }

  /// The requests recorded for `host`, oldest first.
  static func requests(for host: String) -> [RecordedRequest] {
    current.withLock { $0?.requests ?? [] }
  }

  /// Forgets `host`: later requests to it fail with ``StubNotFound``.
  static func remove(_ host: String) {
    current.withLock { $0 = nil }
  }
}
