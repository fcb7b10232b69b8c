/// A note's text as a user types it, and what `post` saves: `nil` when the text is blank.
struct TextShape: Sendable, CustomStringConvertible {
  let name: String
  let typed: String
  let saved: String?

  var description: String {
    let shown = typed.count > 60 ? String(typed.prefix(40)) + "… (\(typed.count) characters)" : typed
    return "\(name): \(shown.debugDescription)"
  }

  /// Text with something in it, in every shape: whitespace and line breaks of every kind at the
  /// ends (trimmed, also when they alternate) and inside (kept, one to three in a row), control
  /// characters that are not whitespace (kept), separators, non-ASCII, combining marks, emoji,
  /// one character, ten thousand.
  /// Accents and Hangul come both precomposed and decomposed: the tests compare texts scalar by
  /// scalar (``ExactNote``), so a text saved in another normalization than typed shows.
  static let kept: [TextShape] = [
    TextShape(name: "one word", typed: "milk", saved: "milk"),
    TextShape(name: "one character", typed: "x", saved: "x"),
    TextShape(name: "a dot alone", typed: ".", saved: "."),
    TextShape(name: "two words", typed: "Buy milk", saved: "Buy milk"),
    TextShape(name: "spaces at both ends", typed: "  Buy milk   ", saved: "Buy milk"),
    TextShape(name: "tabs at both ends", typed: "\tBuy milk\t", saved: "Buy milk"),
    TextShape(name: "line breaks at both ends", typed: "\nBuy milk\n\n", saved: "Buy milk"),
    TextShape(name: "Windows line breaks at both ends", typed: "\r\nBuy milk\r\n", saved: "Buy milk"),
    TextShape(name: "every kind at both ends", typed: " \t\r\n Buy milk \n\t ", saved: "Buy milk"),
    TextShape(name: "no-break spaces at both ends", typed: "\u{00A0}Buy milk\u{00A0}", saved: "Buy milk"),
    TextShape(name: "ideographic spaces at both ends", typed: "\u{3000}牛乳を買う\u{3000}", saved: "牛乳を買う"),
    TextShape(name: "two spaces inside", typed: "Buy  milk", saved: "Buy  milk"),
    TextShape(name: "a tab inside", typed: "Buy\tmilk", saved: "Buy\tmilk"),
    TextShape(name: "lines inside", typed: "  Buy milk\n\n- eggs\r\n- jam  ", saved: "Buy milk\n\n- eggs\r\n- jam"),
    TextShape(
      name: "three line breaks inside", typed: "Buy milk\n\n\n- eggs\r\n\r\n\r\n- jam",
      saved: "Buy milk\n\n\n- eggs\r\n\r\n\r\n- jam"),
    TextShape(
      name: "spaces and line breaks alternating at both ends", typed: " \n \n \tBuy milk\t \n \n ", saved: "Buy milk"),
    TextShape(name: "control characters at the ends", typed: " \u{1B}Buy milk\u{7}\n", saved: "\u{1B}Buy milk\u{7}"),
    TextShape(
      name: "a long text", typed: String(repeating: "Buy milk. ", count: 1_000) + "And eggs.\n",
      saved: String(repeating: "Buy milk. ", count: 1_000) + "And eggs."),
    TextShape(name: "separators", typed: "milk, eggs; bread / jam | tea", saved: "milk, eggs; bread / jam | tea"),
    TextShape(name: "non-ASCII letters", typed: " Crème brûlée für Zoë ", saved: "Crème brûlée für Zoë"),
    TextShape(name: "combining marks", typed: "Cafe\u{301} au lait\u{308}\n", saved: "Cafe\u{301} au lait\u{308}"),
    TextShape(name: "a precomposed accent", typed: " Caf\u{E9} ", saved: "Caf\u{E9}"),
    TextShape(name: "a decomposed accent", typed: " Cafe\u{301} ", saved: "Cafe\u{301}"),
    TextShape(name: "the Ångström sign", typed: "\u{212B}ngstro\u{308}m\n", saved: "\u{212B}ngstro\u{308}m"),
    TextShape(name: "precomposed Hangul", typed: "\u{AC01} ", saved: "\u{AC01}"),
    TextShape(name: "decomposed Hangul", typed: " \u{1100}\u{1161}\u{11A8}", saved: "\u{1100}\u{1161}\u{11A8}"),
    TextShape(name: "emoji", typed: " 🥛 + 🥚 ", saved: "🥛 + 🥚"),
    TextShape(name: "a joined emoji", typed: "\n👩‍👩‍👧 shopping\n", saved: "👩‍👩‍👧 shopping"),
  ]

  /// Text with nothing in it: empty, or whitespace and line breaks only, of every kind, also
  /// alternating.
  static let blank: [TextShape] = [
    TextShape(name: "empty", typed: "", saved: nil),
    TextShape(name: "one space", typed: " ", saved: nil),
    TextShape(name: "spaces", typed: "    ", saved: nil),
    TextShape(name: "a tab", typed: "\t", saved: nil),
    TextShape(name: "a line break", typed: "\n", saved: nil),
    TextShape(name: "a Windows line break", typed: "\r\n", saved: nil),
    TextShape(name: "line breaks", typed: "\n\n", saved: nil),
    TextShape(name: "every kind", typed: " \t\r\n \n", saved: nil),
    TextShape(name: "spaces and line breaks alternating", typed: " \n \n \n \t", saved: nil),
    TextShape(name: "a no-break space", typed: "\u{00A0}", saved: nil),
    TextShape(name: "an ideographic space", typed: "\u{3000}", saved: nil),
    TextShape(name: "a line separator", typed: "\u{2028}", saved: nil),
  ]
}
