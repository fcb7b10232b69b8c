import Lab08Login
import XCTest

/// Task 1: the form's rules, each checked against a table of cases.
///
/// This suite shows XCTest's `setUp`/`tearDown`. XCTest keeps every test case instance alive until
/// the whole run ends, so whatever `setUp` creates, `tearDown` must release.
@MainActor
final class Lab08Task1ValidationTests: XCTestCase {
  // Implicitly unwrapped because XCTest, not an initializer, fills it: setUp runs before every
  // test method, so no test can see it empty.
  private var sut: LoginViewModel!

  // The async override is the one that can be @MainActor in Swift 6. It does not call
  // `super.setUp()`: from a @MainActor class that call sends `self` to a nonisolated method, which
  // Swift 6 rejects, and XCTestCase's own implementation has nothing to do.
  override func setUp() async throws {
    sut = LoginViewModel(authenticationService: ControlledAuthenticationService())
  }

  override func tearDown() async throws {
    sut = nil
  }

  func test_isEmailValid_acceptsOnlyWellFormedAddresses() async {
    let longestLocalPart = String(repeating: "a", count: 64 - "@example.com".count)
    // The limit counts characters, as the user sees them, whatever their size in bytes or UTF-16:
    // é is 2 bytes, 👩‍💻 is one character of 11 bytes, and "e\u{301}" (e + a combining accent) is one
    // character of two scalars.
    let accented = "a" + String(repeating: "é", count: 51)
    let emoji = "a" + String(repeating: "👩‍💻", count: 51)
    let combining = "a" + String(repeating: "e\u{301}", count: 51)
    let cases: [(email: String, isValid: Bool, rule: String)] = [
      ("ada@example.com", true, "an ordinary address is valid"),
      ("ada.lovelace@example.co.uk", true, "dots in the name and the domain are fine"),
      ("a1@b.io", true, "short is fine"),
      ("7ada@example.com", true, "it may start with a digit"),
      ("", false, "an empty email is invalid"),
      ("ada.example.com", false, "it needs an @"),
      ("ada@example", false, "the domain needs a dot"),
      ("ada.lovelace@example", false, "a dot before the @ does not count: the domain needs one"),
      ("ada@@example.com", false, "exactly one @"),
      ("ada@exa@mple.com", false, "exactly one @"),
      ("@example.com", false, "something must come before the @"),
      (".ada@example.com", false, "it must start with a letter or a digit"),
      ("ada@.com", false, "the domain must not start with a dot"),
      ("ada@example.", false, "the domain must not end with a dot"),
      ("ada@example.com.", false, "the domain must not end with a dot, even after an earlier one: check its last character"),
      ("ada@.example.com", false, "the domain must not start with a dot, even with another one later: check its first character"),
      ("ada lovelace@example.com", false, "no spaces"),
      ("ada@example.com ", false, "a trailing space counts too: refuse it, don't trim it away"),
      ("ada@example.com\n", false, "no whitespace of any kind: a newline is whitespace, not only a space"),
      ("éric@example.com", false, "it must start with an ASCII letter or digit: é is a letter, but not ASCII"),
      ("٣ada@example.com", false, "an ASCII digit, too: ٣ (Arabic-Indic three) is a digit, but not ASCII; mind && binding tighter than ||"),
      ("Ada.Lovelace@Example.COM", true, "capital letters are fine anywhere"),
      ("ada+lab@my-lab.example.com", true, "after the first character, anything but whitespace and a second @ is fine, + and - included"),
      (longestLocalPart + "@example.com", true, "64 characters is the limit, and allowed"),
      (longestLocalPart + "a@example.com", false, "65 characters is one too many"),
      (accented + "@example.com", true, "64 characters is allowed even when some are é (2 bytes each): count characters"),
      (accented + "é@example.com", false, "65 characters is one too many, é or not"),
      (emoji + "@example.com", true, "64 characters is allowed with emoji in it: count characters, not UTF-8 or UTF-16 units"),
      (combining + "@example.com", true, "64 characters is allowed with e + combining accents: count characters, not scalars"),
      (combining + "e\u{301}@example.com", false, "65 characters is one too many, however each is spelled"),
      ("ada\tlovelace@example.com", false, "no whitespace of any kind: a tab is whitespace"),
      ("ada\u{00A0}lovelace@example.com", false, "no whitespace of any kind: a non-breaking space (pasted from a web page) is whitespace"),
      (" ada@example.com", false, "a leading space counts too"),
    ]

    for (email, isValid, rule) in cases {
      // Given
      sut.email = email
      // Then
      XCTAssertEqual(
        sut.isEmailValid, isValid,
        "Expected isEmailValid == \(isValid) for \(email.debugDescription) (\(email.count) characters): \(rule). Check isEmailValid against that rule."
      )
    }
  }

  func test_isPasswordValid_needsAtLeastEightCharacters() async {
    // Each case says how long it is in characters, and what else could be counted by mistake.
    let cases: [(password: String, isValid: Bool, shape: String)] = [
      ("", false, "empty"),
      ("1234567", false, "ASCII"),
      ("12345678", true, "ASCII"),
      ("ñandú12", false, "9 UTF-8 bytes"),
      ("ñandú123", true, "10 UTF-8 bytes"),
      ("123456👍", false, "8 UTF-16 units, 10 UTF-8 bytes: the emoji is one character"),
      ("1234567👍", true, "9 UTF-16 units"),
      ("abc🇫🇷def", false, "10 UTF-16 units: a flag is one character"),
      ("cafe\u{301}123", false, "8 Unicode scalars: e + a combining accent is one character"),
      ("cafe\u{301}1234", true, "9 Unicode scalars"),
      ("123456789", true, "ASCII"),
      ("correct horse battery staple", true, "ASCII, with spaces"),
    ]

    for (password, isValid, shape) in cases {
      sut.password = password
      XCTAssertEqual(
        sut.isPasswordValid, isValid,
        "Expected isPasswordValid == \(isValid) for \(password.debugDescription), \(password.count) characters (\(shape)). Eight characters is valid: use >= 8, not > 8, and count characters (password.count), not bytes, UTF-16 units or scalars."
      )
    }
  }

  func test_isLoginButtonEnabled_needsAValidEmailAndAValidPassword() async {
    let cases: [(email: String, password: String, isEnabled: Bool)] = [
      ("ada@example.com", "analytical", true),
      ("ada@example", "analytical", false),
      ("ada@example.com", "short", false),
      ("", "", false),
    ]

    for (email, password, isEnabled) in cases {
      // Given
      sut.email = email
      sut.password = password
      // Then
      XCTAssertEqual(
        sut.isLoginButtonEnabled, isEnabled,
        "Expected the button \(isEnabled ? "enabled" : "disabled") for \"\(email)\" / \"\(password)\". Enable it only when isEmailValid && isPasswordValid."
      )
    }
  }
}
