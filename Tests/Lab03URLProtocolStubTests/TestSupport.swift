import Foundation
import Lab03URLProtocolStub
import Synchronization
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `<stub.baseURL>/<path>`: a URL this test's stub answers.
func url(_ path: String, on stub: NetworkStub) -> URL {
  stub.baseURL.appendingPathComponent(path)
}

/// Sends `request` through the stub's session and returns the body as text and the HTTP
/// response, or throws what the session threw.
func send(_ request: URLRequest, through stub: NetworkStub) async throws -> (body: String, response: HTTPURLResponse) {
  let (data, response) = try await stub.session.data(for: request)
  let http = try #require(response as? HTTPURLResponse, "Expected an HTTPURLResponse. Answer with HTTPURLResponse(url:statusCode:...).")
  return (String(decoding: data, as: UTF8.self), http)
}

/// The error `operation` throws, or `nil` when it returns.
func errorThrown(by operation: () async throws -> Void) async -> (any Error)? {
  do {
    try await operation()
    return nil
  } catch {
    return error
  }
}

/// A host no stub ever registers. `.test` is reserved: nothing on the internet answers it, so
/// even a stub that lets the request escape cannot get a real answer.
let unstubbedHost = "nobody-stubbed-this.lab03.test"

/// The error a test throws from inside a scope, to check the scope cleans up anyway.
struct ExpectedTestError: Error, Equatable {}

let adaJSON = #"{"id": "42", "name": "Ada Lovelace", "email": "ada@example.com"}"#
let ada = UserProfile(id: "42", name: "Ada Lovelace", email: "ada@example.com")
let adasJSON =
  #"[{"id": "42", "name": "Ada Lovelace", "email": "ada@example.com"}, "#
  + #"{"id": "7", "name": "Ada Yonath", "email": "yonath@example.com"}]"#
let adas = [ada, UserProfile(id: "7", name: "Ada Yonath", email: "yonath@example.com")]

/// A `URLProtocolClient` that ignores what a protocol tells it: for a test that calls
/// `startLoading()` itself, as URLSession does, and looks only at what the stub recorded.
final class SilentProtocolClient: NSObject, URLProtocolClient, Sendable {
  func urlProtocol(_ protocol: URLProtocol, wasRedirectedTo request: URLRequest, redirectResponse: URLResponse) {}
  func urlProtocol(_ protocol: URLProtocol, cachedResponseIsValid cachedResponse: CachedURLResponse) {}
  func urlProtocol(_ protocol: URLProtocol, didReceive response: URLResponse, cacheStoragePolicy policy: URLCache.StoragePolicy) {}
  func urlProtocol(_ protocol: URLProtocol, didLoad data: Data) {}
  func urlProtocolDidFinishLoading(_ protocol: URLProtocol) {}
  func urlProtocol(_ protocol: URLProtocol, didFailWithError error: any Error) {}
  func urlProtocol(_ protocol: URLProtocol, didReceive challenge: URLAuthenticationChallenge) {}
  func urlProtocol(_ protocol: URLProtocol, didCancel challenge: URLAuthenticationChallenge) {}
}

/// What a `URLProtocol` told its client, in order, as a test can compare it.
enum ClientEvent: Equatable, CustomStringConvertible {
  case response(status: Int)
  case data(Data)
  case finished
  /// The error as `domain code`.
  case failed(String)

  var description: String {
    switch self {
    case .response(let status): return "response \(status)"
    case .data(let data): return "data \(describe(data))"
    case .finished: return "finished"
    case .failed(let error): return "failed \(error)"
    }
  }
}

/// A `URLProtocolClient` that records what a protocol tells it: for a test that calls
/// `startLoading()` itself, as URLSession does, and checks the request was ended.
final class RecordingProtocolClient: NSObject, URLProtocolClient, Sendable {
  private let recorded = Mutex<[ClientEvent]>([])

  var events: [ClientEvent] { recorded.withLock { $0 } }

  func urlProtocol(_ protocol: URLProtocol, wasRedirectedTo request: URLRequest, redirectResponse: URLResponse) {}
  func urlProtocol(_ protocol: URLProtocol, cachedResponseIsValid cachedResponse: CachedURLResponse) {}
  func urlProtocol(_ protocol: URLProtocol, didReceive response: URLResponse, cacheStoragePolicy policy: URLCache.StoragePolicy) {
    recorded.withLock { $0.append(.response(status: (response as? HTTPURLResponse)?.statusCode ?? -1)) }
  }
  func urlProtocol(_ protocol: URLProtocol, didLoad data: Data) { recorded.withLock { $0.append(.data(data)) } }
  func urlProtocolDidFinishLoading(_ protocol: URLProtocol) { recorded.withLock { $0.append(.finished) } }
  func urlProtocol(_ protocol: URLProtocol, didFailWithError error: any Error) {
    recorded.withLock { $0.append(.failed(domainAndCode(error))) }
  }
  func urlProtocol(_ protocol: URLProtocol, didReceive challenge: URLAuthenticationChallenge) {}
  func urlProtocol(_ protocol: URLProtocol, didCancel challenge: URLAuthenticationChallenge) {}
}

/// An `InputStream` that hands its bytes over in chunks of at most `chunkSize`, whatever buffer
/// the reader offers, as a network or file stream does. `InputStream(data:)` gives everything in
/// one `read` when the buffer is big enough, which hides a reader that reads only once.
final class ChunkedInputStream: InputStream {
  private let bytes: [UInt8]
  private let chunkSize: Int
  private var offset = 0
  private var status = Stream.Status.notOpen

  init(_ data: Data, chunkSize: Int) {
    bytes = [UInt8](data)
    self.chunkSize = chunkSize
    super.init(data: Data())
  }

  override func open() { status = .open }
  override func close() { status = .closed }
  override var streamStatus: Stream.Status { status }
  override var hasBytesAvailable: Bool { status == .open && offset < bytes.count }

  override func read(_ buffer: UnsafeMutablePointer<UInt8>, maxLength length: Int) -> Int {
    guard status == .open else { return -1 }
    let count = min(length, chunkSize, bytes.count - offset)
    guard count > 0 else {
      status = .atEnd
      return 0
    }
    for index in 0..<count {
      buffer[index] = bytes[offset + index]
    }
    offset += count
    return count
  }
}
