import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Ends a child process and everything it started, at once and for good.
///
/// `swift test` starts the build's compilers and then the test binary, which SwiftPM puts in a
/// process group of its own: killing our child's group alone would orphan it. So the tree is
/// first frozen (SIGSTOP: a stopped process can neither start another nor exit and have its
/// children re-parented out of our sight), walked again until no new process appears, and only
/// then killed (SIGKILL).
///
/// ```swift
/// ProcessTree.terminate(roots: [pid])
/// ```
enum ProcessTree {
  struct Entry: Equatable {
    let pid: pid_t
    let parent: pid_t
    let group: pid_t
  }

  /// Freezes, then kills, `roots`, their process groups and every descendant. Reaps the roots.
  /// Never starts a process that could itself be interrupted, so it cannot recurse.
  static func terminate(roots: [pid_t]) {
    var frozen = Set<pid_t>()
    for _ in 0..<20 {
      let tree = members(of: roots, known: frozen, in: table())
      let fresh = tree.subtracting(frozen)
      if fresh.isEmpty { break }
      for pid in fresh { kill(pid, SIGSTOP) }
      frozen.formUnion(fresh)
    }
    for root in roots { kill(-root, SIGKILL) }
    for pid in frozen { kill(pid, SIGKILL) }
    var status: Int32 = 0
    for root in roots { _ = waitpid(root, &status, 0) }
  }

  /// The roots, everything in their process groups, and all descendants of those.
  static func members(of roots: [pid_t], known: Set<pid_t>, in table: [Entry]) -> Set<pid_t> {
    var members = Set(roots).union(known)
    for entry in table where roots.contains(entry.group) { members.insert(entry.pid) }
    var grew = true
    while grew {
      grew = false
      for entry in table where members.contains(entry.parent) && !members.contains(entry.pid) {
        members.insert(entry.pid)
        grew = true
      }
    }
    members.remove(getpid())
    return members
  }

  /// Every process on the machine with its parent and process group.
  static func table() -> [Entry] {
    #if os(Linux)
      // Linux: /proc/<pid>/stat, whose fields after the parenthesised command name are
      // "state ppid pgrp" (proc(5)). No `ps`: slim containers (the swift Docker images) lack procps.
      let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      return names.compactMap { name -> Entry? in
        guard let pid = pid_t(name),
          let data = FileManager.default.contents(atPath: "/proc/\(name)/stat")
        else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count >= 3, let parent = pid_t(fields[1]), let group = pid_t(fields[2]) else { return nil }
        return Entry(pid: pid, parent: parent, group: group)
      }
    #else
      // macOS: no /proc; /bin/ps is part of the base system (ps(1): `-A -o pid= -o ppid= -o pgid=`).
      let text = capture(["/bin/ps", "-A", "-o", "pid=", "-o", "ppid=", "-o", "pgid="])
      return text.split(separator: "\n").compactMap { line -> Entry? in
        let fields = line.split(separator: " ").compactMap { pid_t($0) }
        return fields.count == 3 ? Entry(pid: fields[0], parent: fields[1], group: fields[2]) : nil
      }
    #endif
  }

  #if !os(Linux)
    /// Runs a short command and returns its output; used only while terminating, so it neither
    /// registers as a child nor looks at the interrupt flag.
    private static func capture(_ arguments: [String]) -> String {
      let file = FileManager.default.temporaryDirectory.appendingPathComponent(
        "workbook-ps-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).txt")
      defer { try? FileManager.default.removeItem(at: file) }
      guard let pid = try? Spawn.start(arguments, output: file) else { return "" }
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
      return (FileManager.default.contents(atPath: file.path)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
  #endif
}
