import Testing

extension EndToEnd {
  @Suite("verify: the lab contract, for maintainers")
  struct VerifyTests {
    @Test("verify passes a lab that meets the contract")
    func passesAGoodLab() async throws {
      let run = try await Workbench.clean().run("verify", "--lab", "90")
      expect(run, exits: 0, showing: "verify: 1 passed, 0 failed")
    }

    @Test("verify fails a starter that passes a test for free, naming it")
    func failsAFreePass() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.freePass, to: Lab90.answer)
      let run = try await bench.run("verify", "--lab", "90")
      expect(run, exits: 1, showing: "Lab90Fixture", "passes on the starter", "verify: 0 passed, 1 failed")
    }

    @Test("verify fails a mutant the suite does not catch, naming it")
    func failsASurvivingMutant() async throws {
      let bench = try Workbench.clean()
      try bench.write(Lab90.harmlessMutant, to: "Mutants/Lab90Fixture/three.patch")
      let run = try await bench.run("verify", "--lab", "90")
      expect(run, exits: 1, showing: "mutant three survives", "verify: 0 passed, 1 failed")
    }

    @Test("verify passes a lab of kind tests whose reference tests catch every mutant")
    func passesALabOfKindTests() async throws {
      let run = try await Workbench.clean().run("verify", "--lab", "91")
      expect(run, exits: 0, showing: "mutants rejected", "3/3", "verify: 1 passed, 0 failed")
    }
  }
}
