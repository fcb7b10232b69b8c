/// A hidden dependency found in a lab's code: where, what was written, and the seam to use instead.
///
/// ```swift
/// let finding = SeamAudit(lab: lab, catalog: catalog).findings(in: .learner).first
/// finding?.location   // "Labs/Lab10CompositionRoot/NoteComposer.swift:31"
/// finding?.expression // "Date()"
/// ```
public struct SeamFinding: Sendable, Equatable {
  /// The file, relative to the workbook's folder.
  public let file: String
  public let line: Int
  /// The expression as written (`Date ()`, `Foundation.Date()`), on one line.
  public let expression: String
  public let seam: LabSeam
  /// The chapter that teaches the seam (the entry's own, or the lab's).
  public let chapter: String

  public var location: String { "\(file):\(line)" }
}
