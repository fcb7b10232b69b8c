import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `URLRequest.httpShouldUsePipelining`, read and set without a deprecation warning (the platforms
/// deprecate HTTP/1 pipelining, yet a learner can still set it, so the tests still compare it):
/// a protocol requirement met by the deprecated property is not a use of it.
protocol HTTPPipelining {
  var httpShouldUsePipelining: Bool { get set }
}

extension URLRequest: HTTPPipelining {}

extension HTTPPipelining {
  /// Whether the request asks for HTTP/1 pipelining.
  var pipelining: Bool {
    get { httpShouldUsePipelining }
    set { httpShouldUsePipelining = newValue }
  }
}
