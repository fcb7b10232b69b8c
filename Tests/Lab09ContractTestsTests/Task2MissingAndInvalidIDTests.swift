import Foundation
import Lab09ContractTests
import Testing

/// Task 2: the contract, part two. The errors: a missing id and an invalid id throw exactly what
/// the real store throws, so code tested against the fake handles the errors production will see.
@Suite("Lab 09 · Task 2: the contract, missing and invalid ids")
struct Task2MissingAndInvalidIDTests {
  /// A fresh folder for this test; each row's store gets a folder of its own inside it.
  private let folder = TemporaryFolder()

  @Test func load_throwsNotFoundForAnIDThatWasNeverSaved() async throws {
    for kind in StoreKind.allCases {
      let sut = makeSUT(kind)
      try await sut.save(groceries)

      try await #require(
        throws: NoteStoreError.notFound(id: "packing"),
        "With \(kind): expected NoteStoreError.notFound(id: \"packing\"). Throw it when no note has the id; never return an empty note."
      ) {
        try await sut.load(id: "packing")
      }
    }
  }

  @Test func delete_throwsNotFoundForAMissingID_andKeepsTheOtherNotes() async throws {
    for kind in StoreKind.allCases {
      let sut = makeSUT(kind)
      try await sut.save(groceries)
      try await sut.save(packing)
      try await sut.delete(id: "packing")

      try await #require(
        throws: NoteStoreError.notFound(id: "packing"),
        """
        With \(kind): expected the second delete of "packing" to throw NoteStoreError.notFound(id: "packing"), as FileStore does. \
        Check that the key was there.
        """
      ) {
        try await sut.delete(id: "packing")
      }
      let ids = try await sut.ids()
      guard expectSame(ids, ["groceries"], "With \(kind): expected a failed delete to leave the other notes alone, got \(ids).") else {
        return
      }
    }
  }

  @Test func load_throwsNotFoundForADeletedNote() async throws {
    for kind in StoreKind.allCases {
      let sut = makeSUT(kind)
      try await sut.save(groceries)
      try await sut.save(packing)

      try await sut.delete(id: "packing")

      try await #require(
        throws: NoteStoreError.notFound(id: "packing"),
        """
        With \(kind): expected load(id: "packing") after deleting it to throw NoteStoreError.notFound(id: "packing"), as FileStore does. \
        Delete the note itself, not only its id in a list.
        """
      ) {
        try await sut.load(id: "packing")
      }
    }
  }

  @Test func save_rejectsAnInvalidID_andStoresNothing() async throws {
    for kind in StoreKind.allCases {
      for id in invalidIDs {
        let sut = makeSUT(kind)

        // A requirement: a save that does not refuse ends the test here, with one issue.
        try await #require(
          throws: NoteStoreError.invalidID(id),
          """
          With \(kind), the id \(id.debugDescription): expected NoteStoreError.invalidID, the real store can't name a file that way. \
          Call `try NoteID.validate(note.id)` first in save.
          """
        ) {
          try await sut.save(NoteValue(id, "anything"))
        }
        let ids = try await sut.ids()
        guard
          expectSame(
            ids, [],
            "With \(kind), the id \(id.debugDescription): expected nothing stored after a refused save, got \(ids). Validate before you store."
          )
        else { return }
      }
    }
  }

  @Test func loadAndDelete_rejectAnInvalidIDBeforeLookingItUp() async throws {
    for kind in StoreKind.allCases {
      for id in invalidIDs {
        let sut = makeSUT(kind)

        // A requirement: the first call that does not refuse ends the test, with one issue.
        try await #require(
          throws: NoteStoreError.invalidID(id),
          "With \(kind): expected load(id: \(id.debugDescription)) to throw NoteStoreError.invalidID, not notFound. Call `try NoteID.validate(id)` before the lookup."
        ) {
          try await sut.load(id: id)
        }
        try await #require(
          throws: NoteStoreError.invalidID(id),
          "With \(kind): expected delete(id: \(id.debugDescription)) to throw NoteStoreError.invalidID, not notFound. Call `try NoteID.validate(id)` before the lookup."
        ) {
          try await sut.delete(id: id)
        }
      }
    }
  }

  /// A note whose file can't be read (not JSON any more, or a folder where the file should be)
  /// is a failure, not a missing note: `NoteStoreError` says "Other failures reach the caller as
  /// the underlying error". The fake has no file to damage: its notes all load.
  @Test func load_ofANoteThatCannotBeRead_throwsTheUnderlyingError_notNotFound() async throws {
    for kind in StoreKind.allCases {
      for damage in Damage.allCases {
        let rowFolder = folder.row()
        let sut = kind.makeStore(in: rowFolder)
        try await sut.save(groceries)
        try await sut.save(packing)
        let damaged = kind == .file && damage.apply(toFileOf: "packing", in: rowFolder)

        let ids = try await sut.ids()
        let kept = NoteValue(try await sut.load(id: "groceries"))
        let packingLoad = Outcome(await errorThrown { _ = try await sut.load(id: "packing") })

        guard
          expectSame(
            Reads(ids: ids, groceries: kept, packing: packingLoad),
            Reads(ids: ["groceries", "packing"], groceries: groceries, packing: damaged ? .underlyingError : .loaded),
            """
            With \(kind), packing's file \(damaged ? damage.description : "untouched"): expected the store to list both notes, load \
            groceries, and \(damaged ? "throw the underlying error for packing, not NoteStoreError.notFound: the note is there, unreadable" : "load packing").
            """
          )
        else { return }
      }
    }
  }

  /// A folder that can't be listed (here a file stands where the folder should be) is a failure:
  /// `ids()` throws it instead of answering "no notes".
  @Test func ids_whenTheFolderCannotBeListed_throwsTheUnderlyingError() async throws {
    for kind in StoreKind.allCases {
      let rowFolder = folder.row()
      let sut = kind.makeStore(in: rowFolder)
      try await sut.save(groceries)
      var broken = false
      if kind == .file {
        try FileManager.default.removeItem(at: rowFolder)
        broken = FileManager.default.createFile(atPath: rowFolder.path, contents: Data("not a folder".utf8))
      }

      let listing = Outcome(await errorThrown { _ = try await sut.ids() })

      guard
        expectSame(
          listing, broken ? .underlyingError : .loaded,
          """
          With \(kind): expected ids() to \(broken ? "throw the error the file system gave, not an empty list: \"no notes\" and \"can't read the folder\" are different answers" : "list the saved note").
          """
        )
      else { return }
    }
  }

  // MARK: - Helpers

  /// A fresh, empty store of `kind` for one row, in a folder of its own.
  private func makeSUT(_ kind: StoreKind) -> any NoteStore {
    kind.makeStore(in: folder.row())
  }
}

/// How a test damages a note's file behind `FileStore`'s back.
enum Damage: CaseIterable, Sendable, CustomStringConvertible {
  /// The file holds bytes that are not JSON.
  case notJSON
  /// A folder stands where the file should be: it exists, and can't be read as a file.
  case aFolderInItsPlace

  /// Damages `<folder>/<id>.json`; returns whether it could.
  func apply(toFileOf id: String, in folder: URL) -> Bool {
    let file = folder.appendingPathComponent(id + ".json", isDirectory: false)
    switch self {
    case .notJSON:
      return FileManager.default.createFile(atPath: file.path, contents: Data("{ not json".utf8))
    case .aFolderInItsPlace:
      do {
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
        return true
      } catch {
        return false
      }
    }
  }

  var description: String {
    switch self {
    case .notJSON: "not JSON"
    case .aFolderInItsPlace: "replaced by a folder"
    }
  }
}

/// How a call ended, as the contract tells its endings apart.
enum Outcome: Equatable, CustomStringConvertible {
  case loaded
  case notFound
  case invalidID
  /// Any error that is not a `NoteStoreError`: the failure underneath, passed on.
  case underlyingError

  init(_ error: (any Error)?) {
    switch error {
    case nil: self = .loaded
    case NoteStoreError.notFound?: self = .notFound
    case NoteStoreError.invalidID?: self = .invalidID
    default: self = .underlyingError
    }
  }

  var description: String {
    switch self {
    case .loaded: "answered"
    case .notFound: "NoteStoreError.notFound"
    case .invalidID: "NoteStoreError.invalidID"
    case .underlyingError: "the underlying error"
    }
  }
}

/// What a contract test reads back from a store whose file may be damaged.
struct Reads: Equatable {
  var ids: [String]
  var groceries: NoteValue
  var packing: Outcome
}
