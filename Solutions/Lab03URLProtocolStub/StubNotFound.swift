import Foundation

/// The error ``StubURLProtocol`` fails with when a request goes to a host nobody stubbed.
///
/// It is the proof that nothing escapes to the network: a request to an unknown host fails at
/// once, with a message naming the host, instead of becoming a DNS lookup.
///
/// ```swift
/// // Inside a withStub scope, a request to https://typo.example.test fails with:
/// // "StubURLProtocol has no stub for host typo.example.test. ..."
/// ```
public struct StubNotFound: Error, Equatable, LocalizedError, CustomNSError {
  /// The host the request was sent to, or `nil` when it had no URL.
  public let host: String?

  public init(host: String?) {
    self.host = host
  }

  public var errorDescription: String? {
    "StubURLProtocol has no stub for host \(host ?? "<none>"). "
      + "Send requests to the baseURL of a NetworkStub, inside its withStub scope; nothing goes to the network."
  }

  public static var errorDomain: String { "Lab03URLProtocolStub.StubNotFound" }

  /// The message again, for Darwin: its URLSession hands the caller a new NSError built from
  /// this error's domain, code and user info, so a `LocalizedError` description alone is lost on
  /// the way (swift-corelibs-foundation on Linux passes the Swift error through unchanged).
  /// `CustomNSError.errorUserInfo` is what that new NSError keeps.
  public var errorUserInfo: [String: Any] {
    [NSLocalizedDescriptionKey: errorDescription ?? "StubURLProtocol has no stub for this host."]
  }
}
