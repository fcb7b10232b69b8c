import Foundation

/// The check's fast path after the usual learner edit, a function body: instead of SwiftPM's
/// whole incremental build (which compiles the edited module, then compiles the test module,
/// the discovered tests and the test entry point again because a module they import has a new
/// timestamp, then links), run only the edited module's compile and the link, exactly as SwiftPM
/// last ran them (``BuildManifest``, ``FastRebuildPlan``), and only when the module's interface
/// comes out byte for byte as the one the other modules were built on.
///
/// It is taken only when the last build in this folder succeeded and the only files that changed
/// since are the lab's own sources, with the same names (``FastRebuildRecord``): the manifest,
/// `Package.swift`, `labs.json`, the suite, the folders' listings, the toolchain, the build
/// products and the environment all as recorded. Anything else, any doubt (a record missing or
/// unreadable, a manifest of a shape not known here, a compiler that crashed, an interface that
/// changed, a link that failed) returns `nil`, and the check runs `swift test` as before. It
/// never gives a verdict that path would not give: same commands, same inputs, same products.
/// `WORKBOOK_FAST_REBUILD=0` turns it off; `WORKBOOK_FAST_REBUILD=explain` says on standard
/// error why a check did not take it.
///
/// Measured on Swift 6.3.1 (Linux, 2 cores): after a body edit, the interface the driver emits
/// (its emit-module job skips non-inlinable bodies) is byte for byte the same, and the
/// downstream modules' compiles (0.27 s of SwiftPM's 0.6 s) have nothing to do.
///
/// ```swift
/// let fast = FastRebuild(build: build)
/// if let built = try fast.rebuild(lab) { ... run the test product ... }
/// ```
struct FastRebuild {
  let build: SuiteBuild
  /// The compile's and the link's own limit; a replay that takes longer is not the fast path.
  var timeLimit: Double = 900

  /// What a replay ended in.
  enum Built: Equatable {
    /// Compiled and linked: the test product is current. The compiler's console as SwiftPM shows it.
    case built(console: String)
    /// The learner's code does not compile: the compiler's console, its errors in it.
    case doesNotCompile(console: String)
  }

  /// The fast path is on unless `WORKBOOK_FAST_REBUILD=0`.
  static var isEnabled: Bool { ProcessInfo.processInfo.environment["WORKBOOK_FAST_REBUILD"] != "0" }

  private var folder: URL { Layout.fastRebuild(in: build.scratch) }
  /// SwiftPM's llbuild manifest: `<scratch>/debug.yaml` on every platform (`BuildParameters.llbuildManifest`,
  /// `dataPath/../<configuration>.yaml`, swift-package-manager swift-6.0-RELEASE to swift-6.3.3-RELEASE,
  /// Sources/SPMBuildCore/BuildParameters/BuildParameters.swift).
  private var manifestFile: URL { build.scratch.appendingPathComponent("debug.yaml") }
  /// llbuild's database, written by every build of SwiftPM's native build system.
  private var databaseFile: URL { build.scratch.appendingPathComponent("build.db") }

  /// Rebuilds `lab` the fast way when nothing but its sources changed since the recorded build;
  /// `nil` when that does not apply (then nothing of the build was touched, or what was is left
  /// for SwiftPM to redo, the record gone).
  func rebuild(_ lab: Lab) throws -> Built? {
    guard Self.isEnabled, build.replaysRecordedBuild else { return nil }
    // The module the learner edits: the lab's, or for a lab of kind tests its test module.
    let module = FastRebuildTarget.module(of: lab)
    guard let record = FastRebuildRecord.load(from: folder), record.module == module else {
      return skip("no record of a build of \(module)")
    }
    guard let manifestData = FileManager.default.contents(atPath: manifestFile.path), Fingerprint.hash(of: manifestData) == record.manifest
    else { return skip("the manifest is not the recorded one") }
    guard record.environment == environment(for: lab) else { return skip("the environment changed") }
    let manifest: BuildManifest
    let plan: FastRebuildPlan
    do {
      manifest = try BuildManifest(text: String(decoding: manifestData, as: UTF8.self))
      plan = try FastRebuildPlan(
        module: module, manifest: manifest, scratch: build.scratch.path, objectsFeedTestDiscovery: FastRebuildTarget.isTestModule(of: lab))
    } catch {
      return skip("no plan: \(error)")
    }
    if let folder = record.folders.first(where: { Self.listing(of: $0.key) != $0.value }) {
      return skip("a file was added to or removed from \(folder.key)")
    }
    // A product the check removed itself (``StaleObjects``) is compiled again; one rewritten is not ours.
    if let file = record.stamps.first(where: { entry in
      let stamp = FileStamp(path: entry.key)
      return stamp != entry.value && !(stamp == nil && plan.products.contains(entry.key))
    }) {
      return skip("\(file.key) is not as recorded")
    }
    guard Set(plan.stamped).isSubset(of: record.stamps.keys) else { return skip("the plan reads files the record does not know") }
    if let product = plan.products.first(where: { record.stamps[$0] == nil && FileManager.default.fileExists(atPath: $0) }) {
      return skip("\(product) was written by a build the record does not know")
    }
    if let missing = plan.replays.flatMap(\.outputs).first(where: { !$0.hasPrefix("<") && !FileManager.default.fileExists(atPath: $0) }) {
      return skip("\(missing) is missing")
    }
    guard Set(plan.sources).isSubset(of: record.sources.keys),
      plan.sources.allSatisfy({ source in record.folders.keys.contains { source.hasPrefix($0) } })
    else { return skip("the record does not hold every source of the lab and its folder") }
    let now = Self.hashes(of: Array(record.sources.keys))
    let changed = now.filter { record.sources[$0.key] != $0.value }.map(\.key).sorted()
    if let other = changed.first(where: { !plan.sources.contains($0) }) {
      return skip("\(other) changed, and it is not \(module)'s source")
    }
    guard !changed.isEmpty else { return .built(console: "") }

    // From here on the build folder changes: no record until it is consistent again.
    FastRebuildRecord.forget(in: folder)
    StaleObjects.forget(changed, of: module, below: build.scratch)
    let compileOutput = folder.appendingPathComponent("compile.log")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let environment = build.environment(for: [lab])
    var directLinks = record.directLinks ?? [:]
    /// The link as SwiftPM last ran it: its console, or why it failed.
    func link() throws -> (console: String, failure: String?) {
      var console = ""
      for command in plan.replays {
        // A link the driver planned when SwiftPM last built here runs its programs directly, and
        // only the linker when the objects' autolink entries are as recorded.
        let key = FastRebuildRecord.linkKey(command)
        var jobs = record.driverJobs?[key] ?? [command.arguments]
        if let direct = directLinks[key] {
          let shortcut = direct.shortcut(for: jobs)
          directLinks[key] = shortcut?.refreshed
          if let shortcut { jobs = shortcut.jobs } else { explain("the link runs every driver job: an object's autolink entries changed") }
        }
        for arguments in jobs {
          let output = folder.appendingPathComponent("replay.log")
          let ended = try Subprocess.run(arguments, in: build.packageRoot, environment: environment, output: output, timeLimit: timeLimit)
          console += (FileManager.default.contents(atPath: output.path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
          guard ended == .exited(0) else { return (console, "\(command.description) ended \(ended)") }
        }
      }
      return (console, nil)
    }
    func interfaceChanged() -> String? {
      for interface in plan.interfaces {
        let copy = folder.appendingPathComponent(URL(fileURLWithPath: interface).lastPathComponent)
        guard let fresh = FileManager.default.contents(atPath: interface), fresh == FileManager.default.contents(atPath: copy.path)
        else { return "\(URL(fileURLWithPath: interface).lastPathComponent) changed: a declaration, not only a body" }
      }
      return nil
    }

    // The link starts as soon as the driver's compiles are over (``DriverProgress``), while it
    // finishes its last job, which the link does not read. The last compile's log goes first: it
    // must not be read as this one's.
    try? FileManager.default.removeItem(at: compileOutput)
    let (arguments, root, limit) = (plan.compile.arguments, build.packageRoot, timeLimit)
    // The same files changed as when the driver last ran: its frontend jobs, without it (``DirectCompile``).
    let whyNot = record.directCompile.map { $0.whyNot(command: arguments, changed: changed) } ?? "no run of it is recorded yet"
    let direct = whyNot == nil ? record.directCompile : nil
    explain(whyNot.map { "the compile runs the driver: " + $0 } ?? "the compile runs the driver's last frontend jobs, without it")
    let compile = Lookup {
      Result {
        if let direct { return try direct.run(in: root, environment: environment, log: compileOutput, timeLimit: limit) }
        return try Subprocess.run(arguments, in: root, environment: environment, output: compileOutput, timeLimit: limit)
      }
    }
    var early: (console: String, failure: String?)?
    // The log is read again only when it grew (a job began or ended): the compiles need both cores.
    var lastSize: UInt64?
    let compilesEnded = compile.wait {
      guard let size = FileStamp(path: compileOutput.path)?.size, size != lastSize else { return false }
      lastSize = size
      return DriverProgress(FileManager.default.contents(atPath: compileOutput.path) ?? Data()).compilesEnded
    }
    if compilesEnded, interfaceChanged() == nil {
      do { early = try link() } catch {
        _ = compile.value
        throw error
      }
    }
    let compiled = try compile.value.get()
    let log = FileManager.default.contents(atPath: compileOutput.path) ?? Data()
    let driver = DriverOutput(log, module: module)
    guard !driver.jobCrashed else { return skip("the compiler crashed") }
    if early != nil && compiled != .exited(0) { return skip("the compile ended \(compiled) after its compiles succeeded") }
    guard compiled == .exited(0) else {
      // Without the compiler's errors there is nothing to show: SwiftPM's path says what happened.
      guard compiled != .timedOut, !ConsoleLog(driver.console).compilerErrors.isEmpty else {
        return skip("the compile ended \(compiled) without an error message")
      }
      // Nothing downstream was touched, so the record stands; the changed files are marked, so
      // that whatever objects this compile left of them are compiled again next time.
      var kept = record
      for file in changed { kept.sources[file] = FastRebuildRecord.unknownContent }
      // What the compile rewrote is this build's; the test product is still the recorded one.
      for file in plan.compile.outputs { kept.stamps[file] = FileStamp(path: file) }
      try? kept.save(to: folder)
      return .doesNotCompile(console: driver.console)
    }
    if let changedInterface = interfaceChanged() { return skip(changedInterface) }
    // A link that started before a job the driver began later is run again, on what that job wrote.
    if early != nil && !DriverProgress(log).nothingBeganAfterCompiles {
      explain("the link runs again: the driver began a job after its compiles seemed over")
      early = nil
    }
    let linked = try early ?? link()
    if let failure = linked.failure { return skip(failure) }
    let console = driver.console + linked.console
    var updated = record
    updated.directLinks = directLinks.isEmpty ? nil : directLinks
    // A driver run that compiled exactly the changed files is the one to replay next time; else the last one stays.
    if direct == nil, let recorded = DirectCompile(driverLog: log, command: arguments, changed: changed) {
      updated.directCompile = recorded
    }
    for (file, hash) in now { updated.sources[file] = hash }
    for file in plan.products { updated.stamps[file] = FileStamp(path: file) }
    try? updated.save(to: folder)
    return .built(console: console)
  }

  /// Declines the fast path; with `WORKBOOK_FAST_REBUILD=explain` says why, on standard error.
  private func skip(_ reason: String) -> Built? {
    explain("not taken: " + reason)
    return nil
  }

  /// With `WORKBOOK_FAST_REBUILD=explain`, says on standard error what the fast rebuild did not do.
  private func explain(_ what: String) {
    if ProcessInfo.processInfo.environment["WORKBOOK_FAST_REBUILD"] == "explain" {
      FileHandle.standardError.write(Data("fast rebuild: \(what)\n".utf8))
    }
  }

  /// Records what the build that just succeeded in this folder was made from (`before`: the
  /// package's files as they were when it started, ``snapshot(of:)``), so that the next check may
  /// take the fast path. Records nothing when the manifest has no plan for the lab.
  func record(_ lab: Lab, before: Snapshot) {
    FastRebuildRecord.forget(in: folder)
    // The manifest is the one this build ran only if llbuild's database was written by it: SwiftPM's
    // native build system (the default of SwiftPM 6.0 to 6.3, `_buildSystem = .native` in
    // Sources/CoreCommands/Options.swift) writes both; Swift Build (`--build-system swiftbuild`,
    // the default on SwiftPM's main branch) writes neither, and a `debug.yaml` left from an
    // earlier native build must not be replayed.
    let module = FastRebuildTarget.module(of: lab)
    guard Self.isEnabled, build.replaysRecordedBuild,
      let database = FileStamp(path: databaseFile.path), database != before.database,
      let manifestData = FileManager.default.contents(atPath: manifestFile.path),
      let manifest = try? BuildManifest(text: String(decoding: manifestData, as: UTF8.self)),
      let plan = try? FastRebuildPlan(
        module: module, manifest: manifest, scratch: build.scratch.path, objectsFeedTestDiscovery: FastRebuildTarget.isTestModule(of: lab))
    else { return explain("not recorded: no build of llbuild's, or no plan for \(module)") }
    let read = Self.packageInputs(of: manifest, root: build.packageRoot.path, scratch: build.scratch.path)
    var sources: [String: String] = [:]
    for file in read.files {
      guard let hash = before.hashes[file] ?? before.hashes[Self.resolved(file)] else {
        return explain("not recorded: \(file) was not in the package before the build")
      }
      sources[file] = hash
    }
    // The files the fast path may find changed must be among those it compares, or an edit to one
    // would go unseen.
    guard Set(plan.sources).isSubset(of: sources.keys) else { return explain("not recorded: a source of the lab is not compared") }
    var folders: [String: [String]] = [:]
    for node in read.folders {
      guard let listing = before.listings[node] ?? before.listings[Self.resolved(node)] else {
        return explain("not recorded: \(node) was not listed before the build")
      }
      folders[node] = listing
    }
    // A file added beside the lab's sources must be seen: their folder's listing is compared.
    guard plan.sources.allSatisfy({ source in folders.keys.contains { source.hasPrefix($0) } }) else {
      return explain("not recorded: the lab's folder is not watched")
    }
    var stamps: [String: FileStamp] = [:]
    for file in plan.stamped + plan.products {
      guard let stamp = FileStamp(path: file) else { return explain("not recorded: \(file) is missing") }
      stamps[file] = stamp
    }
    for interface in plan.interfaces {
      guard let data = FileManager.default.contents(atPath: interface) else { return explain("not recorded: no \(interface)") }
      let copy = folder.appendingPathComponent(URL(fileURLWithPath: interface).lastPathComponent)
      guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
        (try? data.write(to: copy, options: .atomic)) != nil
      else { return explain("not recorded: cannot write in \(folder.path)") }
    }
    var driverJobs: [String: [[String]]] = [:]
    var directLinks: [String: DirectLink] = [:]
    for command in plan.replays where DriverJobs.isLink(command) {
      guard
        let jobs = DriverJobs.plan(
          of: command, in: build.packageRoot, environment: build.environment(for: [lab]), scratch: build.scratch)
      else { continue }
      // The programs it names are the toolchain's: one replaced is not a body edit.
      let programs = jobs.compactMap(\.first)
      let programStamps = programs.compactMap { FileStamp(path: $0) }
      guard programStamps.count == programs.count else { continue }
      for (program, stamp) in zip(programs, programStamps) { stamps[program] = stamp }
      driverJobs[FastRebuildRecord.linkKey(command)] = jobs
      directLinks[FastRebuildRecord.linkKey(command)] = DirectLink(
        jobs: jobs, in: build.packageRoot, environment: build.environment(for: [lab]), scratch: build.scratch)
    }
    let record = FastRebuildRecord(
      manifest: Fingerprint.hash(of: manifestData), module: module, environment: environment(for: lab), sources: sources,
      folders: folders, stamps: stamps, driverJobs: driverJobs.isEmpty ? nil : driverJobs,
      directLinks: directLinks.isEmpty ? nil : directLinks)
    try? record.save(to: folder)
  }

  /// Before SwiftPM builds here: whatever it leaves, the record no longer describes it.
  func forgetRecord() {
    FastRebuildRecord.forget(in: folder)
  }

  /// The package's files and folders as they are now, taken before SwiftPM builds.
  struct Snapshot {
    var hashes: [String: String] = [:]
    var listings: [String: [String]] = [:]
    /// llbuild's database before the build: a build that did not write it was not llbuild's.
    var database: FileStamp?
  }

  /// The files and folder listings a build of `lab` may read in the package, now.
  func snapshot(of lab: Lab) -> Snapshot {
    guard Self.isEnabled, build.replaysRecordedBuild else { return Snapshot() }
    let root = build.packageRoot
    var snapshot = Snapshot()
    var files = [Layout.manifest, Layout.catalog, "Package.resolved"].map { root.appendingPathComponent($0).path }
    for folder in FastRebuildTarget.sourceFolders(of: lab, in: build) {
      let url = root.appendingPathComponent(folder)
      let listing = Self.listing(of: url.path + "/")
      snapshot.listings[url.path + "/"] = listing
      files += listing.filter { !$0.hasSuffix("/") }.map { url.appendingPathComponent($0).path }
    }
    snapshot.hashes = Self.hashes(of: files)
    // SwiftPM may name the package by another path to the same folder (macOS's `/tmp` is
    // `/private/tmp`): each file and folder is found by either.
    for (path, hash) in snapshot.hashes { snapshot.hashes[Self.resolved(path)] = hash }
    for (path, listing) in snapshot.listings { snapshot.listings[Self.resolved(path)] = listing }
    snapshot.database = FileStamp(path: databaseFile.path)
    return snapshot
  }

  /// What the recorded environment must match: what the build is told, and which toolchain
  /// `swift` finds (the variables that choose one, and on macOS the folder `xcode-select` chose,
  /// which it keeps as the link `/var/db/xcode_select_link`).
  private func environment(for lab: Lab) -> [String: String] {
    var environment: [String: String] = [:]
    for (key, value) in build.environment(for: [lab]) { environment[key] = value ?? "" }
    let process = ProcessInfo.processInfo.environment
    // And what clang reads to plan a link (``ClangJobs``): programs' and libraries' folders, edits to its arguments.
    for key in ["PATH", "DEVELOPER_DIR", "TOOLCHAINS", "SDKROOT", "SWIFT_EXEC", "COMPILER_PATH", "LIBRARY_PATH", "CCC_OVERRIDE_OPTIONS"] {
      environment[key] = process[key] ?? ""
    }
    environment["xcode-select"] = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/var/db/xcode_select_link")) ?? ""
    return environment
  }

  /// `path` with its symbolic links followed; a folder keeps its trailing `/`.
  private static func resolved(_ path: String) -> String {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    return path.hasSuffix("/") && !resolved.hasSuffix("/") ? resolved + "/" : resolved
  }

  /// Every file and watched folder of the package (below `root`, outside `scratch`) a command
  /// of the manifest reads.
  private static func packageInputs(of manifest: BuildManifest, root: String, scratch: String) -> (files: [String], folders: [String]) {
    let roots = Set([root, resolved(root)].map { $0.hasSuffix("/") ? $0 : $0 + "/" })
    let scratches = Set([scratch, resolved(scratch)].map { $0.hasSuffix("/") ? $0 : $0 + "/" })
    let inputs = Set(manifest.commands.values.flatMap(\.inputs)).filter { input in
      roots.contains { input.hasPrefix($0) } && !scratches.contains { input.hasPrefix($0) }
    }
    let catalog = (root.hasSuffix("/") ? root : root + "/") + Layout.catalog
    return (inputs.filter { !$0.hasSuffix("/") }.sorted() + [catalog], inputs.filter { $0.hasSuffix("/") }.sorted())
  }

  /// Each file's content hash and stamp (size, inode, modification time), as one string;
  /// ``FastRebuildRecord/absent`` for one that does not exist.
  ///
  /// The stamp, because the content alone misses a save during a build that is then undone: the
  /// file read A when this was taken, the compiler read B, and the file is A again at the next
  /// check, which would find nothing to compile and run B's tests (found by a learner's trial:
  /// Lab 01 read "30 of 30" on the starter's `UserAPI.swift`). Each of those writes gives the file
  /// a new stamp, so it is compiled again; SwiftPM's own build goes by the stamp too.
  private static func hashes(of files: [String]) -> [String: String] {
    var hashes: [String: String] = [:]
    for file in files {
      guard let stamp = FileStamp(path: file), let data = FileManager.default.contents(atPath: file) else {
        hashes[file] = FastRebuildRecord.absent
        continue
      }
      hashes[file] = "\(Fingerprint.hash(of: data)) \(stamp.size) \(stamp.inode) \(stamp.modified)"
    }
    return hashes
  }

  /// What is in `folder` (a path ending in `/`), every level, folders marked with a trailing `/`,
  /// leaving out `.git` and `.build` as SwiftPM's directory-structure nodes do, and the
  /// `.DS_Store` Finder drops into any folder it shows (never a source: it must not send a check
  /// through `swift test`).
  static func listing(of folder: String) -> [String] {
    let base = URL(fileURLWithPath: folder)
    guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
    var entries: [String] = []
    let prefix = base.standardizedFileURL.path + "/"
    for case let url as URL in walker {
      let name = url.lastPathComponent
      if name == ".git" || name == ".build" {
        walker.skipDescendants()
        continue
      }
      if name == ".DS_Store" { continue }
      let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true
      let path = url.standardizedFileURL.path
      let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
      entries.append(relative + (isFolder ? "/" : ""))
    }
    return entries.sorted()
  }
}
