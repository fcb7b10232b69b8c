/// `workbook verify [--lab N]...`: the lab contract, for maintainers.
struct VerifyCommand {
  let catalog: Catalog
  /// The labs to verify; every lab when empty.
  let labs: [Lab]

  func run() throws -> Int32 {
    let verdicts = try Verifier(catalog: catalog).verify(labs.isEmpty ? catalog.labs : labs)
    say()
    say(LabVerdict.table(verdicts))
    let problems = verdicts.flatMap(\.problems)
    if !problems.isEmpty {
      say("\nproblems:")
      for problem in problems { say("  - \(problem)") }
    }
    let passed = verdicts.filter(\.passed).count
    say("\nverify: \(passed) passed, \(verdicts.count - passed) failed")
    return passed == verdicts.count ? 0 : 1
  }
}
