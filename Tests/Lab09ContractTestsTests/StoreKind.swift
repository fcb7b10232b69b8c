import Foundation
import Lab09ContractTests
import Testing

/// The stores the contract runs against. Every contract test takes one as its argument, so each
/// test runs once per store, and one `swift test` proves the fake against the real thing.
///
/// To put a third store under contract (say, one over SQLite), add a case here: every contract
/// test then runs against it too, unchanged.
enum StoreKind: CaseIterable, CustomTestStringConvertible {
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

  /// How Swift Testing names the argument in its results: `(FileStore)`, `(InMemoryStore)`.
  var testDescription: String {
    switch self {
    case .file: "FileStore"
    case .inMemory: "InMemoryStore"
    }
  }
}
