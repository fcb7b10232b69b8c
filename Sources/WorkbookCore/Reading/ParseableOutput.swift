import Foundation

/// The Swift driver's `-parseable-output`, split into what it is made of: each message is its byte
/// count on a line, then that many bytes of JSON, then a newline; anything else is a line some
/// program printed as it is. One reading for every reader of a compile's log: the console the
/// learner sees (``DriverOutput``), when the link may start (``DriverProgress``), and the jobs a
/// compile without the driver replays (``DirectCompile``).
///
/// ```swift
/// for part in ParseableOutput.parts(of: log) {
///   if case .message(let message) = part, message["kind"] as? String == "began" { ... }
/// }
/// ```
enum ParseableOutput {
  enum Part {
    /// A message, its JSON read.
    case message([String: Any])
    /// A line that is not a message (without its newline): a program's own output, or the start
    /// of a message not yet written whole.
    case line(String)
    /// A byte count followed by as many bytes that are not a JSON object.
    case unreadable
  }

  static func parts(of data: Data) -> [Part] {
    var parts: [Part] = []
    var index = data.startIndex
    while index < data.endIndex {
      let newline = data[index...].firstIndex(of: UInt8(ascii: "\n")) ?? data.endIndex
      let header = String(decoding: data[index..<newline], as: UTF8.self).trimmingCharacters(in: .whitespaces)
      if header.isEmpty {
        // The newline that ends each message's JSON.
        index = min(newline + 1, data.endIndex)
        continue
      }
      guard newline < data.endIndex, let count = Int(header), count > 0, newline + 1 + count <= data.endIndex else {
        parts.append(.line(String(decoding: data[index..<newline], as: UTF8.self)))
        index = min(newline + 1, data.endIndex)
        continue
      }
      let body = data[(newline + 1)..<(newline + 1 + count)]
      index = newline + 1 + count
      // A body that is not a JSON object is no message, and its bytes are no line of anyone's.
      guard let message = try? JSONSerialization.jsonObject(with: body) as? [String: Any] else {
        parts.append(.unreadable)
        continue
      }
      parts.append(.message(message))
    }
    return parts
  }
}
