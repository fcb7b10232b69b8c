import Foundation

/// The build SwiftPM planned last in a build folder, as it wrote it down: the llbuild manifest
/// `<scratch>/debug.yaml` (`release.yaml` for a release build), every command with its tool, its
/// input and output files and, for a shell command, its exact arguments.
///
/// Read, never written: ``FastRebuild`` replays a few of these commands as SwiftPM last ran them,
/// instead of reconstructing a compiler command line by hand. The format is the one SwiftPM's
/// `LLBuildManifestWriter` writes (swiftlang/swift-package-manager, swift-6.0-RELEASE
/// Sources/LLBuildManifest/LLBuildManifestWriter.swift, `render(commands:)` and
/// `ManifestToolStream`): under `commands:`, each command as `  "<name>":` and then one
/// `    <key>: <value>` line per field, the value a JSON string, a JSON array of strings, a bare
/// tool name or `true`; a dictionary field (`env`) continues on lines indented by six. Anything
/// else makes the manifest unreadable here, and the caller takes SwiftPM's own path.
///
/// ```swift
/// let manifest = try BuildManifest(contentsOf: scratch.appendingPathComponent("debug.yaml"))
/// let compile = manifest.commands["C.Lab01NetworkingSeam-x86_64-unknown-linux-gnu-debug.module"]
/// ```
struct BuildManifest: Equatable {
  /// One llbuild command: `tool` is `shell`, `phony`, `write-auxiliary-file`, ...
  struct Command: Equatable {
    var tool = ""
    var inputs: [String] = []
    var outputs: [String] = []
    /// A shell command's arguments, the program first.
    var arguments: [String] = []
    var description = ""
    /// Every other field, by key (its raw value): `env`, `working-directory`, ...
    var otherFields: [String: String] = [:]
  }

  /// The commands by name.
  var commands: [String: Command] = [:]

  init(contentsOf file: URL) throws {
    guard let data = FileManager.default.contents(atPath: file.path) else { throw Unreadable(reason: "no \(file.lastPathComponent)") }
    try self.init(text: String(decoding: data, as: UTF8.self))
  }

  init(text: String) throws {
    var inCommands = false
    var name: String?
    var command = Command()
    var lastKey: String?
    func finish() {
      if let name { commands[name] = command }
      name = nil
      command = Command()
      lastKey = nil
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      if !line.hasPrefix(" ") {
        finish()
        inCommands = line == "commands:"
        continue
      }
      guard inCommands else { continue }
      if line.hasPrefix("      ") {
        // A dictionary field's entry (`env`): kept raw under its key, so the field is seen.
        guard name != nil, let lastKey else { throw Unreadable(reason: "a nested line outside a field") }
        command.otherFields[lastKey, default: ""] += String(line.dropFirst(6)) + "\n"
        continue
      }
      if line.hasPrefix("    ") {
        guard name != nil else { throw Unreadable(reason: "a field outside a command") }
        let field = line.dropFirst(4)
        guard let colon = field.range(of: ": ") ?? (field.hasSuffix(":") ? field.index(before: field.endIndex)..<field.endIndex : nil)
        else { throw Unreadable(reason: "a field without a value: \(field)") }
        let key = String(field[..<colon.lowerBound])
        let value = String(field[colon.upperBound...])
        lastKey = key
        switch key {
        case "tool": command.tool = value
        case "inputs": command.inputs = try Self.strings(value)
        case "outputs": command.outputs = try Self.strings(value)
        case "args": command.arguments = try Self.strings(value)
        case "description": command.description = try Self.string(value)
        default: command.otherFields[key] = value
        }
        continue
      }
      guard line.hasPrefix("  \""), line.hasSuffix("\":") else { throw Unreadable(reason: "an unknown line: \(line)") }
      finish()
      name = try Self.string(String(line.dropFirst(2).dropLast()))
    }
    finish()
    guard !commands.isEmpty else { throw Unreadable(reason: "no commands") }
  }

  /// The names of the commands that read `file`.
  func consumers(of file: String) -> [String] {
    commands.filter { $0.value.inputs.contains(file) }.map(\.key).sorted()
  }

  private static func strings(_ json: String) throws -> [String] {
    guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String] else {
      throw Unreadable(reason: "not a JSON list of strings: \(json.prefix(80))")
    }
    return value
  }

  private static func string(_ json: String) throws -> String {
    guard let value = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String else {
      throw Unreadable(reason: "not a JSON string: \(json.prefix(80))")
    }
    return value
  }

  /// The manifest is not in the shape this reader knows: SwiftPM's own path is taken.
  struct Unreadable: Error, Equatable {
    let reason: String
  }
}
