import Foundation
import Lab07Profile
import Testing

/// Users and updates the tests share. Immutable values, so parallel tests cannot disturb each other.
/// Every user and update differs from every other one and from `MockUserService.defaultUser`, so
/// a value shown or sent in the wrong place is visible.
let ada = User(id: "42", name: "Ada Lovelace", email: "ada@example.com", bio: "Analyst")
let grace = User(id: "7", name: "Grace Hopper", email: "grace@example.com", bio: "Admiral")
let renameAda = ProfileUpdate(name: "Ada King", bio: "Countess of Lovelace")
let renameAgain = ProfileUpdate(name: "A. A. Lovelace", bio: "Poetical scientist")
/// What the backend answers to `renameAda`: it saved the name and trimmed the bio, so a view model
/// that shows its own merge of the update instead of this user is caught.
let adaAfterRename = User(id: "42", name: "Ada King", email: "ada@example.com", bio: "Countess")
/// A user no event answers: shown before the call under test (after an earlier save, or before
/// overlapping calls), so a screen that keeps or restores it by mistake is visible.
let mary = User(id: "9", name: "Mary Somerville", email: "mary@example.com", bio: "Mathematician")

/// The ways the service fails, for the error tables.
enum TestError: Error, Equatable, CaseIterable {
  case offline
  case timedOut
  case unauthorized
  case serverError
}

/// Every kind of error a `UserService` can meet, named for the tests' messages.
struct ServiceError: Sendable, CustomStringConvertible {
  let name: String
  let error: any Error
  var description: String { name }

  /// Failures: the screen says the call failed.
  static let failures: [ServiceError] =
    TestError.allCases.map { ServiceError(name: "TestError.\($0)", error: $0) } + [
      ServiceError(name: "URLError(.notConnectedToInternet)", error: URLError(.notConnectedToInternet)),
      ServiceError(name: "URLError(.timedOut)", error: URLError(.timedOut)),
      ServiceError(name: "URLError(.badServerResponse)", error: URLError(.badServerResponse)),
      // A cancel's name, but the user refused to sign in: a failure, not a cancel.
      ServiceError(name: "URLError(.userCancelledAuthentication)", error: URLError(.userCancelledAuthentication)),
      // URLError.cancelled's number in another domain: not a cancel.
      ServiceError(name: "NSError(domain: \"ProfileBackend\", code: -999)", error: NSError(domain: "ProfileBackend", code: -999)),
      ServiceError(
        name: "DecodingError.dataCorrupted",
        error: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not a user"))),
    ]

  /// Cancels, both kinds: the screen goes back to what it showed before the call.
  static let cancels: [ServiceError] = [
    ServiceError(name: "CancellationError()", error: CancellationError()),
    ServiceError(name: "URLError(.cancelled)", error: URLError(.cancelled)),
  ]

  static let all = failures + cancels
}

/// A value of an input table with a short name for the tests' messages.
struct Shape<Value: Sendable>: Sendable, CustomStringConvertible {
  let name: String
  let value: Value
  var description: String { name }
}

/// Users as the backend may return them: the screen shows each exactly (no trimming, no fixing).
let userShapes: [Shape<User>] = zip(
  ["all empty", "one character each", "whitespace and line breaks", "non-ASCII", "combining accent", "emoji", "long"],
  [
    User(id: "1", name: "", email: "", bio: ""),
    User(id: "2", name: "A", email: "a@b.c", bio: "x"),
    User(id: "3", name: "  Ada  Lovelace ", email: " ada@example.com\n", bio: "Line one\nLine two\t"),
    User(id: "4", name: "Zoë Ångström", email: "zoë@exämple.com", bio: "naïve café"),
    User(id: "5", name: "Jose\u{301}", email: "jose\u{301}@example.com", bio: "combining accent"),
    User(id: "6", name: "Ada 👩‍💻🇬🇧", email: "ada+profile@example.com", bio: "emoji"),
    User(id: "7", name: String(repeating: "N", count: 500), email: "long@example.com", bio: String(repeating: "b", count: 5_000)),
  ]
).map { Shape(name: $0, value: $1) }

/// Updates as the edit form may send them: each reaches the service exactly as typed.
let updateShapes: [Shape<ProfileUpdate>] = zip(
  [
    "empty bio", "leading, trailing spaces and a line break", "tab, CRLF, spaced bio", "quotes, emoji, backslashes",
    "non-ASCII and combining", "all empty", "blank", "one character each", "long", "equal to the user on screen",
  ],
  [
    ProfileUpdate(name: "Ada King", bio: ""),
    ProfileUpdate(name: "  Ada King ", bio: "Line one\nLine two"),
    ProfileUpdate(name: "Ada\tKing\r\n", bio: " leading and trailing "),
    ProfileUpdate(name: "Ada \"Countess\" King 👩‍💻", bio: #"C:\notes\bio"#),
    ProfileUpdate(name: "Zoë Ångström", bio: "Jose\u{301} naïve"),
    ProfileUpdate(name: "", bio: ""),
    ProfileUpdate(name: "   ", bio: "\n"),
    ProfileUpdate(name: "A", bio: "b"),
    ProfileUpdate(name: String(repeating: "N", count: 500), bio: String(repeating: "b", count: 5_000)),
    ProfileUpdate(name: ada.name, bio: ada.bio),
  ]
).map { Shape(name: $0, value: $1) }
