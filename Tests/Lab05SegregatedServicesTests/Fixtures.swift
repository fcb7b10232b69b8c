import Foundation
import Lab05SegregatedServices
import Testing

/// Distinct facts everywhere, so a fact shown in the wrong place is visible.
let clowder = CatFact(fact: "A group of cats is called a clowder.", length: 36)
let sleepy = CatFact(fact: "Cats sleep 12 to 16 hours a day.", length: 32)
/// What a double answers when the test has to end a fetch that should have been cancelled.
let late = CatFact(fact: "This answer came after the screen had gone.", length: 43)
let clowderJSON = #"{"fact": "A group of cats is called a clowder.", "length": 36}"#

/// The base URL every test uses. `.test` is a reserved name: nothing on the internet answers it.
func catBaseURL() throws -> URL {
  try #require(URL(string: "https://cats.lab05.test"))
}
