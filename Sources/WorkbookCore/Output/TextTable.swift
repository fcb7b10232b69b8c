import Foundation

/// Left-aligned columns separated by two spaces, for terminal output.
///
/// ```swift
/// print(TextTable(header: ["lab", "tests"], rows: [["01", "14"]]).rendered)
/// ```
public struct TextTable {
  public let header: [String]
  public let rows: [[String]]

  public init(header: [String], rows: [[String]]) {
    self.header = header
    self.rows = rows
  }

  public var rendered: String {
    let all = [header] + rows
    let widths = header.indices.map { column in all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0 }
    return all.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1 ? cell : cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
      }.joined(separator: "  ")
    }.joined(separator: "\n")
  }
}
