import Foundation

/// A fingerprint of a lab's learner copy and suite: FNV-1a over every file's path and bytes.
/// Cheap enough to compute for every lab on every overview, so a verdict is never stale.
public enum Fingerprint {
  public static func of(_ lab: Lab, in catalog: Catalog) -> String {
    var hash = fnvOffset
    for folder in Layout.verdictInputs(of: lab) {
      // A mutant is a `.patch`: a changed mutant changes the verdict of a lab of kind tests.
      for file in swiftFiles(in: catalog.url(folder), orEnding: "patch") {
        mix(file.path, into: &hash)
        mix((try? Data(contentsOf: file)) ?? Data(), into: &hash)
      }
    }
    return String(hash, radix: 16)
  }

  /// The hash of each `.swift` file below `folder`, by path.
  public static func files(in folder: URL) -> [String: String] {
    var hashes: [String: String] = [:]
    for file in swiftFiles(in: folder) {
      var hash = fnvOffset
      mix((try? Data(contentsOf: file)) ?? Data(), into: &hash)
      hashes[file.path] = String(hash, radix: 16)
    }
    return hashes
  }

  /// The hash of `data` alone (FNV-1a, as every fingerprint here).
  static func hash(of data: Data) -> String {
    var hash = fnvOffset
    mix(data, into: &hash)
    return String(hash, radix: 16)
  }

  private static let fnvOffset: UInt64 = 0xcbf2_9ce4_8422_2325

  private static func mix(_ data: Data, into hash: inout UInt64) {
    data.withUnsafeBytes { mix($0, into: &hash) }
  }

  private static func mix(_ text: String, into hash: inout UInt64) {
    var text = text
    text.withUTF8 { mix(UnsafeRawBufferPointer($0), into: &hash) }
  }

  /// Over a buffer, not a `Sequence`: the debug build `./workbook` runs walked `Data` through its
  /// generic iterator at about 40 ns a byte, and `watch` fingerprints the lab every 20 ms.
  private static func mix(_ bytes: UnsafeRawBufferPointer, into hash: inout UInt64) {
    var index = 0
    let count = bytes.count
    while index < count {
      hash ^= UInt64(bytes[index])
      hash = hash &* 0x100_0000_01b3
      index += 1
    }
  }

  /// Every `.swift` file below `folder` (and every file ending in `other`), sorted by path.
  public static func swiftFiles(in folder: URL, orEnding other: String = "swift") -> [URL] {
    guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
    return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" || $0.pathExtension == other }
      .sorted { $0.path < $1.path }
  }
}
