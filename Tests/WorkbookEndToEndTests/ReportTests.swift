import Testing

extension EndToEnd {
  @Suite("report: progress for the facilitator, and the room's table")
  struct ReportTests {
    @Test("report --json writes the learner's file")
    func writesJSON() async throws {
      let bench = try Workbench.clean()
      let file = bench.outside.appendingPathComponent("ada.json").path
      let run = try await bench.run("report", "--json", file, "--name", "Ada")
      expect(run, exits: 0, showing: "Progress of Ada", "Wrote")
    }

    @Test("report --merge makes the room's table")
    func mergesTheRoom() async throws {
      let bench = try Workbench.clean()
      let ada = bench.outside.appendingPathComponent("ada.json").path
      let grace = bench.outside.appendingPathComponent("grace.json").path
      _ = try await bench.run("report", "--json", ada, "--name", "Ada")
      // Grace's report comes from another checkout: another learner id (reports are keyed by it).
      try bench.remove(".workbook/room.json")
      _ = try await bench.run("report", "--json", grace, environment: ["WORKBOOK_LEARNER": "Grace"])
      let run = try await bench.run("report", "--merge", ada, grace)
      expect(run, exits: 0, showing: "The room: 2 learners", "Ada", "Grace", "no check yet")
    }

    @Test("report --merge rejects a file that is not a report")
    func rejectsANonReport() async throws {
      let bench = try Workbench.clean()
      let file = bench.outside.appendingPathComponent("not-a-report.txt")
      try "checking lab 90 ...\n".write(to: file, atomically: true, encoding: .utf8)
      let run = try await bench.run("report", "--merge", file.path)
      expect(run, exits: 2, showing: "not a workbook report")
    }
  }
}
