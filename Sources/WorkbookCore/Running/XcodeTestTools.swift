import Foundation

/// How SwiftPM runs a built test bundle on macOS, so that Lab 11's hunt can run it once per
/// mutant without `swift test --skip-build` (0.7 to 1.7 s of package loading each time).
///
/// Everything here follows swiftlang/swift-package-manager at swift-6.0-RELEASE, with what
/// later releases added to the test environment (below), Sources/Commands/SwiftTestCommand.swift:
/// - `TestRunner.args(forTestAt:)` (lines 906-933): XCTest runs as `xctest <arguments> <bundle>`;
///   Swift Testing as `swiftpm-testing-helper --test-bundle-path <binary> <arguments> <binary>
///   --testing-library swift-testing`, where `<binary>` is the executable inside the bundle
///   (`runTestProducts`, lines 488-492: `bundlePath` for XCTest, `binaryPath` for Swift Testing).
/// - `TestRunner.xctestArguments(forTestSpecifiers:)` (lines 842-855): `-XCTest a,b` on macOS.
/// - `TestingSupport.constructTestEnvironment` (Sources/Commands/Utilities/TestingSupport.swift,
///   lines 187-198): the SDK platform's `Developer/Library/Frameworks` appended to
///   `DYLD_FRAMEWORK_PATH` and `Developer/usr/lib` to `DYLD_LIBRARY_PATH`
///   (`SwiftSDK.sdkPlatformFrameworkPaths`, `xcrun --sdk macosx --show-sdk-platform-path`), and
///   `SWIFT_TESTING_ENABLED=0` for the XCTest run.
/// - swift-6.1-RELEASE adds the SDK platform's `Developer/Library/PrivateFrameworks` to
///   `DYLD_FRAMEWORK_PATH` (`SwiftSDK.sdkPlatformPaths`, PackageModel/SwiftSDKs/SwiftSDK.swift
///   643-670; TestingSupport.swift 220-228), as do 6.2 and 6.3 (`runtimeFrameworkSearchPaths`).
/// - swift-6.2-RELEASE appends the toolchain's Swift Testing first (TestingSupport.swift 232-239):
///   to `DYLD_FRAMEWORK_PATH` when its path ends in `.framework`, else to `DYLD_LIBRARY_PATH`;
///   the path is `<swiftc's folder>/../../Library/Developer/Frameworks` when it holds
///   `Testing.framework`, else `<toolchain>/usr/lib/swift/macosx/testing` when it exists
///   (UserToolchain.deriveSwiftTestingPath, UserToolchain.swift 1093-1116). Adding both on 6.0
///   only adds folders to search, in the same order.
/// - The tools: `xcrun --sdk macosx --find xctest` (UserToolchain.deriveXCTestPath) and
///   `swiftpm-testing-helper` in the toolchain's `bin`, else its `libexec/swift/pm`
///   (UserToolchain.getSwiftTestingHelper, 6.0 lines 389-403, the same through 6.3).
///
/// When any of these cannot be found (a toolchain laid out differently, only the Command Line
/// Tools), ``locate(scratch:)`` returns nil and the hunt keeps running `swift test --skip-build`.
/// No Mac was available to try this on; the commands are pure functions, tested on Linux.
///
/// ```swift
/// if let tools = XcodeTestTools.locate(scratch: scratch) {
///   let command = tools.swiftTestingCommand(bundle: bundle, arguments: ["--filter", filter])
/// }
/// ```
struct XcodeTestTools: Equatable, Sendable {
  let xctest: String
  let testingHelper: String
  let platform: String
  /// The toolchain's own Swift Testing (``swiftTestingPath(besideSwift:)``), where it has one.
  var swiftTesting: String? = nil

  /// `xctest <arguments> <bundle>`, the specifiers as `-XCTest A.B,A.C`.
  func xctestCommand(bundle: URL, specifiers: [String]) -> [String] {
    [xctest, "-XCTest", specifiers.joined(separator: ","), bundle.path]
  }

  /// The helper, told where the bundle's executable is, then the arguments, the executable
  /// again, and the library to run.
  func swiftTestingCommand(bundle: URL, arguments: [String]) -> [String] {
    let binary = Self.executable(in: bundle).path
    return [testingHelper, "--test-bundle-path", binary] + arguments + [binary, "--testing-library", "swift-testing"]
  }

  /// The test environment SwiftPM adds, on top of `base` (appended: a learner's own setting wins).
  func environment(base: [String: String], xctest: Bool) -> [String: String?] {
    func appending(_ key: String, _ path: String) -> String {
      guard let current = base[key], !current.isEmpty else { return path }
      return current + ":" + path
    }
    var frameworks: [String] = []
    var libraries: [String] = []
    if let swiftTesting {
      if swiftTesting.hasSuffix(".framework") { frameworks.append(swiftTesting) } else { libraries.append(swiftTesting) }
    }
    frameworks += [platform + "/Developer/Library/Frameworks", platform + "/Developer/Library/PrivateFrameworks"]
    libraries += [platform + "/Developer/usr/lib"]
    var environment: [String: String?] = [
      "DYLD_FRAMEWORK_PATH": appending("DYLD_FRAMEWORK_PATH", frameworks.joined(separator: ":")),
      "DYLD_LIBRARY_PATH": appending("DYLD_LIBRARY_PATH", libraries.joined(separator: ":")),
    ]
    if xctest { environment["SWIFT_TESTING_ENABLED"] = "0" }
    return environment
  }

  /// `<Name>.xctest/Contents/MacOS/<Name>`: the executable a macOS test bundle holds.
  static func executable(in bundle: URL) -> URL {
    let name = bundle.deletingPathExtension().lastPathComponent
    return bundle.appendingPathComponent("Contents/MacOS").appendingPathComponent(name)
  }

  /// The helper beside a toolchain's `swift`: `<toolchain>/usr/bin/swiftpm-testing-helper` where
  /// it is, else `<toolchain>/usr/libexec/swift/pm/swiftpm-testing-helper`, SwiftPM's order.
  static func testingHelper(
    besideSwift swift: String, exists: (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) }
  ) -> String {
    let bin = URL(fileURLWithPath: swift).deletingLastPathComponent()
    let inBin = bin.appendingPathComponent("swiftpm-testing-helper").path
    if exists(inBin) { return inBin }
    return bin.deletingLastPathComponent().appendingPathComponent("libexec/swift/pm/swiftpm-testing-helper").path
  }

  /// Where SwiftPM 6.2 and later find the toolchain's own Swift Testing, from its `swift`
  /// (symbolic links followed, as SwiftPM's `resolveSymlinks`), or nil when it has none.
  static func swiftTestingPath(
    besideSwift swift: String, exists: (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
  ) -> String? {
    let bin = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
    let frameworks = bin.appendingPathComponent("../../Library/Developer/Frameworks").standardized.path
    if exists(frameworks + "/Testing.framework") { return frameworks }
    let library = bin.appendingPathComponent("../lib/swift/macosx/testing").standardized.path
    return exists(library) ? library : nil
  }

  /// Found once per run of the tool, in a temporary folder; nil off macOS.
  static let shared: XcodeTestTools? = {
    #if os(macOS)
      let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "workbook-xcrun-\(ProcessInfo.processInfo.processIdentifier)")
      defer { try? FileManager.default.removeItem(at: scratch) }
      return locate(scratch: scratch)
    #else
      return nil
    #endif
  }()

  /// The `swift` a shell would run: the first executable one on `PATH`.
  static func swiftOnPath(_ path: String?) -> String? {
    for folder in (path ?? "").split(separator: ":") {
      // `/usr/bin/` and `/usr/bin` are one folder: a trailing slash must not hide Xcode's swift.
      let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift").standardized.path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Asks `xcrun` once, as SwiftPM does; nil when a tool is missing, so the caller keeps the
  /// slower path that is known to work. `scratch` holds `xcrun`'s answers (output goes to a file).
  /// Only for Xcode's own `swift` (`/usr/bin/swift`, which runs the toolchain `xcrun` selects):
  /// with another toolchain first on `PATH` (swift.org's, swiftly's), `xcrun` would name tools
  /// that did not build the bundle.
  static func locate(scratch: URL) -> XcodeTestTools? {
    guard swiftOnPath(ProcessInfo.processInfo.environment["PATH"]) == "/usr/bin/swift" else { return nil }
    func ask(_ arguments: [String]) -> String? {
      let answer = scratch.appendingPathComponent("xcrun-\(arguments.last ?? "answer").txt")
      guard (try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)) != nil,
        let end = try? Subprocess.run(["/usr/bin/xcrun"] + arguments, in: scratch, output: answer, timeLimit: 30),
        end == .exited(0),
        let data = FileManager.default.contents(atPath: answer.path)
      else { return nil }
      let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      return text.isEmpty || text.contains("\n") ? nil : text
    }
    guard let xctest = ask(["--sdk", "macosx", "--find", "xctest"]),
      let swift = ask(["--find", "swift"]),
      let platform = ask(["--sdk", "macosx", "--show-sdk-platform-path"])
    else { return nil }
    let tools = XcodeTestTools(
      xctest: xctest, testingHelper: testingHelper(besideSwift: swift), platform: platform,
      swiftTesting: swiftTestingPath(besideSwift: swift))
    let files = FileManager.default
    guard files.isExecutableFile(atPath: tools.xctest), files.isExecutableFile(atPath: tools.testingHelper),
      files.fileExists(atPath: platform + "/Developer/Library/Frameworks")
    else { return nil }
    return tools
  }
}
