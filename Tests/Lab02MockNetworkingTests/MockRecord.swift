import Foundation
import Lab02MockNetworking

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The double's whole record, in one value a test compares once: every request it received, its
/// call count, and the calls that found nothing configured. A side effect nobody asked for (a
/// record wiped by a reconfigure, an unconfigured call not kept) fails whichever test runs past it.
///
/// ```swift
/// expectSame(MockRecord(mock), MockRecord(requests: [get, post]), "Two calls, both configured.")
/// ```
struct MockRecord: Equatable {
  var requests: [SentRequest]
  var callCount: Int
  var unconfiguredCalls: [SentRequest]

  init(_ mock: MockNetworking) {
    requests = mock.requests.map(SentRequest.init)
    callCount = mock.callCount
    unconfiguredCalls = mock.unconfiguredCalls.map(SentRequest.init)
  }

  /// What a double that received `requests`, of which `unconfigured` found nothing configured,
  /// shows: the call count is the number of requests.
  init(requests: [URLRequest], unconfigured: [URLRequest] = []) {
    self.requests = requests.map(SentRequest.init)
    callCount = requests.count
    unconfiguredCalls = unconfigured.map(SentRequest.init)
  }
}

/// What one call to the double gave back, told apart by what a caller can see.
enum Answer: Equatable, CustomStringConvertible {
  case body(String)
  case probe(Int)
  case unconfigured
  case other(String)

  /// Calls the double once and says what came back.
  init(calling mock: MockNetworking, with request: URLRequest) async {
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
    }
  }
}

/// Everything a test of the double can see: what each call answered, and the whole record.
struct Observed: Equatable {
  var answers: [Answer]
  var record: MockRecord
}
