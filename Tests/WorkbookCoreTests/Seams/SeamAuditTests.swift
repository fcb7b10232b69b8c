import Foundation
import Testing

@testable import WorkbookCore

/// The seam audit over this repository's own labs: the rules `labs.json` lists, the solutions,
/// and a learner's file that reaches for each listed dependency.
@Suite("Seam audit: the repository's labs")
struct SeamAuditTests {
  private let catalog: Catalog

  init() throws {
    catalog = try Catalog(root: ScratchWorkbook.repository)
  }

  /// One spelling of each rule's hidden dependency, one per line.
  private static let reaching: [SeamRule: String] = [
    .urlSessionShared: "let a = URLSession.shared",
    .urlSessionInit: "let b = URLSession(configuration: .default)",
    .date: "let c = Date()",
    .taskSleep: "func d() async throws { try await Task.sleep(for: .seconds(1)) }",
    .liveClock: "let e = ContinuousClock()",
    .dispatchAfter: "func f() { DispatchQueue.main.asyncAfter(deadline: .now()) {} }",
    .userDefaults: "let g = UserDefaults.standard",
    .fileManager: "let h = FileManager.default",
    .notificationCenter: "let i = NotificationCenter.default",
    .uuid: "let j = UUID()",
    .sharedSingleton: "enum K { static let shared = 1 }",
  ]

  @Test("every lab lists rules the tool knows, each pointing to a section its chapter has, with no stale allowance")
  func listsAreSound() {
    for lab in catalog.labs {
      #expect(
        !(lab.seams ?? []).isEmpty,
        "Lab \(lab.tag) has no seam rules in labs.json: list the hidden dependencies its code must not reach for")
      let folders = [Layout.solutionFolder(of: lab)] + (lab.writesTests ? [Layout.givenFolder(of: lab)] : [])
      let problems = SeamAudit(lab: lab, catalog: catalog).problems(referenceFolders: folders)
      #expect(problems.isEmpty, "Lab \(lab.tag): \(problems)")
    }
  }

  @Test("the shipped solutions, given code and starters have no findings")
  func solutionsAreClean() {
    for lab in catalog.labs {
      let problems = SeamAudit(lab: lab, catalog: catalog).contractProblems()
      #expect(problems.isEmpty, "Lab \(lab.tag): \(problems)")
    }
  }

  @Test("for each lab, a learner's file that reaches for each listed dependency is named with file:line and the seam to use")
  func everyListedRuleIsNamed() throws {
    for lab in catalog.labs {
      let rules = (lab.seams ?? []).compactMap(\.known)
      let lines = rules.compactMap { Self.reaching[$0] }
      #expect(lines.count == rules.count, "Lab \(lab.tag): a rule without a spelling in this test")
      let shown = "\(Layout.learnerFolder(of: lab))/Probe.swift"
      let findings = SeamAudit(lab: lab, catalog: catalog).findings(in: lines.joined(separator: "\n"), file: "Probe.swift", shownAs: shown)
      #expect(findings.map(\.seam.rule) == rules.map(\.rawValue), "Lab \(lab.tag): each listed rule named once, in order")
      for (index, finding) in findings.enumerated() {
        #expect(finding.location == "\(shown):\(index + 1)")
        #expect(!finding.seam.instead.isEmpty && !finding.seam.section.isEmpty)
      }
    }
  }

  @Test("Lab 10: a solution that clamps a future timestamp with Date() on one branch is named")
  func lab10ClampWithDate() throws {
    let lab = try catalog.lab(named: "10")
    let solution = try String(contentsOf: catalog.url("Solutions/Lab10CompositionRoot/NoteComposer.swift"), encoding: .utf8)
    let clamped = solution.replacingOccurrences(
      of: "let note = Note(text: trimmed, createdAt: dependencies.now())",
      with: "let stamp = dependencies.now()\n    let note = Note(text: trimmed, createdAt: stamp > Date() ? Date() : stamp)")
    try #require(clamped != solution, "NoteComposer.swift changed: update this test's edit")
    let findings = SeamAudit(lab: lab, catalog: catalog).findings(
      in: clamped, file: "NoteComposer.swift", shownAs: "Labs/Lab10CompositionRoot/NoteComposer.swift")
    #expect(findings.map(\.expression) == ["Date()", "Date()"])
    #expect(findings.first?.seam.instead.contains("dependencies.now()") == true)
    #expect(findings.first?.seam.section == "Task 3: a feature on injected dependencies")
    // The same Date() in the live configuration is its job.
    let live = SeamAudit(lab: lab, catalog: catalog).findings(in: "let now = { Date() }", file: "AppDependencies+Live.swift", shownAs: "x")
    #expect(live.isEmpty, "AppDependencies+Live.swift is allowed its Date()")
  }
}
