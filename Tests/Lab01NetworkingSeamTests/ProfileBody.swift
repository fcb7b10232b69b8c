import Lab01NetworkingSeam

/// JSON bodies of every shape a server may send: the fields in another order, extra fields, line
/// breaks and tabs, escaped and literal non-ASCII, combining characters and emoji (each decodes to
/// a profile); and bodies that are not a profile (each must end in a `DecodingError`).
enum ProfileBody: String, CaseIterable, Sendable, CustomStringConvertible {
  case compact
  case spaced
  case reorderedOnSeveralLines
  case extraFields
  case escapedNonASCII
  case combiningAndEmoji
  case emptyObject
  case wrongKeys
  case missingEmail
  case idIsANumber
  case nameIsNull
  case null
  case array
  case empty
  case truncated
  case htmlPage
  case json5

  /// Bodies that decode to a profile.
  static let profiles: [ProfileBody] = allCases.filter { $0.profile != nil }
  /// Bodies that are not a profile.
  static let notProfiles: [ProfileBody] = allCases.filter { $0.profile == nil }

  var text: String {
    switch self {
    case .compact: #"{"id":"42","name":"Ada Lovelace","email":"ada@example.com"}"#
    case .spaced: adaJSON
    case .reorderedOnSeveralLines: "{\n\t\"email\" : \"grace@example.com\",\n  \"name\": \"Grace Hopper\",\r\n \"id\": \"7\"\n}\n"
    case .extraFields:
      #"{"id": "7", "role": "admiral", "name": "Grace Hopper", "tags": ["cobol", 1906], "email": "grace@example.com", "x": null}"#
    case .escapedNonASCII: #"{"id": "\u00e9-9", "name": "Zo\u00eb \u00c5ngstr\u00f6m", "email": "zoe@example.com"}"#
    case .combiningAndEmoji: "{\"id\": \"e\u{301}\", \"name\": \"Jose\u{301} 👩‍💻 Núñez\", \"email\": \"jose@example.com\"}"
    case .emptyObject: "{}"
    case .wrongKeys: #"{"oops": true}"#
    case .missingEmail: #"{"id": "42", "name": "Ada Lovelace"}"#
    case .idIsANumber: #"{"id": 42, "name": "Ada Lovelace", "email": "ada@example.com"}"#
    case .nameIsNull: #"{"id": "42", "name": null, "email": "ada@example.com"}"#
    case .null: "null"
    case .array: "[" + adaJSON + "]"
    case .empty: ""
    case .truncated: #"{"id": "42", "name": "Ada Lov"#
    case .htmlPage: "<html><body>Internal Server Error</body></html>"
    // JSON5, not JSON: unquoted keys, single quotes, a comment, a trailing comma.
    case .json5: "{id: '42', name: 'Ada Lovelace', /* x */ email: 'ada@example.com',}"
    }
  }

  /// The profile this body holds; `nil` for a body that is not a profile.
  var profile: UserProfile? {
    switch self {
    case .compact, .spaced: ada
    case .reorderedOnSeveralLines, .extraFields: grace
    case .escapedNonASCII: UserProfile(id: "é-9", name: "Zoë Ångström", email: "zoe@example.com")
    case .combiningAndEmoji: UserProfile(id: "e\u{301}", name: "Jose\u{301} 👩‍💻 Núñez", email: "jose@example.com")
    default: nil
    }
  }

  var description: String { "the body \(rawValue) (\(text.debugDescription))" }
}
