import Testing

extension EndToEnd {
  @Suite("a deleted lab folder or file: named, with the way back")
  struct DeletionTests {
    @Test("check names a deleted lab folder and says reset puts the starter back")
    func checkOfADeletedFolder() async throws {
      let bench = try Workbench.clean()
      try bench.remove("Labs/Lab90Fixture")
      let run = try await bench.run("check", "90")
      expect(run, exits: 1, showing: "Labs/Lab90Fixture is missing", "swift run workbook reset 90 puts the starter back")
    }

    @Test("check names a deleted file and says reset restores it")
    func checkOfADeletedFile() async throws {
      let bench = try Workbench.clean()
      try bench.remove(Lab01.userProfile)
      let run = try await bench.run("check", "1")
      expect(run, exits: 1, showing: "Deleted since the starter: \(Lab01.userProfile)", "swift run workbook reset 1 restores the starter")
    }

    @Test("the overview names deleted folders and files, and says reset restores them")
    func overviewOfDeletions() async throws {
      let bench = try Workbench.clean()
      try bench.remove("Labs/Lab90Fixture")
      try bench.remove(Lab01.userProfile)
      let run = try await bench.run()
      expect(
        run, exits: 0,
        showing: "folder deleted", "1 file deleted", "Labs/Lab90Fixture is missing", "swift run workbook reset 90",
        "Deleted since the starter: \(Lab01.userProfile)", "swift run workbook reset 1")
    }

    @Test("watch says a lab folder is missing, and checks again once it is back")
    func watchOfADeletedFolder() async throws {
      let bench = try Workbench.clean()
      try bench.remove("Labs/Lab90Fixture")
      let watch = try bench.start("watch", "90")
      #expect(try await watch.waitUntil("watching Labs/Lab90Fixture", appears: 1), "\(watch.output)")
      try bench.write(Lab90.offByOne, to: Lab90.answer)
      #expect(try await watch.waitUntil("watching Labs/Lab90Fixture", appears: 2), "\(watch.output)")
      watch.interrupt()
      let run = await watch.finish(within: .seconds(60))
      #expect(run.missing(["Labs/Lab90Fixture is missing", "0 of 1 tests passing"]).isEmpty, "\(run.transcript)")
    }
  }
}
