import Foundation

/// What a build folder's last successful build was made from, as far as ``FastRebuild`` needs to
/// know it: the manifest SwiftPM planned, the environment it was planned in, the contents of every
/// file of the package it read, the listing of every folder it watched, and the size and time of
/// every build product and toolchain file the fast path reads but does not write.
///
/// Written after a build, deleted before one starts: a build that is interrupted leaves no record,
/// and the next check takes SwiftPM's own path.
///
/// ```swift
/// let record = FastRebuildRecord.load(from: folder)
/// try record?.save(to: folder)
/// ```
struct FastRebuildRecord: Codable, Equatable {
  /// The hash of the manifest (`debug.yaml`) the recorded build ran.
  var manifest: String
  /// The lab module whose compile the fast path may replay.
  var module: String
  /// What the build was told (``SuiteBuild/environment(for:)``) and which toolchain it found.
  var environment: [String: String]
  /// The content hash and stamp of each file of the package the build read (its sources,
  /// `Package.swift`, `labs.json`), taken before the build; ``absent`` for an input that did not
  /// exist.
  var sources: [String: String]
  /// Each folder SwiftPM watches for files added or removed (its `is-directory-structure` nodes),
  /// with what was in it.
  var folders: [String: [String]]
  /// Each build product and toolchain file the replayed commands read and do not write.
  var stamps: [String: FileStamp]
  /// The programs a replayed `swiftc` link runs, as its driver planned them (``DriverJobs``), by
  /// the link's arguments (``linkKey(_:)``); the fast path runs these instead of the driver.
  /// Absent in a record of a tool that did not plan them: then the driver links.
  var driverJobs: [String: [[String]]]? = nil
  /// The same links cut to the linker alone while a body edit allows it (``DirectLink``), by the
  /// same key. Absent: the driver's jobs run.
  var directLinks: [String: DirectLink]? = nil
  /// The frontend jobs of the last driver run of the module's compile that compiled exactly the
  /// files that had changed (``DirectCompile``): run without the driver when the same files change
  /// again. Absent: the driver compiles.
  var directCompile: DirectCompile? = nil

  /// The key of `command` in ``driverJobs``.
  static func linkKey(_ command: BuildManifest.Command) -> String {
    command.arguments.joined(separator: "\n")
  }

  /// The hash recorded for an input that does not exist (SwiftPM's `allow-missing-inputs`).
  static let absent = "absent"

  /// A hash no file has: a file a failed compile may have left an object of, so that the next
  /// check compiles it again whatever its content.
  static let unknownContent = "unknown"

  static func load(from folder: URL) -> FastRebuildRecord? {
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("record.json").path) else { return nil }
    return try? JSONDecoder().decode(FastRebuildRecord.self, from: data)
  }

  func save(to folder: URL) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try encoder.encode(self).write(to: folder.appendingPathComponent("record.json"), options: .atomic)
  }

  static func forget(in folder: URL) {
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("record.json"))
  }
}
