/// The form's rules. Computed, so they follow every keystroke.
extension LoginViewModel {
  /// A plausible address: one `@`; before it, something starting with a letter or a digit; after
  /// it, a domain that contains a dot and neither starts nor ends with one, however many dots it
  /// has; no spaces; at most 64 characters in all.
  public var isEmailValid: Bool {
    // TODO: Task 1. Check every rule above; the test's table lists the cases.
    false
  }

  /// At least 8 characters.
  public var isPasswordValid: Bool {
    // TODO: Task 1.
    false
  }

  /// Enabled when both fields are valid and no login is already in flight.
  public var isLoginButtonEnabled: Bool {
    // TODO: Task 1. Both fields valid.
    // TODO: Task 4. ...and no login in flight (isLoggingIn).
    false
  }
}
