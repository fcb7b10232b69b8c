import Foundation
import Testing

extension EndToEnd {
  /// The learner's next step follows the code as it is now (issue 38, items 1, 2, 4 and 6), doing
  /// what a learner did: an error put in a finished lab, a method renamed that the tests call, a
  /// room that names the failure the learner's screen names, and a "Next" that never names a lab
  /// already done.
  @Suite("the next step follows the current code: the error's task, the learner's signature, one first failure, no done lab next")
  struct NextStepTests {
    @Test("Lab 01 finished, then an error in Task 3's file: check and hint both serve Task 3, not the last task that failed")
    func anErrorInAFinishedLabServesItsTask() async throws {
      let bench = try Workbench.clean()
      // Task 1 done, so the last check that ran stopped at Task 2.
      try Lab01.finishTask1(in: bench)
      expect(try await bench.run("check", "1"), exits: 1, showing: "First failure: ")
      try Lab01.finish(in: bench)
      let viewModel = "\(Lab01.folder)/UserProfileViewModel.swift"
      try bench.write(try bench.read(viewModel) + "\nlet broken: Int = \"not a number\"\n", to: viewModel)

      let check = try await bench.run("check", "1")
      expect(check, exits: 1, showing: "Next: fix the error above in Labs/Lab01NetworkingSeam/UserProfileViewModel.swift (Task 3)")
      let hint = try await bench.run("hint", "1")
      expect(hint, exits: 0, showing: "Lab 01 · Task 3: the view model, hint 1 of", "so this is the task the error is in")
    }

    @Test("a method the tests call, renamed in Labs/: the tests' signature is kept, never 'fix the error in Tests/'")
    func aRenameIsTheLearnersSignature() async throws {
      let bench = try Workbench.clean()
      let viewModel = "\(Lab01.folder)/UserProfileViewModel.swift"
      let code = try bench.read(viewModel)
      #expect(code.contains("public func load(id: String) async"), "The starter's declaration this test renames moved")
      try bench.write(
        code.replacingOccurrences(of: "public func load(id: String) async", with: "public func load(userID: String) async"), to: viewModel)

      let check = try await bench.run("check", "1")
      expect(
        check, exits: 1,
        showing: "The tests (Task 3) call something your code in Labs/Lab01NetworkingSeam no longer declares",
        "keep the signature they call", "Next: put back the name and signature the test at Tests/Lab01NetworkingSeamTests/")
      #expect(!check.output.contains("Next: fix the error above in Tests/"), "\(check.transcript)")
      let hint = try await bench.run("hint", "1")
      expect(hint, exits: 0, showing: "Task 3: the view model")
    }

    @Test("the room names the failure the learner's screen names, and hints read once done count as no help")
    func theRoomAndTheScreenAgree() async throws {
      let bench = try Workbench.clean()
      let room = bench.outside.appendingPathComponent("room-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: room, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: room) }
      expect(try await bench.run("room", "join", room.path, "--name", "Ada"), exits: 0)
      defer { _ = try? bench.remove(".workbook/room.json") }

      // Lab 01's starter: every test fails; the screen's first failure is the suite's first.
      let check = try await bench.run("check", "1")
      expect(check, exits: 1, showing: "First failure: ")
      let screen = try #require(firstFailure(in: check.output), "\(check.transcript)")
      #expect(try labRecord("Lab01NetworkingSeam", in: room)["firstFailingTest"] as? String == screen, "screen: \(screen)")

      // Lab 90 done, then its hints read out of curiosity: the room counts no hint taken.
      try bench.write(Lab90.green, to: Lab90.answer)
      expect(try await bench.run("check", "90"), exits: 0)
      expect(try await bench.run("hint", "90", "--task", "1"), exits: 0, showing: "hint 1 of 2")
      expect(try await bench.run("hint", "90", "--task", "1"), exits: 0, showing: "hint 2 of 2")
      let lab90 = try labRecord("Lab90Fixture", in: room)
      #expect(lab90["done"] as? Bool == true, "\(lab90)")
      #expect((lab90["hints"] as? [Any] ?? []).isEmpty, "Expected no hint taken for a lab already done: \(lab90)")
      expect(try await bench.run("room", room.path, "--once"), exits: 0, showing: "Ada")
    }

    /// One lab's activity in the room's only record (`<learner>.json`), as JSON.
    private func labRecord(_ module: String, in room: URL) throws -> [String: Any] {
      let files = try FileManager.default.contentsOfDirectory(atPath: room.path).filter { $0.hasSuffix(".json") }
      let file = try #require(files.count == 1 ? files.first : nil, "Expected one record in the room: \(files)")
      let data = try Data(contentsOf: room.appendingPathComponent(file))
      let record = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
      let labs = try #require(record["labs"] as? [String: Any], "\(record)")
      return try #require(labs[module] as? [String: Any], "No \(module) in the room's record: \(labs.keys.sorted())")
    }

    @Test("Lab 91 done and Lab 01 not: a green Lab 90's Next names Lab 01, never the done Lab 91")
    func nextNeverNamesADoneLab() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab91.threeTests, to: Lab91.tests)
      expect(try await bench.run("check", "91"), exits: 0, showing: "Lab 91 is done")
      try bench.write(Lab90.green, to: Lab90.answer)

      let check = try await bench.run("check", "90")
      expect(check, exits: 0, showing: "Lab 90 is done")
      let next = check.output.split(separator: "\n").filter { $0.contains("Next") }.joined(separator: "\n")
      #expect(next.contains("1"), "Expected Next to name Lab 01: \(check.transcript)")
      #expect(!next.contains("91"), "Expected Next not to name the done Lab 91: \(check.transcript)")
    }

    /// The test a check's "First failure:" line names.
    private func firstFailure(in output: String) -> String? {
      guard let line = output.split(separator: "\n").first(where: { $0.contains("First failure: ") }),
        let range = line.range(of: "First failure: ")
      else { return nil }
      return String(line[range.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
  }
}
