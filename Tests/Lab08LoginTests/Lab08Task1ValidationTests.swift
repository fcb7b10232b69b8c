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
    for row in FormShapes.emails {
      // Given a valid password, so the button follows the email alone
      sut.password = "analytical"
      // When
      sut.email = row.text
      // Then
      assertSame(
        FormRules(sut), FormRules(isEmailValid: row.isValid, isPasswordValid: true, isLoginButtonEnabled: row.isValid),
        "Expected isEmailValid == \(row.isValid) for \(row.text.debugDescription) (\(row.text.count) characters): \(row.rule). Check isEmailValid against that rule; the button follows it."
      )
    }
  }

  func test_isPasswordValid_needsAtLeastEightCharacters() async {
    for row in FormShapes.passwords {
      sut.email = "ada@example.com"
      sut.password = row.text
      assertSame(
        FormRules(sut), FormRules(isEmailValid: true, isPasswordValid: row.isValid, isLoginButtonEnabled: row.isValid),
        "Expected isPasswordValid == \(row.isValid) for \(row.text.debugDescription): \(row.rule). Eight characters is valid: use >= 8, not > 8, and count characters (password.count), not bytes, UTF-16 units or scalars; don't trim, and don't refuse a long or an all-blank password: there is no upper limit, and spaces count."
      )
    }
  }

  func test_isLoginButtonEnabled_needsAValidEmailAndAValidPassword() async {
    let cases: [(email: String, password: String, rules: FormRules)] = [
      ("ada@example.com", "analytical", FormRules(isEmailValid: true, isPasswordValid: true, isLoginButtonEnabled: true)),
      ("ada@example", "analytical", FormRules(isEmailValid: false, isPasswordValid: true, isLoginButtonEnabled: false)),
      ("ada@example.com", "short", FormRules(isEmailValid: true, isPasswordValid: false, isLoginButtonEnabled: false)),
      ("", "", FormRules(isEmailValid: false, isPasswordValid: false, isLoginButtonEnabled: false)),
    ]

    for (email, password, rules) in cases {
      // Given
      sut.email = email
      sut.password = password
      // Then
      assertSame(
        FormRules(sut), rules,
        "Expected the rules \(rules) for \(email.debugDescription) / \(password.debugDescription). Enable the button only when isEmailValid && isPasswordValid."
      )
    }
  }
}

/// What the form's rules say, all three at once.
struct FormRules: Equatable {
  var isEmailValid: Bool
  var isPasswordValid: Bool
  var isLoginButtonEnabled: Bool
}

extension FormRules {
  @MainActor
  init(_ sut: LoginViewModel) {
    self.init(isEmailValid: sut.isEmailValid, isPasswordValid: sut.isPasswordValid, isLoginButtonEnabled: sut.isLoginButtonEnabled)
  }
}
