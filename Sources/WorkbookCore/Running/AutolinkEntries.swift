import Foundation

/// The bytes of an object file's `.swift1_autolink_entries` sections: all that
/// `swift-autolink-extract` reads of it. That tool (swiftlang/swift,
/// lib/DriverTool/autolink_extract_main.cpp, 5.x to 6.3) opens each input with LLVM's
/// `createBinary`, takes the contents of every section of that name in an ELF object, splits
/// them at NUL bytes and writes the flags one a line to its output: its output is a function of
/// these bytes, its arguments and the tool itself. So when every object's entries are the ones it
/// read last time, and the output file is the one it wrote then, running it again writes the same
/// bytes, and ``DirectLink`` leaves it out.
///
/// Only a 64-bit little-endian ELF file is read (every Linux target this workbook's toolchains
/// build for); anything else, or a file that is cut short, answers `nil`, and the tool runs.
///
/// ```swift
/// let entries = AutolinkEntries.hash(ofObjectAt: ".build/.../UserAPI.swift.o")   // "9c1e..." or nil
/// ```
enum AutolinkEntries {
  /// The section `swift-autolink-extract` reads (`extractLinkerFlagsFromObjectFile`).
  static let sectionName = ".swift1_autolink_entries"

  /// A hash of every autolink section of the object at `path`, in the order the file lists them;
  /// `nil` when it is not an ELF object read here.
  static func hash(ofObjectAt path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path), let sections = sections(of: data) else { return nil }
    var joined = Data()
    // Each section's length first, so that two sections never read as one.
    for section in sections { joined.append(Data("\(section.count):".utf8) + section) }
    return Fingerprint.hash(of: joined)
  }

  /// The contents of every `.swift1_autolink_entries` section of an ELF64 little-endian object,
  /// in section-header order (as LLVM's `ObjectFile::sections()` walks them); `nil` for anything
  /// else: not ELF, another class or byte order, an extended section count or name index
  /// (`e_shnum == 0`, `e_shstrndx == SHN_XINDEX`), a section of that name without bytes in the
  /// file (`SHT_NOBITS`), or an offset past the end.
  static func sections(of data: Data) -> [Data]? {
    let bytes = [UInt8](data)
    guard bytes.count >= 64, bytes[0] == 0x7f, bytes[1] == 0x45, bytes[2] == 0x4c, bytes[3] == 0x46,
      bytes[4] == 2,  // ELFCLASS64
      bytes[5] == 1  // ELFDATA2LSB
    else { return nil }
    func integer(at offset: Int, size: Int) -> Int? {
      guard offset >= 0, size <= 8, offset + size <= bytes.count else { return nil }
      var value: UInt64 = 0
      for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
      return value > UInt64(Int.max) ? nil : Int(value)
    }
    guard let headers = integer(at: 0x28, size: 8), let headerSize = integer(at: 0x3A, size: 2),
      let count = integer(at: 0x3C, size: 2), let namesIndex = integer(at: 0x3E, size: 2),
      headerSize == 64, count > 0, namesIndex < count, headers <= bytes.count, count * 64 <= bytes.count - headers
    else { return nil }
    func header(_ index: Int) -> (name: Int, type: Int, offset: Int, size: Int)? {
      let base = headers + index * 64
      guard let name = integer(at: base, size: 4), let type = integer(at: base + 4, size: 4),
        let offset = integer(at: base + 24, size: 8), let size = integer(at: base + 32, size: 8)
      else { return nil }
      return (name, type, offset, size)
    }
    guard let names = header(namesIndex), names.offset <= bytes.count, names.size <= bytes.count - names.offset else { return nil }
    let wanted = Array(sectionName.utf8)
    var found: [Data] = []
    for index in 0..<count {
      guard let section = header(index) else { return nil }
      let start = names.offset + section.name
      guard section.name < names.size, start + wanted.count < names.offset + names.size else { continue }
      guard Array(bytes[start..<(start + wanted.count)]) == wanted, bytes[start + wanted.count] == 0 else { continue }
      let noBits = 8  // SHT_NOBITS
      guard section.type != noBits, section.offset <= bytes.count, section.size <= bytes.count - section.offset else { return nil }
      found.append(Data(bytes[section.offset..<(section.offset + section.size)]))
    }
    return found
  }
}
