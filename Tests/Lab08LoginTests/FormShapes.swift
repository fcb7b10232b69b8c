/// The shapes an email and a password come in, each with the answer the form's rules give and the
/// rule it tests. Task 1 checks the rules against every row; Tasks 2 and 4 send the valid shapes
/// and check they arrive exactly as typed.
enum FormShapes {
  struct Row {
    let text: String
    let isValid: Bool
    let rule: String
  }

  /// 64 characters in all: the longest address the rule allows.
  private static let longestLocalPart = String(repeating: "a", count: 64 - "@example.com".count)
  // The limit counts characters, as the user sees them, whatever their size in bytes or UTF-16:
  // é is 2 bytes, 👩‍💻 is one character of 11 bytes, and "e\u{301}" (e + a combining accent) is one
  // character of two scalars.
  private static let accented = "a" + String(repeating: "é", count: 51)
  private static let emoji = "a" + String(repeating: "👩‍💻", count: 51)
  private static let combining = "a" + String(repeating: "e\u{301}", count: 51)

  /// Far over the limit: a long domain after a short name, and an address of a thousand characters.
  private static let longDomain = "ada@" + String(repeating: "b", count: 100) + ".com"
  private static let thousand = String(repeating: "a", count: 1000 - "@example.com".count) + "@example.com"

  static let emails: [Row] = [
    Row(text: "ada@example.com", isValid: true, rule: "an ordinary address is valid"),
    Row(text: "ada.lovelace@example.co.uk", isValid: true, rule: "dots in the name and the domain are fine"),
    Row(text: "a1@b.io", isValid: true, rule: "short is fine"),
    Row(text: "a@b.c", isValid: true, rule: "one character on each side of the @ and of the dot is enough"),
    Row(text: "7ada@example.com", isValid: true, rule: "it may start with a digit"),
    Row(text: "Ada.Lovelace@Example.COM", isValid: true, rule: "capital letters are fine anywhere"),
    Row(
      text: "ada+lab@my-lab.example.com", isValid: true,
      rule: "after the first character, anything but whitespace and a second @ is fine, + and - included"),
    Row(text: "zoë@exämple.com", isValid: true, rule: "non-ASCII letters after the first character are fine"),
    Row(text: "ada👩‍💻@example.com", isValid: true, rule: "an emoji after the first character is fine"),
    // Before the @, only the first character has a rule; the domain's dots may sit anywhere but at
    // its ends, side by side included; a - or an _ may start the domain (it is after the first
    // character of the address).
    Row(text: "ada.@example.com", isValid: true, rule: "a name ending with a dot is fine: only its first character has a rule"),
    Row(
      text: "ada..lovelace@example.com", isValid: true,
      rule: "two dots side by side in the name are fine: only its first character has a rule"),
    Row(
      text: "ada@example..com", isValid: true,
      rule: "two dots side by side in the domain are fine: it contains a dot and neither starts nor ends with one"),
    Row(text: "ada@b...c", isValid: true, rule: "however many dots the domain has, side by side or not, only its ends matter"),
    Row(text: "ada@-lab.com", isValid: true, rule: "a - is fine after the first character, at the start of the domain too"),
    Row(text: "ada@_lab.com", isValid: true, rule: "an _ is fine after the first character, at the start of the domain too"),
    Row(text: "ada@lab-.com", isValid: true, rule: "a - before the domain's dot is fine"),
    // Empty, and the @: none, one, several.
    Row(text: "", isValid: false, rule: "an empty email is invalid"),
    Row(text: "ada.example.com", isValid: false, rule: "it needs an @"),
    Row(text: "ada@@example.com", isValid: false, rule: "exactly one @"),
    Row(text: "ada@exa@mple.com", isValid: false, rule: "exactly one @"),
    Row(text: "ada@ex@am@ple.com", isValid: false, rule: "exactly one @, not three"),
    Row(text: "@", isValid: false, rule: "an @ alone is not an address"),
    Row(text: "@example.com", isValid: false, rule: "something must come before the @"),
    Row(text: "ada@", isValid: false, rule: "a domain must come after the @"),
    // The domain's dots: none, one, several, at its edges.
    Row(text: "ada@example", isValid: false, rule: "the domain needs a dot"),
    Row(text: "ada.lovelace@example", isValid: false, rule: "a dot before the @ does not count: the domain needs one"),
    Row(text: "ada@.com", isValid: false, rule: "the domain must not start with a dot"),
    Row(text: "ada@example.", isValid: false, rule: "the domain must not end with a dot"),
    Row(
      text: "ada@example.com.", isValid: false,
      rule: "the domain must not end with a dot, even after an earlier one: check its last character"),
    Row(
      text: "ada@.example.com", isValid: false,
      rule: "the domain must not start with a dot, even with another one later: check its first character"),
    // The first character.
    Row(text: ".ada@example.com", isValid: false, rule: "it must start with a letter or a digit"),
    Row(text: "+ada@example.com", isValid: false, rule: "it must start with a letter or a digit, not a +"),
    Row(text: "éric@example.com", isValid: false, rule: "it must start with an ASCII letter or digit: é is a letter, but not ASCII"),
    Row(
      text: "e\u{301}ric@example.com", isValid: false,
      rule: "the first character is é here too, spelled e + a combining accent: look at the first Character, not the first scalar"),
    Row(
      text: "٣ada@example.com", isValid: false,
      rule: "an ASCII digit, too: ٣ (Arabic-Indic three) is a digit, but not ASCII; mind && binding tighter than ||"),
    Row(text: "👩‍💻ada@example.com", isValid: false, rule: "an emoji is not an ASCII letter or digit"),
    // Whitespace: leading, trailing, inner; every kind, line breaks included.
    Row(text: " ada@example.com", isValid: false, rule: "a leading space counts too"),
    Row(text: "\tada@example.com", isValid: false, rule: "a leading tab counts too"),
    Row(text: "ada@example.com ", isValid: false, rule: "a trailing space counts too: refuse it, don't trim it away"),
    Row(text: "ada@example.com\n", isValid: false, rule: "no whitespace of any kind: a newline is whitespace, not only a space"),
    Row(
      text: "ada@example.com\r\n", isValid: false,
      rule: "a Windows line break (\\r\\n, one Character) is whitespace too: ask the Character, don't list the characters you thought of"),
    Row(text: "ada lovelace@example.com", isValid: false, rule: "no spaces"),
    Row(text: "ada\tlovelace@example.com", isValid: false, rule: "no whitespace of any kind: a tab is whitespace"),
    Row(text: "ada@exam\nple.com", isValid: false, rule: "no whitespace of any kind: a line break inside counts"),
    Row(
      text: "ada\u{00A0}lovelace@example.com", isValid: false,
      rule: "no whitespace of any kind: a non-breaking space (pasted from a web page) is whitespace"),
    Row(
      text: "ada\u{3000}lovelace@example.com", isValid: false,
      rule: "no whitespace of any kind: an ideographic space (a Japanese keyboard's) is whitespace"),
    // The length: 63, 64 and 65 characters, however each character is spelled.
    Row(text: String(longestLocalPart.dropLast()) + "@example.com", isValid: true, rule: "63 characters is under the limit"),
    Row(text: longestLocalPart + "@example.com", isValid: true, rule: "64 characters is the limit, and allowed"),
    Row(text: longestLocalPart + "a@example.com", isValid: false, rule: "65 characters is one too many"),
    Row(
      text: accented + "@example.com", isValid: true,
      rule: "64 characters is allowed even when some are é (2 bytes each): count characters"),
    Row(text: accented + "é@example.com", isValid: false, rule: "65 characters is one too many, é or not"),
    Row(
      text: emoji + "@example.com", isValid: true,
      rule: "64 characters is allowed with emoji in it: count characters, not UTF-8 or UTF-16 units"),
    Row(
      text: combining + "@example.com", isValid: true,
      rule: "64 characters is allowed with e + combining accents: count characters, not scalars"),
    Row(text: combining + "e\u{301}@example.com", isValid: false, rule: "65 characters is one too many, however each is spelled"),
    Row(text: longDomain, isValid: false, rule: "108 characters: the 64 counts the whole address, not only the name before the @"),
    Row(text: thousand, isValid: false, rule: "1000 characters is far too many"),
  ]

  /// Each row says how long the password is in characters, and what else could be counted by
  /// mistake. Whitespace and line breaks are characters like any other: only the email forbids
  /// them.
  static let passwords: [Row] = [
    Row(text: "", isValid: false, rule: "empty"),
    Row(text: "1234567", isValid: false, rule: "7 ASCII characters"),
    Row(text: "12345678", isValid: true, rule: "8 ASCII characters: the boundary, allowed"),
    Row(text: "123456789", isValid: true, rule: "9 ASCII characters"),
    Row(text: "ñandú12", isValid: false, rule: "7 characters, 9 UTF-8 bytes"),
    Row(text: "ñandú123", isValid: true, rule: "8 characters, 10 UTF-8 bytes"),
    Row(text: "123456👍", isValid: false, rule: "7 characters, 8 UTF-16 units, 10 UTF-8 bytes: the emoji is one character"),
    Row(text: "1234567👍", isValid: true, rule: "8 characters, 9 UTF-16 units"),
    Row(text: "abc🇫🇷def", isValid: false, rule: "7 characters, 10 UTF-16 units: a flag is one character"),
    Row(text: "cafe\u{301}123", isValid: false, rule: "7 characters, 8 Unicode scalars: e + a combining accent is one character"),
    Row(text: "cafe\u{301}1234", isValid: true, rule: "8 characters, 9 Unicode scalars"),
    Row(text: "correct horse battery staple", isValid: true, rule: "ASCII, with inner spaces"),
    Row(text: "  spaced  ", isValid: true, rule: "10 characters, spaces at both ends: they count, don't trim them"),
    Row(text: " 123456", isValid: false, rule: "7 characters with a leading space"),
    Row(text: "1234567 ", isValid: true, rule: "8 characters with a trailing space"),
    Row(text: "1234567\n", isValid: true, rule: "8 characters, the last a line break"),
    Row(text: "123456\r\n", isValid: false, rule: "7 characters: \\r\\n is one Character, two scalars"),
    Row(text: "tab\tinside", isValid: true, rule: "10 characters, a tab inside"),
    // No upper limit, and blanks are characters: a password of spaces only is long enough.
    Row(text: String(repeating: "p", count: 64), isValid: true, rule: "64 characters: there is no upper limit"),
    Row(text: String(repeating: "p", count: 65), isValid: true, rule: "65 characters: there is no upper limit"),
    Row(text: String(repeating: "pass ", count: 200), isValid: true, rule: "1000 characters: there is no upper limit"),
    Row(text: "        ", isValid: true, rule: "8 spaces: spaces count like any other character"),
    Row(text: "       ", isValid: false, rule: "7 spaces: one too few"),
    Row(text: " \t \n \t \n", isValid: true, rule: "8 characters, spaces, tabs and line breaks only: they count like any other character"),
  ]

  /// The valid emails and passwords, paired so that every shape is sent at least once.
  static var validForms: [(email: String, password: String)] {
    let emails = self.emails.filter(\.isValid).map(\.text)
    let passwords = self.passwords.filter(\.isValid).map(\.text)
    return (0..<max(emails.count, passwords.count)).map { index in
      (emails[index % emails.count], passwords[index % passwords.count])
    }
  }
}
