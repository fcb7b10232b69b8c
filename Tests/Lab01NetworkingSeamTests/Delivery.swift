import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What one call to `data(for:)` did, seen from both ends: every request the session's transport
/// received, field by field, and what came back to the caller.
///
/// A test builds one for the adapter and one for the session called directly, with the same
/// request, and compares the two: "the adapter adds nothing and changes nothing" is exactly "it
/// delivers what the session itself delivers". That holds on every platform, whatever a platform's
/// session does to a request on its way (Linux's keeps every field; it is measured).
struct Delivery: Equatable, CustomStringConvertible {
  enum Answer: Equatable, CustomStringConvertible {
    case response(status: Int?, body: String)
    case threw(ErrorShape)

    var description: String {
      switch self {
      case .response(let status, let body): "a response, status \(status.map(String.init) ?? "none (not HTTP)"), body \"\(body)\""
      case .threw(let error): "a thrown \(error)"
      }
    }
  }

  var received: [RequestRecord]
  var answer: Answer

  /// Sends `request` with `send`, tagged with a tally of its own, and collects what the transport
  /// received and what `send` gave back.
  static func of(_ request: URLRequest, sentBy send: (URLRequest) async throws -> (Data, URLResponse)) async -> Delivery {
    let tally = UUID().uuidString
    var tagged = request
    tagged.setValue(tally, forHTTPHeaderField: EchoURLProtocol.tallyHeader)
    let answer: Answer
    do {
      let (data, response) = try await send(tagged)
      answer = .response(status: (response as? HTTPURLResponse)?.statusCode, body: String(decoding: data, as: UTF8.self))
    } catch {
      answer = .threw(ErrorShape(error))
    }
    return Delivery(received: EchoURLProtocol.received(tally: tally), answer: answer)
  }

  /// What the session delivers for `request` when called directly, with no adapter in between.
  static func direct(_ request: URLRequest) async -> Delivery {
    let session = EchoURLProtocol.makeSession()
    return await of(request) { try await session.data(for: $0) }
  }

  var description: String {
    "received \(received.count) request(s)\(received.map { "\n    \($0)" }.joined()); answered with \(answer)"
  }
}
