import Lab08Login

/// An email and a password as the test wrote them, compared byte for byte: what a test expects a
/// request to carry, and what a ``LoginRequest`` the code under test built did carry.
///
/// The expected side is never built with the product's own `LoginRequest.init` or compared with its
/// `==`: both are code the learner can change, so a `LoginRequest` that lowercased the email or
/// trimmed the password would agree with itself. Bytes, not `String ==`, because `String ==`
/// calls `"é"` and `"e\u{301}"` the same: a request must carry exactly what was typed.
struct SentForm: Equatable, CustomStringConvertible {
  let email: String
  let password: String

  init(email: String, password: String) {
    self.email = email
    self.password = password
  }

  /// What the code under test put in a request, read field by field.
  init(_ request: LoginRequest) {
    self.init(email: request.email, password: request.password)
  }

  static func == (lhs: SentForm, rhs: SentForm) -> Bool {
    Array(lhs.email.utf8) == Array(rhs.email.utf8) && Array(lhs.password.utf8) == Array(rhs.password.utf8)
  }

  var description: String { "\(email.debugDescription) / \(password.debugDescription)" }
}
