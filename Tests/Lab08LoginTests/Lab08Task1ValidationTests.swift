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
      ("ada lovelace@example.com", false, "no spaces"),
      ("ada@example.com ", false, "a trailing space counts too: refuse it, don't trim it away"),
      ("ada@example.com\n", false, "no whitespace of any kind: a newline is whitespace, not only a space"),
      ("éric@example.com", false, "it must start with an ASCII letter or digit: é is a letter, but not ASCII"),
      ("٣ada@example.com", false, "an ASCII digit, too: ٣ (Arabic-Indic three) is a digit, but not ASCII; mind && binding tighter than ||"),
      ("Ada.Lovelace@Example.COM", true, "capital letters are fine anywhere"),
      ("ada+lab@my-lab.example.com", true, "after the first character, anything but whitespace and a second @ is fine, + and - included"),
      (longestLocalPart + "@example.com", true, "64 characters is the limit, and allowed"),
      (longestLocalPart + "a@example.com", false, "65 characters is one too many"),
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
    let cases: [(password: String, isValid: Bool)] = [
      ("", false),
      ("1234567", false),
      ("12345678", true),
      ("ñandú12", false),
      ("ñandú123", true),
      ("123456789", true),
      ("correct horse battery staple", true),
    ]

    for (password, isValid) in cases {
      sut.password = password
      XCTAssertEqual(
        sut.isPasswordValid, isValid,
        "Expected isPasswordValid == \(isValid) for a \(password.count)-character password. Eight characters is valid: use >= 8, not > 8, and count characters (password.count), not bytes."
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
