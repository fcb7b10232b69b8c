import Foundation
import Lab02MockNetworking
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The double's whole record, in one value a test compares once: every request it received, its
/// call count, and the calls that found nothing configured. A side effect nobody asked for (a
/// record wiped by a reconfigure, an unconfigured call not kept) fails whichever test runs past it.
/// Each member is read twice: reading the record must not change it (a list emptied once read
/// shows in `changedByReading`).
///
/// ```swift
/// expectSame(MockRecord(mock), MockRecord(requests: [get, post]), "Two calls, both configured.")
/// ```
struct MockRecord: Equatable {
  var requests: [SentRequest]
  var callCount: Int
  var unconfiguredCalls: [SentRequest]
  /// The members whose second read differed from the first; empty for a double whose getters only read.
  var changedByReading: [String]

  init(_ mock: MockNetworking) {
    let first = (requests: mock.requests, callCount: mock.callCount, unconfigured: mock.unconfiguredCalls)
    let second = (requests: mock.requests, callCount: mock.callCount, unconfigured: mock.unconfiguredCalls)
    requests = first.requests.map(SentRequest.init)
    callCount = first.callCount
    unconfiguredCalls = first.unconfigured.map(SentRequest.init)
    changedByReading =
      (first.requests == second.requests ? [] : ["requests"]) + (first.callCount == second.callCount ? [] : ["callCount"])
      + (first.unconfigured == second.unconfigured ? [] : ["unconfiguredCalls"])
  }

  /// What a double that received `requests`, of which `unconfigured` found nothing configured,
  /// shows: the call count is the number of requests.
  init(requests: [URLRequest], unconfigured: [URLRequest] = []) {
    self.requests = requests.map(SentRequest.init)
    callCount = requests.count
    unconfiguredCalls = unconfigured.map(SentRequest.init)
    changedByReading = []
  }
}

/// What one call to the double gave back, told apart by what a caller can see.
enum Answer: Equatable, CustomStringConvertible, Sendable {
  case body(String)
  case probe(Int)
  case unconfigured
  case other(String)
  /// The call had not ended after a bounded wait (``awaitBounded(_:turns:sourceLocation:_:)``).
  case stillWaiting

  /// Calls the double once, in a bounded wait, and says what came back: a call that waits instead
  /// of answering fails the test that made it, with a message, and never hangs the run.
  init(calling mock: MockNetworking, with request: URLRequest, sourceLocation: SourceLocation = #_sourceLocation) async {
    let name = "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "<no URL>")"
    self =
      await awaitBounded("MockNetworking.data(for:) to answer \(name)", sourceLocation: sourceLocation) {
        await Answer(once: mock, with: request)
      } ?? .stillWaiting
  }

  private init(once mock: MockNetworking, with request: URLRequest) async {
    do {
      let (data, _) = try await mock.data(for: request)
      self = .body(String(decoding: data, as: UTF8.self))
    } catch let error as ProbeError {
      self = .probe(error.id)
    } catch is MockNetworking.UnconfiguredCall {
      self = .unconfigured
    } catch {
      self = .other(String(describing: error))
    }
  }

  var description: String {
    switch self {
    case .body(let text): "body \(String(reflecting: text))"
    case .probe(let id): "ProbeError(id: \(id))"
    case .unconfigured: "UnconfiguredCall"
    case .other(let error): "error \(error)"
    case .stillWaiting: "still waiting"
    }
  }
}

/// Everything a test of the double can see: what each call answered, and the whole record.
struct Observed: Equatable {
  var answers: [Answer]
  var record: MockRecord
}
