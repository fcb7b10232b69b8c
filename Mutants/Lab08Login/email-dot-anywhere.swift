// replaces: LoginViewModel+Validation.swift
// bug: checks that the email contains an @ and a dot somewhere, so "ada.lovelace@example" (no dot in the domain) passes.
// hint: A dot before the @ is not a domain. Split at the @ and look at the domain alone.

/// The form's rules. Computed, so they follow every keystroke.
extension LoginViewModel {
  /// A plausible address: one `@`; before it, something starting with a letter or a digit; after
  /// it, a domain with a dot that is neither its first nor its last character; no spaces; at most
  /// 64 characters in all.
  public var isEmailValid: Bool {
    guard email.count <= 64, !email.contains(where: \.isWhitespace) else { return false }
    guard let first = email.first, first.isASCII, first.isLetter || first.isNumber else { return false }
    return email.contains("@") && email.contains(".")
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
