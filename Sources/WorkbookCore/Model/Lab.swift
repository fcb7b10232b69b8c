import Foundation

/// One lab as `labs.json` lists it.
public struct Lab: Codable, Sendable, Equatable {
  public let number: Int
  public let module: String
  public let title: String
  public let chapter: String
  public let minutes: Int
  /// `"tests"` for a lab whose suite the learner writes (Lab 11); absent for the others.
  public var kind: String? = nil
  /// The seam audit's rules for this lab's code (see ``SeamAudit``); absent: no audit.
  public var seams: [LabSeam]? = nil

  /// `01`, `02`, ...: how the labs are numbered in folders, chapters and output.
  public var tag: String { number < 10 ? "0\(number)" : "\(number)" }
  public var testTarget: String { module + "Tests" }

  /// The learner writes this lab's tests: its code is given and its mutants must be caught.
  public var writesTests: Bool { kind == "tests" }
}
