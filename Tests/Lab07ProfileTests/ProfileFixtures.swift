import Lab07Profile

/// Users and updates the tests share. Immutable values, so parallel tests cannot disturb each other.
let ada = User(id: "42", name: "Ada Lovelace", email: "ada@example.com", bio: "Analyst")
let grace = User(id: "7", name: "Grace Hopper", email: "grace@example.com", bio: "Admiral")
let renameAda = ProfileUpdate(name: "Ada King", bio: "Countess of Lovelace")
let renameAgain = ProfileUpdate(name: "A. A. Lovelace", bio: "Poetical scientist")
/// What the backend answers to `renameAda`: it saved the name and trimmed the bio, so a view model
/// that shows its own merge of the update instead of this user is caught.
let adaAfterRename = User(id: "42", name: "Ada King", email: "ada@example.com", bio: "Countess")

/// The ways the service fails, for the parameterized error tests.
enum TestError: Error, Equatable, CaseIterable {
  case offline
  case timedOut
  case unauthorized
  case serverError
}
