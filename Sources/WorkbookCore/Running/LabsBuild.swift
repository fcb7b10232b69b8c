import Foundation

/// Several labs' code and suites built at once, by one `swift build --build-tests`, for verify:
/// SwiftPM then compiles the labs side by side and links one test product, where a build per lab
/// would plan, compile the system modules' interfaces and link eleven times. ``TestBinary`` then
/// runs each lab's tests on their own, so a crash in one lab ends only that lab's run.
///
/// A lab that does not compile stops the whole build; ``build(_:)`` then names the labs the errors
/// are in, so the caller can build the others without them and each broken lab on its own.
///
/// ```swift
/// let errors = try LabsBuild(build: build).build(labs)   // [:] when every lab built
/// ```
struct LabsBuild: Sendable {
  let build: SuiteBuild
  var timeLimit: Double = 1800

  /// The compiler's errors, by the module of the lab whose files they are in (`""` for an error in
  /// no lab's files); empty when everything built.
  func build(_ labs: [Lab]) throws -> [String: [Diagnostic]] {
    try FileManager.default.createDirectory(at: build.scratch, withIntermediateDirectories: true)
    let log = build.scratch.appendingPathComponent("build.log")
    let arguments = ["swift", "build", "--build-tests", "--scratch-path", build.scratch.path] + build.buildFlags
    let termination = try Subprocess.run(
      arguments, in: build.packageRoot, environment: build.environment(for: labs), output: log, timeLimit: timeLimit)
    let console = ConsoleLog((try? Data(contentsOf: log)) ?? Data())
    if termination == .exited(0), console.builtSuccessfully { return [:] }
    var errors: [String: [Diagnostic]] = [:]
    for error in console.compilerErrors {
      let module = labs.first { lab in Layout.sourceFolders(of: lab).contains { error.file.contains("/\($0)/") } }?.module ?? ""
      errors[module, default: []].append(error)
    }
    if errors.isEmpty {
      let message = termination == .timedOut ? "timed out after \(Int(timeLimit)) s" : "failed without a compiler error"
      errors[""] = [Diagnostic(file: log.path, line: 1, message: "swift build \(message); see the log")]
    }
    return errors
  }
}
