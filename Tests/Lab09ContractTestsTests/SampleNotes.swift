import Lab09ContractTests

// Raw literals, never `Note`s: see `NoteValue`.
let groceries = NoteValue("groceries", "milk, eggs, coffee")
let groceriesRevised = NoteValue("groceries", "oat milk")
let packing = NoteValue("packing", "charger, passport")
let ideas = NoteValue("ideas", "a fake for every store")

/// Ids that break the rule in `NoteID`, each for its own reason.
let invalidIDs = [
  "",  // empty
  "a/b",  // a path separator: would reach into a subfolder
  "../escape",  // would reach out of the store's folder
  ".hidden",  // a dot: would hide the file
  "Groceries",  // a capital: one file or two, depending on the file system
  "two words",  // a space
  "café",  // a letter outside a-z: lowercase, but not ASCII
  "straße",  // the same, and it uppercases to two letters
  "١٢٣",  // digits, but not 0-9 (Arabic-Indic)
  "ｎｏｔｅ",  // full-width letters: they look like a-z and are not
  // The rule lists what is allowed; everything else is out, not only the shapes above.
  "notes.txt",  // a dot inside
  "what?",  // other punctuation
  "tab\there",  // a control character
  "line\nbreak",  // a line break inside
  "trailing-space ",  // a space at the end
  // Each edge of the allowed ranges, one character past it: `a`-`z` (` and { sit on either
  // side), `0`-`9` (/ and :), and the capitals' edges.
  "back`tick",
  "brace{",
  "note:1",
  "@home",
  "Zebra",
  "e\u{301}",  // e + a combining accent: one character, é, not in a-z
  "📝",  // an emoji
  // A line break or another separator at the END: a pattern's `$` matches before a final line
  // break, so `^[a-z0-9_-]+$` lets each of these through. Files can't be named so portably.
  "trailing-newline\n",
  "trailing-crlf\r\n",
  "trailing-cr\r",
  "\nleading-newline",
  "vertical-tab\u{0B}",
  "form-feed\u{0C}",
  "next-line\u{85}",
  "line-separator\u{2028}",
  "paragraph-separator\u{2029}",
  "no-break-space\u{A0}",
  "zero-width-space\u{200B}",
  "byte-order-mark\u{FEFF}",
]

/// Ids that follow the rule, of every shape it allows: digits only, `-` or `_` alone or first.
let validIDsOfEveryShape = [
  "0", "-", "_", "9-lives", "-draft", "_archive", "a_b-c0",
  // Each edge of the allowed ranges, and several separators in a row.
  "a", "z", "9", "a--b__c", "notes-2024_q1-",
  // Long: the rule sets no length (200 characters; a file name holds 255 bytes).
  String(repeating: "long-id_0", count: 22) + "zz",
]

/// Texts of every shape a note can hold: a store keeps each exactly as it was saved.
let textsOfEveryShape = [
  "",
  "  spaces at both ends  ",
  "line one\nline two\r\n",
  #"a "quoted" word, a \ backslash, a {"json": "look"}"#,
  "Zoë Ångström 👩‍💻 ١٢٣",
  "cafe\u{301} au lait",  // a combining accent
  "\ttabs\tinside\t",
  "\n\nblank lines first",
]
