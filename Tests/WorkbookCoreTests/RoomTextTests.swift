import Testing

@testable import WorkbookCore

@Suite("Room: text from other machines, made safe for a terminal and a page")
struct RoomTextTests {
  @Test func terminal_replacesEscapeSequences_andEveryOtherControl() {
    let hostile = "Eve\u{1B}]0;pwned\u{07}\u{1B}[2J\r\n\t\u{7F}\u{9B}31m\u{202E}gnp.exe"
    let safe = RoomText.terminal(hostile)
    #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E })
    #expect(safe.hasPrefix("Eve\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J"), "Each control is replaced, not dropped: \(safe)")
    #expect(!RoomText.isClean(hostile))
  }

  @Test func terminalLines_keepsLineBreaksAndTabs_andReplacesEveryOtherControl() {
    let printed = "row \u{0}:\n\tgot \u{1B}[31mred\u{1B}[0m\r\nZoë 👩‍💻"
    #expect(RoomText.terminalLines(printed) == "row \u{FFFD}:\n\tgot \u{FFFD}[31mred\u{FFFD}[0m\u{FFFD}\nZoë 👩‍💻")
    #expect(RoomText.terminalLines("plain\n\ttext") == "plain\n\ttext")
    #expect(RoomText.terminalLines("plain but for DEL\u{7F} and ESC\u{1B}") == "plain but for DEL\u{FFFD} and ESC\u{FFFD}")
    #expect(RoomText.terminalLines("plain but for a CR\r\n"[...]) == "plain but for a CR\u{FFFD}\n", "a substring too")
  }

  @Test func clean_allowsLettersOfEveryScript_andEmojiWithJoiners() {
    for name in ["Zoë", "Łukasz", "李雷", "أحمد", "👩‍💻 Ana", "O'Brien <3"] {
      #expect(RoomText.isClean(name), "\(name) is a fine name")
      #expect(RoomText.terminal(name) == name)
    }
  }

  @Test func html_escapesMarkupInElementsAndAttributes() {
    let hostile = "<script>alert('x')</script>\" onmouseover=\"x&y"
    let escaped = RoomText.html(hostile)
    #expect(escaped == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot; onmouseover=&quot;x&amp;y")
    #expect(RoomText.html("a\u{1B}b") == "a\u{FFFD}b")
  }

  @Test func clipped_cutsLongTextWithAnEllipsis() {
    #expect(RoomText.clipped("abcdef", to: 4) == "abc…")
    #expect(RoomText.clipped("abc", to: 4) == "abc")
    #expect(RoomText.clipped(String(repeating: "x", count: 100_000), to: 20).count == 20)
  }
}
