import Foundation

/// One lab's verdict under the lab contract.
public struct LabVerdict: Sendable {
  public let lab: Lab
  public var tests = 0
  /// The starter's own count: a lab of kind tests starts with placeholders, fewer than the reference.
  public var starterTests = 0
  public var starterFailing = 0
  public var solutionPassing = 0
  public var mutants = 0
  public var mutantsRejected = 0
  /// How the rejected mutants were rejected: by a failing test, or by a run that hung or crashed.
  public var rejectedHow: [Rejection: Int] = [:]
  /// The mutants that could not be switched and were built on their own, by slug, with why.
  public var mutantsApart: [String: String] = [:]
  /// Each way the lab breaks the contract, as a sentence naming what to fix.
  public var problems: [String] = []

  public var passed: Bool { problems.isEmpty }

  /// The ways a suite rejects a mutant, in the order the table lists them.
  public enum Rejection: String, Sendable, CaseIterable {
    case test = "by a test"
    case hang = "hang"
    case crash = "crash"
  }

  /// "41 by a test, 1 hang": how this lab's mutants were rejected.
  public var rejectedHowSummary: String {
    let parts = Rejection.allCases.compactMap { way in rejectedHow[way].map { "\($0) \(way.rawValue)" } }
    return parts.isEmpty ? "-" : parts.joined(separator: ", ")
  }
}

extension LabVerdict {
  /// The table `workbook verify` prints, one row a lab.
  public static func table(_ verdicts: [LabVerdict]) -> String {
    let header = ["lab", "tests", "starter failing", "solution passing", "mutants rejected", "how", "verdict"]
    let rows = verdicts.map { verdict in
      [
        "\(verdict.lab.tag) \(verdict.lab.module)", "\(verdict.tests)",
        "\(verdict.starterFailing)/\(verdict.starterTests)", "\(verdict.solutionPassing)/\(verdict.tests)",
        "\(verdict.mutantsRejected)/\(verdict.mutants)", verdict.rejectedHowSummary, verdict.passed ? "ok" : "FAIL",
      ]
    }
    return TextTable(header: header, rows: rows).rendered
  }
}
