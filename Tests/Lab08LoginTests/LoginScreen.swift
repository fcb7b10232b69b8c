import Lab08Login

/// Everything a Task 4 test can observe, in one value: the form, what the screen shows (the
/// rules, the spinner, the token, the error) and the double's whole record (every request it
/// received, how many still wait).
///
/// Every test ends by building the `LoginScreen` it expects and comparing once, with
/// ``assertSame(_:_:_:file:line:)``: a side effect nobody asked for (a token wiped when a later
/// login starts, an error wiped by a cancel, a second request) fails whichever test runs past it.
struct LoginScreen: Equatable {
  var email: String
  var password: String
  var isEmailValid: Bool
  var isPasswordValid: Bool
  var isLoginButtonEnabled: Bool
  var isLoggingIn: Bool
  var token: String?
  /// The stored error, as `describe(_:)` spells it: its type and its value.
  var error: String?
  /// Every login the double received, oldest first, read field by field.
  var requests: [SentForm]
  /// How many logins wait in the double.
  var pendingCount: Int
}

extension LoginScreen {
  @MainActor
  init(_ sut: LoginViewModel, _ service: ControlledAuthenticationService) {
    email = sut.email
    password = sut.password
    isEmailValid = sut.isEmailValid
    isPasswordValid = sut.isPasswordValid
    isLoginButtonEnabled = sut.isLoginButtonEnabled
    isLoggingIn = sut.isLoggingIn
    token = sut.token
    error = sut.error.map(describe)
    requests = service.requests.map(SentForm.init)
    pendingCount = service.pendingCount
  }

  /// The screen with a valid form (Ada's, unless told otherwise), in flight or not.
  static func valid(
    email: String = "ada@example.com", password: String = "analytical", inFlight: Bool = false, requests: [SentForm],
    token: String? = nil, error: String? = nil
  ) -> LoginScreen {
    LoginScreen(
      email: email, password: password, isEmailValid: true, isPasswordValid: true, isLoginButtonEnabled: !inFlight,
      isLoggingIn: inFlight, token: token, error: error, requests: requests, pendingCount: inFlight ? 1 : 0)
  }
}

/// An error as a test compares it: its type and its value, so `URLError(.cancelled)` and
/// `CancellationError()` never look alike, and neither looks like `.requestFailed`.
func describe(_ error: any Error) -> String {
  "\(type(of: error)).\(error)"
}
