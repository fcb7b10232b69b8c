import Foundation

/// Which of SwiftPM's recorded commands a body edit in one module needs run again, read from the
/// manifest alone: the module's compile, and every command downstream of its object files (on
/// Linux the test product's link; on macOS the same link into the test bundle). The commands
/// downstream of its interface (`<Module>.swiftmodule`: the test module's compile, the discovered
/// tests, the test entry point, the AST wrapped for the debugger) are not in the plan: they rerun
/// only when the interface changed, and then ``FastRebuild`` leaves the build to SwiftPM.
///
/// A plan exists only when every command in it is of a kind replayed here: a `shell` command with
/// no fields but its arguments (no `env`, no `working-directory`: llbuild would run it
/// differently), a `phony` (nothing to run), or the `write-auxiliary-file` that lists the objects
/// to link (its content is their paths, unchanged while the manifest is). Anything else, and the
/// answer is SwiftPM's path, with one exception asked for by name: a test module's objects read by
/// SwiftPM's test discovery (``init(module:manifest:scratch:objectsFeedTestDiscovery:)``).
///
/// ```swift
/// let plan = try FastRebuildPlan(module: "Lab01NetworkingSeam", manifest: manifest, scratch: scratch.path)
/// plan.compile.arguments   // ["/usr/bin/swiftc", "-module-name", "Lab01NetworkingSeam", ...]
/// ```
struct FastRebuildPlan: Equatable {
  /// The module's compile, as SwiftPM last ran it.
  let compile: BuildManifest.Command
  /// The package's files the compile reads: the learner's sources, the ones that may have changed.
  let sources: [String]
  /// The compile's outputs other commands read that are not objects (the `.swiftmodule`): each
  /// must come out byte for byte as recorded, or the build is SwiftPM's.
  let interfaces: [String]
  /// The commands to run after the compile, in an order that puts each after what it reads.
  let replays: [BuildManifest.Command]
  /// The files the plan reads and does not write (build products, the toolchain's compiler):
  /// each must be as recorded.
  let stamped: [String]
  /// The files the plan writes (the lab's objects and interface, the test product): stamped too
  /// after each build, so that one rewritten by anything else sends the check to SwiftPM.
  let products: [String]

  /// The plan for a body edit in `module`.
  ///
  /// With `objectsFeedTestDiscovery` (a lab of kind tests, whose learner edits the test module),
  /// the module's objects may also be read by SwiftPM's test discovery (Linux: the
  /// `test-discovery-tool` command, `TestDiscoveryCommand` in Sources/Build/LLBuildCommands.swift,
  /// swiftlang/swift-package-manager). It is not replayed and its outputs are not followed: what it
  /// writes is, per XCTest class of the module, the names of its test methods and whether each is
  /// async, read from the index records of those objects. Those are declarations, and the
  /// module's interface (its `.swiftmodule`, read by the discovered tests' own compile) holds
  /// them: it must come out byte for byte as recorded or ``FastRebuild`` leaves the build to
  /// SwiftPM, which then writes the discovery again. With the interface unchanged SwiftPM's run of
  /// the tool would write the files it wrote last time. So the plan then requires the interface
  /// among ``interfaces``. Measured with Swift 6.3.1 on Linux: a test added, `@Test` or an XCTest
  /// method, changes the interface (see `scripts/differential-fast-rebuild.sh`'s Lab 11 steps).
  init(module: String, manifest: BuildManifest, scratch: String, objectsFeedTestDiscovery: Bool = false) throws {
    let interfaceSuffix = "/\(module).swiftmodule"
    let compiles = manifest.commands.values.filter { command in
      command.tool == "shell" && command.outputs.contains { $0.hasSuffix(interfaceSuffix) }
        && command.arguments.firstIndex(of: "-module-name").map {
          command.arguments.indices.contains($0 + 1) && command.arguments[$0 + 1] == module
        } == true
    }
    guard compiles.count == 1, let compile = compiles.first else {
      throw Refusal("the manifest has \(compiles.count) compiles of \(module)")
    }
    try Self.requireReplayable(compile)
    let scratchPrefix = scratch.hasSuffix("/") ? scratch : scratch + "/"
    let objects = compile.outputs.filter { $0.hasSuffix(".o") }
    guard !objects.isEmpty else { throw Refusal("the compile of \(module) writes no objects") }
    let nonObjects = compile.outputs.filter { !$0.hasSuffix(".o") }
    interfaces = nonObjects.filter { output in
      manifest.consumers(of: output).contains { manifest.commands[$0]?.tool != "phony" }
    }

    // Everything downstream of the objects, followed through phony nodes and shell commands.
    var feedsTestDiscovery = false
    var changed = Set(objects)
    var queue = objects
    var replayNames = Set<String>()
    while let file = queue.popLast() {
      for name in manifest.consumers(of: file) {
        guard let command = manifest.commands[name], !replayNames.contains(name) else { continue }
        switch command.tool {
        case "phony":
          replayNames.insert(name)
        case "write-auxiliary-file" where command.inputs.first == "<link-file-list>":
          continue
        case "test-discovery-tool" where objectsFeedTestDiscovery:
          // Its output follows from the interface, compared after the compile (see above).
          feedsTestDiscovery = true
          continue
        case "shell":
          try Self.requireReplayable(command)
          replayNames.insert(name)
        default:
          throw Refusal("\(name) (\(command.tool)) reads \(module)'s objects")
        }
        for output in command.outputs where !changed.contains(output) {
          changed.insert(output)
          queue.append(output)
        }
      }
    }
    guard !feedsTestDiscovery || interfaces.contains(where: { $0.hasSuffix(interfaceSuffix) }) else {
      throw Refusal("the test discovery reads \(module)'s objects, and no command reads its interface to compare")
    }
    let replaying = replayNames.sorted().compactMap { manifest.commands[$0] }.filter { $0.tool == "shell" }
    replays = try Self.ordered(replaying)
    self.compile = compile
    sources = compile.inputs.filter { !$0.hasPrefix(scratchPrefix) && !$0.hasPrefix("<") && !$0.hasSuffix("/") }
    let written = Set(([compile] + replays).flatMap(\.outputs))
    var read = Set(([compile] + replays).flatMap(\.inputs)).subtracting(written).subtracting(sources)
      .filter { !$0.hasPrefix("<") && !$0.hasSuffix("/") }
    // The programs themselves: a new toolchain is not a body edit.
    for command in [compile] + replays { if let program = command.arguments.first { read.insert(program) } }
    stamped = read.sorted()
    products = written.filter { !$0.hasPrefix("<") }.sorted()
  }

  /// A shell command llbuild runs with the arguments alone, as ``FastRebuild`` does.
  private static func requireReplayable(_ command: BuildManifest.Command) throws {
    let unknown = command.otherFields.keys.filter { $0 != "allow-missing-inputs" }
    guard command.tool == "shell", unknown.isEmpty, !command.arguments.isEmpty else {
      throw Refusal("a command with \(unknown.sorted().joined(separator: ", ")) is not replayed: \(command.description)")
    }
  }

  /// `commands` with each one after every command whose outputs it reads.
  private static func ordered(_ commands: [BuildManifest.Command]) throws -> [BuildManifest.Command] {
    var left = commands
    var done: [BuildManifest.Command] = []
    while !left.isEmpty {
      let pending = Set(left.flatMap(\.outputs))
      guard let next = left.firstIndex(where: { Set($0.inputs).isDisjoint(with: pending.subtracting($0.outputs)) }) else {
        throw Refusal("the commands after the compile depend on each other in a cycle")
      }
      done.append(left.remove(at: next))
    }
    return done
  }

  /// Why there is no plan; the check then builds with SwiftPM.
  struct Refusal: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
