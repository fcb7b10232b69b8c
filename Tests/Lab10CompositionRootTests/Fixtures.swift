import Foundation
import Lab10CompositionRoot

/// Fixed moments the tests inject as `now`. No test reads the wall clock.
let nineAM = Date(timeIntervalSince1970: 1_750_064_400)
let fivePM = Date(timeIntervalSince1970: 1_750_093_200)

let ada = User(id: "42", name: "Ada")

/// An error for a storage double to throw: the disk is full.
struct DiskFull: Error, Equatable {}

/// Runs `body` and returns the error it threw, or `nil` when it returned. (In Swift 6.0,
/// `#expect(throws:)` returns nothing, so a test that reads the error catches it itself.)
func errorThrown(by body: () async throws -> Void) async -> (any Error)? {
  do {
    try await body()
    return nil
  } catch {
    return error
  }
}

/// How a failed expectation names what was thrown: the error, or that nothing was.
func describe(_ error: (any Error)?) -> String {
  error.map { "\(type(of: $0)): \($0)" } ?? "no error (it returned)"
}
