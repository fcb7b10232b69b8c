import Foundation

/// The seam between the tool's decisions and the toolchain: what ``Checker``, ``MutantHunt`` and
/// ``Verifier`` need built and run. They decide verdicts, which mutants go apart and what to
/// record; this only builds and runs. ``Toolchain`` is the real one (`swift build`, `swift test`
/// and the test binary); the tool's unit tests pass a double that answers with scripted outcomes,
/// the way the labs teach a view model to take its service.
///
/// ```swift
/// struct Checker { var suites: any SuiteRunning = Toolchain() }
/// let run = try suites.run(lab, in: build, label: lab.module)
/// ```
public protocol SuiteRunning: Sendable {
  /// Builds `lab`'s code and suite in `build` and runs the suite (`swift test` narrowed to the
  /// lab): results, a compile failure, or a crash or hang with the test responsible.
  func run(_ lab: Lab, in build: SuiteBuild, label: String) throws -> SuiteRun

  /// Builds several labs' code and suites at once. Returns the compiler's errors by the module
  /// of the lab whose files they are in (`""` for none of them); empty when everything built.
  func build(_ labs: [Lab], in build: SuiteBuild) throws -> [String: [Diagnostic]]

  /// Runs `lab`'s tests again in a build already made (by ``run(_:in:label:)`` or, together with
  /// `builtWith`, by ``build(_:in:)``), with `mutant` (`<Module>/<slug>`) switched on: no build.
  func rerun(_ lab: Lab, builtWith labs: [Lab], in build: SuiteBuild, mutant: String?, label: String) throws -> SuiteOutcome
}
