import Foundation

/// The one encoding of the workbook's own JSON files (`.workbook/progress.json`,
/// `.workbook/room.json`, the room's records): ISO 8601 times in UTC with milliseconds (two
/// reports made within one second still tell which is newer), readable by a person opening the
/// file, and sorted keys, so a file changes only where its facts do. Times without fractional
/// seconds read too: people and other tools write those.
///
/// ```swift
/// try WorkbookJSON.encoder.encode(record).write(to: file)
/// ```
enum WorkbookJSON {
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(date.formatted(precise))
    }
    return encoder
  }

  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = (try? precise.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text)) else {
        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not an ISO 8601 time")
      }
      return date
    }
    return decoder
  }

  private static let precise = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
