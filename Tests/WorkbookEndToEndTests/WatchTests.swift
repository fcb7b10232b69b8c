import Testing

extension EndToEnd {
  @Suite("watch: check on every save")
  struct WatchTests {
    @Test("watch checks at once, then again after a save, until Ctrl-C")
    func checksAtOnceThenOnSave() async throws {
      let bench = try Workbench.clean()
      let watch = try bench.start("watch", "90")
      #expect(try await watch.waitUntil("watching Labs/Lab90Fixture", appears: 1), "\(watch.output)")
      try bench.write(Lab90.green, to: Lab90.answer)
      #expect(try await watch.waitUntil("watching Labs/Lab90Fixture", appears: 2), "\(watch.output)")
      watch.interrupt()
      let run = await watch.finish(within: .seconds(60))
      #expect(run.missing(["0 of 1 tests passing", "1 of 1 tests passing", "Ctrl-C to stop"]).isEmpty, "\(run.transcript)")
    }
  }
}
