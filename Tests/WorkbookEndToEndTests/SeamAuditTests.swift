import Foundation
import Testing

extension EndToEnd {
  @Suite("the seam audit: every check names the hidden dependencies in the learner's code")
  struct SeamAuditTests {
    /// A green answer that reaches for the clock and the network itself, on lines 7 and 8.
    static let greenWithTwo = """
      import Foundation
      #if canImport(FoundationNetworking)
        import FoundationNetworking
      #endif

      public func answer() async -> Int {
        let started = Date()  // Date() in a comment is not a finding
        _ = URLSession.shared
        return started.timeIntervalSince1970 > 0 ? 42 : 0
      }
      """

    @Test("a green lab with two hidden dependencies exits 1, names each with file:line and the seam, and is not done")
    func greenWithTwoFindings() async throws {
      let bench = try Workbench.clean()
      try bench.write(Self.greenWithTwo, to: Lab90.answer)
      let run = try await bench.run("check", "90")
      expect(
        run, exits: 1,
        showing: "1 of 1 tests passing",
        "Lab 90: every test passes, with 2 hidden dependencies: the lab is done when they are gone.",
        "Labs/Lab90Fixture/Answer.swift:7: Date()",
        "use instead: an injected now: @Sendable () -> Date (docs/90-fixture.md, \"Lab 90\")",
        "Labs/Lab90Fixture/Answer.swift:8: URLSession.shared",
        "Next: take each in from the caller")
      let overview = try await bench.run()
      #expect(overview.shows("1 of 1 tests passing, 2 hidden dependencies"), "\(overview.transcript)")

      try bench.write(Lab90.green, to: Lab90.answer)
      let clean = try await bench.run("check", "90")
      expect(clean, exits: 0, showing: "Lab 90 is done.")
      #expect(!clean.shows("hidden dependenc"), "\(clean.transcript)")
    }

    @Test("Lab 01: a learner's file that reaches for each listed dependency is named, each with file:line and its seam")
    func lab01EveryRule() async throws {
      let bench = try Workbench.clean()
      try bench.write(
        """
        import Foundation
        #if canImport(FoundationNetworking)
          import FoundationNetworking
        #endif

        func probe() async throws {
          _ = URLSession.shared
          _ = URLSession(configuration: .default)
          _ = Date()
          try await Task.sleep(for: .milliseconds(1))
          _ = ContinuousClock()
          DispatchQueue.main.asyncAfter(deadline: .now()) {}
          _ = UserDefaults.standard
          _ = FileManager.default
          _ = NotificationCenter.default
          _ = UUID()
        }
        enum Probe { static let shared = 1 }
        """, to: "Labs/Lab01NetworkingSeam/Probe.swift")
      let run = try await bench.run("check", "1")
      let file = "Labs/Lab01NetworkingSeam/Probe.swift"
      expect(
        run, exits: 1,
        showing: "11 hidden dependencies in your code",
        "\(file):7: URLSession.shared", "\(file):8: URLSession(configuration: .default)", "\(file):9: Date()",
        "\(file):10: Task.sleep", "\(file):11: ContinuousClock()", "\(file):12: asyncAfter", "\(file):13: UserDefaults.standard",
        "\(file):14: FileManager.default", "\(file):15: NotificationCenter.default", "\(file):16: UUID()",
        "\(file):18: static let shared",
        "use instead: the `Networking` passed into the initializer; `.shared` belongs where the app builds its objects (docs/01-networking-seam.md, \"Why\")"
      )
    }

    @Test("verify fails a solution that reaches for a hidden dependency, saying where and what to do")
    func verifyFailsAFindingInTheSolution() async throws {
      let bench = try Workbench.clean()
      try bench.write(Self.greenWithTwo, to: "Solutions/Lab90Fixture/Answer.swift")
      let run = try await bench.run("verify", "--lab", "90")
      expect(
        run, exits: 1,
        showing: "Solutions/Lab90Fixture/Answer.swift:7 reaches for Date(), a hidden dependency",
        "Solutions/Lab90Fixture/Answer.swift:8 reaches for URLSession.shared", "verify: 0 passed, 1 failed")
    }
  }
}
