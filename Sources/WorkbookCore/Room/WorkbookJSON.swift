import Foundation

/// The one encoding of the workbook's own JSON files (`.workbook/progress.json`,
/// `.workbook/room.json`, the room's records): ISO 8601 times, readable by a person opening the
/// file, and sorted keys, so a file changes only where its facts do.
///
/// ```swift
/// try WorkbookJSON.encoder.encode(record).write(to: file)
/// ```
enum WorkbookJSON {
  static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }

  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }
}
