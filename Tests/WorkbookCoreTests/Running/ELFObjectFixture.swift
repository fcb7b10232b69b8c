import Foundation

/// A minimal ELF64 little-endian object, written byte by byte: a null section, the section names,
/// then one section per entry of `sections` (name, contents), as a compiler lays them out. Enough
/// for ``AutolinkEntries`` to read; nothing links it.
///
/// ```swift
/// let object = ELFObjectFixture.bytes(sections: [(".swift1_autolink_entries", Data("-lFoo\0".utf8))])
/// ```
enum ELFObjectFixture {
  static func bytes(sections: [(name: String, contents: Data)], noBits: Bool = false) -> Data {
    var names = Data([0])
    var nameOffsets: [Int] = []
    for section in [(name: ".shstrtab", contents: Data())] + sections {
      nameOffsets.append(names.count)
      names.append(Data(section.name.utf8) + Data([0]))
    }
    var body = Data()
    var placed: [(offset: Int, size: Int)] = []
    placed.append((64 + body.count, names.count))
    body.append(names)
    for section in sections {
      placed.append((64 + body.count, section.contents.count))
      body.append(section.contents)
    }
    let headersOffset = 64 + body.count
    var file = Data([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0] + [UInt8](repeating: 0, count: 8))
    file.append(little(1, 2) + little(62, 2) + little(1, 4))  // ET_REL, EM_X86_64, EV_CURRENT
    file.append(little(0, 8) + little(0, 8) + little(headersOffset, 8))  // entry, phoff, shoff
    file.append(little(0, 4) + little(64, 2) + little(0, 2) + little(0, 2))  // flags, ehsize, phentsize, phnum
    file.append(little(64, 2) + little(sections.count + 2, 2) + little(1, 2))  // shentsize, shnum, shstrndx
    file.append(body)
    file.append(Data(repeating: 0, count: 64))  // the null section
    for (index, place) in placed.enumerated() {
      let type = index == 0 ? 3 : (noBits ? 8 : 1)  // SHT_STRTAB, SHT_NOBITS, SHT_PROGBITS
      file.append(little(nameOffsets[index], 4) + little(type, 4) + little(0, 8) + little(0, 8))
      file.append(little(place.offset, 8) + little(place.size, 8) + Data(repeating: 0, count: 24))
    }
    return file
  }

  private static func little(_ value: Int, _ size: Int) -> Data {
    Data((0..<size).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) })
  }
}
