import Dispatch
import Foundation

/// The watch's look for a save, made cheap: it looks every 20 ms while idle and while a check
/// waits out a burst of saves, and hashing every byte of the lab, its suite and its mutants
/// (``Fingerprint``) on each look took CPU from the compile it runs beside. A look takes each
/// file's stamp (size, inode, modification time) and hashes the files only when a stamp moved
/// (a file saved, added or deleted), or when a second has passed since it last did: a tool that
/// puts back a file's time and size after changing it is still seen within a second.
///
/// Each thread that looks keeps its own (the watch's loop, and the thread that watches a check).
///
/// ```swift
/// var look = SaveLook()
/// let before = look.fingerprint(of: lab, in: catalog)
/// // ... a save ...
/// look.fingerprint(of: lab, in: catalog) != before   // true
/// ```
struct SaveLook {
  private var stamps: [String: FileStamp?] = [:]
  private var fingerprint: String?
  private var hashed = DispatchTime(uptimeNanoseconds: 0)
  /// How long a fingerprint is trusted while no stamp moves.
  var trustedFor: Double = 1

  /// What a save changes: the lab's fingerprint, and whether its folder is there at all.
  mutating func fingerprint(of lab: Lab, in catalog: Catalog) -> String {
    var now: [String: FileStamp?] = [:]
    for folder in Layout.verdictInputs(of: lab) {
      for file in Fingerprint.swiftFiles(in: catalog.url(folder), orEnding: "patch") {
        now[file.path] = FileStamp(path: file.path)
      }
    }
    if let fingerprint, now == stamps, DispatchTime.now() < hashed + trustedFor { return fingerprint }
    // The stamps first, then the bytes: a save between the two shows in the next look's stamps.
    let folder = catalog.url(Layout.learnerFolder(of: lab))
    let fresh = Fingerprint.of(lab, in: catalog) + (FileManager.default.fileExists(atPath: folder.path) ? "" : "-")
    (stamps, fingerprint, hashed) = (now, fresh, .now())
    return fresh
  }
}
