import Foundation
import Lab09ContractTests
import Testing

/// Task 1: the contract, part one. What goes in comes out: save, load, overwrite, list, delete.
///
/// Every test runs once per `StoreKind`, a fresh store each time, `FileStore` first: the
/// `FileStore` rows are the reference (they pass from the start), the `InMemoryStore` rows are
/// yours. A test is green when every row is; it stops at the first row that fails, and the message
/// names that row's store.
@Suite("Lab 09 · Task 1: the contract, saving and listing")
struct Task1SavingAndListingTests {
  /// A fresh folder for this test; each row's store gets a folder of its own inside it.
  private let folder = TemporaryFolder()

  @Test func ids_isEmptyForANewStore() async throws {
    for kind in StoreKind.allCases {
      let sut = makeSUT(kind)

      let ids = try await sut.ids()

      guard expectSame(ids, [], "With \(kind): expected no ids in a new store, got \(ids). Start with an empty dictionary.") else { return }
    }
  }

  @Test func load_returnsTheNoteThatWasSaved() async throws {
    for kind in StoreKind.allCases {
      let sut = makeSUT(kind)

      try await sut.save(groceries)
      let loaded = NoteValue(try await sut.load(id: "groceries"))

      guard
        expectSame(
          loaded, groceries,
          "With \(kind): expected load(id:) to return the note saved under that id, got \(loaded). Store the note in save and look it up by id in load."
        )
      else { return }
    }
  }

  @Test func load_returnsTheTextExactlyAsSaved() async throws {
    for kind in StoreKind.allCases {
      for text in textsOfEveryShape {
        let sut = makeSUT(kind)
        let note = NoteValue("shapes", text)
        var loaded: NoteValue?

        let error = await errorThrown {
          try await sut.save(note)
          loaded = NoteValue(try await sut.load(id: "shapes"))
        }

        guard
          expectSame(
            error.map { "\($0)" }, nil,
            """
            With \(kind), the text \(text.debugDescription): expected the store to keep a note with this text, got \(String(describing: error)). \
            Only the id has a rule: a fake that refuses texts the real store keeps tests your app against rules production doesn't have.
            """
          ),
          expectSame(
            loaded, note,
            """
            With \(kind), the text \(text.debugDescription): expected it back exactly as saved, got \(loaded?.text.debugDescription ?? "nothing"). \
            Store the note as it is: no trimming, no rewriting.
            """
          )
        else { return }
      }
    }
  }

  @Test func save_replacesTheNoteWithTheSameID() async throws {
    for kind in StoreKind.allCases {
      let sut = makeSUT(kind)

      try await sut.save(groceries)
      try await sut.save(groceriesRevised)
      let loaded = NoteValue(try await sut.load(id: "groceries"))
      let ids = try await sut.ids()

      guard
        expectSame(
          loaded, groceriesRevised,
          "With \(kind): expected the second save to replace the first, as a file is overwritten; load returned \(loaded). Key the notes by id and assign, don't append."
        ),
        expectSame(
          ids, ["groceries"],
          "With \(kind): expected one id after saving the same id twice, got \(ids). An overwrite must not add an entry.")
      else { return }
    }
  }

  @Test func ids_listsEveryIDOnceInAscendingOrder() async throws {
    for kind in StoreKind.allCases {
      let sut = makeSUT(kind)
      // Saved out of order on purpose: neither the order of saving nor a dictionary's order is sorted.
      let saved = ["pears", "apples", "milk", "bread", "eggs", "coffee"]

      for id in saved {
        try await sut.save(NoteValue(id, "buy \(id)"))
      }
      let ids = try await sut.ids()

      guard
        expectSame(
          ids, ["apples", "bread", "coffee", "eggs", "milk", "pears"],
          "With \(kind): expected every id once, in ascending order, got \(ids). Return the keys sorted, as FileStore.ids() does; a dictionary keeps no order."
        )
      else { return }
    }
  }

  @Test func ids_ordersDigitsAndPunctuationAsTheRealStoreDoes() async throws {
    for kind in StoreKind.allCases {
      let sut = makeSUT(kind)
      let saved = ["note2", "note_a", "note10", "note-b", "note1"]

      for id in saved {
        try await sut.save(NoteValue(id, "text of \(id)"))
      }
      let ids = try await sut.ids()

      guard
        expectSame(
          ids, ["note-b", "note1", "note10", "note2", "note_a"],
          """
          With \(kind): expected ids in plain String order ("-" before digits, "note10" before "note2", "_" after both), got \(ids). \
          Use the same sorted() as FileStore.ids(), not a natural or localized sort.
          """
        )
      else { return }
    }
  }

  @Test func save_acceptsAnIDOfEveryShapeTheRuleAllows() async throws {
    for kind in StoreKind.allCases {
      for id in validIDsOfEveryShape {
        let sut = makeSUT(kind)
        let note = NoteValue(id, "kept under \(id)")
        var loaded: NoteValue?

        let error = await errorThrown {
          try await sut.save(note)
          loaded = NoteValue(try await sut.load(id: id))
        }

        guard
          expectSame(
            error.map { "\($0)" }, nil,
            """
            With \(kind), the id "\(id)": expected it accepted (a-z, 0-9, - and _ in any order), got \(String(describing: error)). \
            Apply NoteID.validate, the real store's rule, not a stricter or looser one of your own.
            """
          ),
          expectSame(
            loaded, note,
            "With \(kind), the id \"\(id)\": expected the note saved under it to load back, got \(String(describing: loaded)). Store each note under its own id."
          )
        else { return }
      }
    }
  }

  @Test func delete_removesThatNoteAndNoOther() async throws {
    for kind in StoreKind.allCases {
      let sut = makeSUT(kind)
      // Neighbours whose ids start or end with "ideas", or are a part of it.
      let neighbours = [NoteValue("idea", "one"), NoteValue("ideas-old", "two"), NoteValue("my-ideas", "three")]
      for note in [groceries, ideas, packing] + neighbours {
        try await sut.save(note)
      }

      try await sut.delete(id: "ideas")
      let ids = try await sut.ids()
      let kept = NoteValue(try await sut.load(id: "packing"))

      guard
        expectSame(
          ids, ["groceries", "idea", "ideas-old", "my-ideas", "packing"],
          "With \(kind): expected only \"ideas\" gone after delete(id: \"ideas\"), got \(ids). Remove that one key, not the ids that contain it."
        ),
        expectSame(kept, packing, "With \(kind): expected the other notes untouched by a delete, got \(kept) for \"packing\".")
      else { return }
    }
  }

  @Test func save_afterADelete_storesTheNoteAgain() async throws {
    for kind in StoreKind.allCases {
      let sut = makeSUT(kind)
      try await sut.save(groceries)
      try await sut.delete(id: "groceries")

      try await sut.save(groceriesRevised)
      let ids = try await sut.ids()
      let loaded = NoteValue(try await sut.load(id: "groceries"))

      let advice =
        "With \(kind): expected a note saved under a deleted id to be stored again, got \(ids) and \(loaded). A deleted id is free: FileStore writes the file again."
      guard expectSame(ids, ["groceries"], advice), expectSame(loaded, groceriesRevised, advice) else { return }
    }
  }

  @Test func load_returnsALongTextWhole() async throws {
    for kind in StoreKind.allCases {
      let sut = makeSUT(kind)
      // 200,000 characters, each line numbered, so a cut or a reordering shows.
      let text = (0..<20_000).map { "line \($0)\n" }.joined()

      try await sut.save(NoteValue("long", text))
      let loaded = NoteValue(try await sut.load(id: "long"))

      // Compared as a Bool: the diff of two 200,000-character texts would drown the message.
      guard
        expectSame(
          loaded == NoteValue("long", text), true,
          "With \(kind): expected a text of \(text.count) characters back whole, got \(loaded.text.count) characters. A store keeps any text, of any length."
        )
      else { return }
    }
  }

  @Test func ids_listsOnlyNotes_whenTheFolderHoldsOtherFiles() async throws {
    for kind in StoreKind.allCases {
      let rowFolder = folder.row()
      let sut = kind.makeStore(in: rowFolder)
      try await sut.save(groceries)
      if kind == .file {
        // What a Finder, an editor or an interrupted write leaves beside the notes.
        for stray in [".DS_Store", "groceries.json.tmp", "readme.txt"] {
          _ = FileManager.default.createFile(atPath: rowFolder.appendingPathComponent(stray).path, contents: Data("x".utf8))
        }
      }

      let ids = try await sut.ids()

      guard
        expectSame(
          ids, ["groceries"],
          "With \(kind): expected only the notes listed, got \(ids). A note is a <id>.json file; other files in the folder are not notes.")
      else { return }
    }
  }

  @Test func twoStores_doNotSeeEachOthersNotes() async throws {
    for kind in StoreKind.allCases {
      // Two stores, as two tests running in parallel would each make: each has its own folder.
      let rowFolder = folder.row()
      let first = kind.makeStore(in: rowFolder.appendingPathComponent("first", isDirectory: true))
      let second = kind.makeStore(in: rowFolder.appendingPathComponent("second", isDirectory: true))

      try await first.save(groceries)
      let secondIDs = try await second.ids()

      guard
        expectSame(
          secondIDs, [],
          "With \(kind): expected a second store to start empty, but it sees \(secondIDs). Keep the notes in an instance property, never a static one."
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
