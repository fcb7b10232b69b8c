import Testing

extension EndToEnd {
  @Suite("reset: the starter back, the learner's copy kept")
  struct ResetTests {
    static let edited = "Labs/Lab01NetworkingSeam/UserAPI.swift"

    /// A clean workbench with the learner's edit in Lab 01, reset.
    private func resetAfterAnEdit() async throws -> (Workbench, WorkbookRun) {
      let bench = try Workbench.clean()
      try bench.append("this is not swift", to: Self.edited)
      return (bench, try await bench.run("reset", "1"))
    }

    @Test("reset restores the starter and says where the copy went")
    func saysWhereTheCopyWent() async throws {
      let (_, run) = try await resetAfterAnEdit()
      expect(run, exits: 0, showing: ".workbook/backups/Lab01NetworkingSeam-1")
    }

    @Test("the backup holds the learner's edit; the lab holds the starter")
    func backupHoldsTheEdit() async throws {
      let (bench, _) = try await resetAfterAnEdit()
      #expect(try bench.read(".workbook/backups/Lab01NetworkingSeam-1/UserAPI.swift").contains("this is not swift"))
      #expect(try !bench.read(Self.edited).contains("this is not swift"))
    }

    @Test("after reset git sees no change in the lab")
    func pristineAfterReset() async throws {
      let (bench, _) = try await resetAfterAnEdit()
      #expect(try bench.git("status", "--porcelain", "--", "Labs/Lab01NetworkingSeam") == "")
    }
  }
}
