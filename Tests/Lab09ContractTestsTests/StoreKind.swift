import Foundation
import Lab09ContractTests
import Testing

/// The stores the contract runs against: the table of conformers. Every contract test loops over
/// `StoreKind.allCases`, a fresh store per row, so each test runs once per store, and one
/// `swift test` proves the fake against the real thing. Each message names the store of its row
/// ("With InMemoryStore: ..."), and a test stops at the first row that fails.
///
/// To put a third store under contract (say, one over SQLite), add a case here: every contract
/// test then runs against it too, unchanged.
enum StoreKind: CaseIterable, CustomStringConvertible {
  /// The real store: JSON files in a temporary folder.
  case file
  /// The fake you write: a dictionary in an actor.
  case inMemory

  /// A fresh, empty store of this kind. A `FileStore` lives in `folder`; give each store its own.
  func makeStore(in folder: URL) -> any NoteStore {
    switch self {
    case .file: FileStore(folder: folder)
    case .inMemory: InMemoryStore()
    }
  }

  /// How a test's message names the row's store: `With FileStore: ...`, `With InMemoryStore: ...`.
  var description: String {
    switch self {
    case .file: "FileStore"
    case .inMemory: "InMemoryStore"
    }
  }
}
