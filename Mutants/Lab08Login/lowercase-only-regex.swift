// replaces: LoginViewModel+Validation.swift
// bug: validates with a regex whose character classes are [a-z0-9], so an address with capitals (Ada@Example.com) is refused.
// hint: Type your email the way people do, with a capital letter. Does your rule care about case?
/// The form's rules. Computed, so they follow every keystroke.
extension LoginViewModel {
  /// A plausible address: one `@`; before it, something starting with a letter or a digit; after
  /// it, a domain with a dot that is neither its first nor its last character; no spaces; at most
  /// 64 characters in all.
  public var isEmailValid: Bool {
    email.count <= 64 && email.wholeMatch(of: #/[a-z0-9][^@\s]*@[a-z0-9-]+(\.[a-z0-9-]+)+/#) != nil
  }

  public var isPasswordValid: Bool {
    password.count >= 8
  }

  /// Enabled when both fields are valid and no login is already in flight.
  public var isLoginButtonEnabled: Bool {
    isEmailValid && isPasswordValid && !isLoggingIn
  }
}
