/// The form's rules. Computed, so they follow every keystroke.
extension LoginViewModel {
  /// A plausible address: one `@`; before it, something starting with a letter or a digit; after
  /// it, a domain that contains a dot and neither starts nor ends with one, however many dots it
  /// has; no spaces; at most 64 characters in all.
  public var isEmailValid: Bool {
    guard email.count <= 64, !email.contains(where: \.isWhitespace) else { return false }
    guard let first = email.first, first.isASCII, first.isLetter || first.isNumber else { return false }
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return false }
    let domain = parts[1]
    return domain.contains(".") && !domain.hasPrefix(".") && !domain.hasSuffix(".")
  }

  /// At least 8 characters.
  public var isPasswordValid: Bool {
    password.count >= 8
  }

  /// Enabled when both fields are valid and no login is already in flight.
  public var isLoginButtonEnabled: Bool {
    isEmailValid && isPasswordValid && !isLoggingIn
  }
}
