import Foundation

/// Text from the room folder, made safe to show. Other learners' machines write that folder, so
/// every string in it is untrusted: an escape sequence could repaint or retitle the
/// facilitator's terminal, markup could run script in the projected page.
///
/// ```swift
/// say(RoomText.terminal(record.name))           // ESC and other controls become "�"
/// html += "<td>\(RoomText.html(record.name))</td>"  // and & < > " ' become entities
/// ```
public enum RoomText {
  /// `true` when `text` has no control characters: none of C0 (with ESC, CR, LF, TAB), DEL, C1,
  /// the line and paragraph separators, nor the bidirectional overrides that make text read
  /// differently from what it is. Letters of every script and emoji (with their joiners) pass.
  public static func isClean(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy(isAllowed)
  }

  /// `text` with each control character replaced by U+FFFD, for a terminal.
  public static func terminal(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars { out.append(isAllowed(scalar) ? scalar : replacement) }
    return String(out)
  }

  /// `text` as ``terminal(_:)`` makes it, its line breaks and tabs kept: what a test printed or
  /// recorded (an expectation's message, the runtime's last words) is shown as the learner's
  /// lines, and a NUL or an escape sequence in it never reaches the terminal raw.
  public static func terminalLines(_ text: some StringProtocol) -> String {
    // Printable ASCII, line breaks and tabs, what most recorded issues are, has nothing to replace:
    // told from the bytes, without each scalar's properties. A bug hunt reads a thousand issues a
    // check (a megabyte), and looking them up took 150 ms of its CPU in the debug build `./workbook` runs.
    if text.utf8.withContiguousStorageIfAvailable(isPrintableASCII) == true { return String(text) }
    guard text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && !isAllowed($0) }) else { return String(text) }
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      out.append(scalar == "\n" || scalar == "\t" || isAllowed(scalar) ? scalar : replacement)
    }
    return String(out)
  }

  /// `text` with each control character replaced and `& < > " '` written as entities: safe
  /// inside an element and inside a quoted attribute.
  public static func html(_ text: String) -> String {
    var out = ""
    for scalar in terminal(text).unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` cut to `limit` characters, with "…" when cut: a table cell, not a wall.
  public static func clipped(_ text: String, to limit: Int) -> String {
    text.count <= limit ? text : String(text.prefix(max(limit - 1, 0))) + "…"
  }

  private static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// U+061C, U+200E/F, U+202A–E, U+2066–9: the bidirectional marks, embeddings and isolates.
  private static let bidiControls = Set<UInt32>([0x061C, 0x200E, 0x200F]).union(0x202A...0x202E).union(0x2066...0x2069)

  /// `true` when every byte is printable ASCII (space to `~`), a line break or a tab.
  private static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte > 0x7E || byte < 0x20 && byte != 0x0A && byte != 0x09 { return false }
    return true
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator, .surrogate: return false
    default: return !bidiControls.contains(scalar.value)
    }
  }

  /// A stable pseudonym for a learner id, for a projector: `Otter 41`. The same id always gives
  /// the same one (FNV-1a of its UTF-8, no randomness), so a facilitator can follow a person
  /// across reloads; the terminal shows it beside the real name. Two learners may draw the same
  /// one (24 × 900 of them): the page tells them apart (``RoomPage``).
  public static func pseudonym(of learner: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in learner.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let animal = pseudonymAnimals[Int(hash % UInt64(pseudonymAnimals.count))]
    return "\(animal) \((hash / UInt64(pseudonymAnimals.count)) % 900 + 100)"
  }

  static let pseudonymAnimals = [
    "Otter", "Heron", "Badger", "Lynx", "Puffin", "Gecko", "Bison", "Koala", "Marten", "Ibis", "Tapir", "Wren",
    "Yak", "Panda", "Orca", "Newt", "Moose", "Lemur", "Kiwi", "Hare", "Fox", "Crane", "Bat", "Seal",
  ]
}
