import Foundation

/// The real ``SuiteRunning``: `swift test` for a run (``SuiteRunner``), one `swift build` for
/// several labs (``LabsBuild``), and the built test product for a re-run (``TestBinary``).
///
/// ```swift
/// let verifier = Verifier(catalog: catalog, suites: Toolchain())
/// ```
public struct Toolchain: SuiteRunning {
  public init() {}

  public func run(_ lab: Lab, in build: SuiteBuild, label: String) throws -> SuiteRun {
    try SuiteRunner(build: build).execute(lab, label: label)
  }

  public func build(_ labs: [Lab], in build: SuiteBuild) throws -> [String: [Diagnostic]] {
    try LabsBuild(build: build).build(labs)
  }

  public func rerun(_ lab: Lab, builtWith labs: [Lab], in build: SuiteBuild, mutant: String?, label: String) throws -> SuiteOutcome {
    try TestBinary(build: build, builtWith: labs).run(lab, mutant: mutant, label: label)
  }
}
