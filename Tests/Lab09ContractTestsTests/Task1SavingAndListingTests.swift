import Foundation
import Lab09ContractTests
import Testing

/// Task 1: the contract, part one. What goes in comes out: save, load, overwrite, list, delete.
///
/// Every test runs twice, once per `StoreKind`: the `FileStore` runs are the reference (they pass
/// from the start), the `InMemoryStore` runs are yours. A test is green when both runs are.
@Suite("Lab 09 · Task 1: the contract, saving and listing")
struct Task1SavingAndListingTests {
  /// A fresh folder for this test (and this argument); removed when it ends.
  private let folder = TemporaryFolder()

  @Test(arguments: StoreKind.allCases)
  func ids_isEmptyForANewStore(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)

    let ids = try await sut.ids()

    #expect(ids.isEmpty, "Expected no ids in a new \(kind.testDescription), got \(ids). Start with an empty dictionary.")
  }

  @Test(arguments: StoreKind.allCases)
  func load_returnsTheNoteThatWasSaved(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)

    try await sut.save(groceries)
    let loaded = NoteValue(try await sut.load(id: "groceries"))

    #expect(
      loaded == groceries,
      "Expected load(id:) to return the note saved under that id, got \(loaded). Store the note in save and look it up by id in load."
    )
  }

  @Test(arguments: StoreKind.allCases, textsOfEveryShape)
  func load_returnsTheTextExactlyAsSaved(_ kind: StoreKind, text: String) async throws {
    let sut = makeSUT(kind)
    let note = NoteValue("shapes", text)

    let error = await errorThrown {
      try await sut.save(note)
      let loaded = NoteValue(try await sut.load(id: "shapes"))
      #expect(
        loaded == note,
        "Expected the text \(text.debugDescription) back exactly as saved, got \(loaded.text.debugDescription). Store the note as it is: no trimming, no rewriting."
      )
    }

    #expect(
      error == nil,
      """
      Expected \(kind.testDescription) to store a note whose text is \(text.debugDescription), got \(String(describing: error)). \
      Only the id has a rule: a fake that refuses texts the real store keeps tests your app against rules production doesn't have.
      """
    )
  }

  @Test(arguments: StoreKind.allCases)
  func save_replacesTheNoteWithTheSameID(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)

    try await sut.save(groceries)
    try await sut.save(groceriesRevised)
    let loaded = NoteValue(try await sut.load(id: "groceries"))
    let ids = try await sut.ids()

    #expect(
      loaded == groceriesRevised,
      "Expected the second save to replace the first, as a file is overwritten; load returned \(loaded). Key the notes by id and assign, don't append."
    )
    #expect(ids == ["groceries"], "Expected one id after saving the same id twice, got \(ids). An overwrite must not add an entry.")
  }

  @Test(arguments: StoreKind.allCases)
  func ids_listsEveryIDOnceInAscendingOrder(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    // Saved out of order on purpose: neither the order of saving nor a dictionary's order is sorted.
    let saved = ["pears", "apples", "milk", "bread", "eggs", "coffee"]

    for id in saved {
      try await sut.save(NoteValue(id, "buy \(id)"))
    }
    let ids = try await sut.ids()

    #expect(
      ids == ["apples", "bread", "coffee", "eggs", "milk", "pears"],
      "Expected every id once, in ascending order, got \(ids). Return the keys sorted, as FileStore.ids() does; a dictionary keeps no order."
    )
  }

  @Test(arguments: StoreKind.allCases)
  func ids_ordersDigitsAndPunctuationAsTheRealStoreDoes(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    let saved = ["note2", "note_a", "note10", "note-b", "note1"]

    for id in saved {
      try await sut.save(NoteValue(id, "text of \(id)"))
    }
    let ids = try await sut.ids()

    #expect(
      ids == ["note-b", "note1", "note10", "note2", "note_a"],
      "Expected ids in plain String order (\"-\" before digits, \"note10\" before \"note2\", \"_\" after both), got \(ids). Use the same sorted() as FileStore.ids(), not a natural or localized sort."
    )
  }

  @Test(arguments: StoreKind.allCases, validIDsOfEveryShape)
  func save_acceptsAnIDOfEveryShapeTheRuleAllows(_ kind: StoreKind, id: String) async throws {
    let sut = makeSUT(kind)
    let note = NoteValue(id, "kept under \(id)")

    let error = await errorThrown {
      try await sut.save(note)
      let loaded = NoteValue(try await sut.load(id: id))
      #expect(loaded == note, "Expected the note saved under \"\(id)\" to load back, got \(loaded). Store each note under its own id.")
    }

    #expect(
      error == nil,
      """
      Expected \(kind.testDescription) to accept the id \"\(id)\" (a-z, 0-9, - and _ in any order), got \(String(describing: error)). \
      Apply NoteID.validate, the real store's rule, not a stricter or looser one of your own.
      """
    )
  }

  @Test(arguments: StoreKind.allCases)
  func delete_removesThatNoteAndNoOther(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    // Neighbours whose ids start or end with "ideas", or are a part of it.
    let neighbours = [NoteValue("idea", "one"), NoteValue("ideas-old", "two"), NoteValue("my-ideas", "three")]
    for note in [groceries, ideas, packing] + neighbours {
      try await sut.save(note)
    }

    try await sut.delete(id: "ideas")
    let ids = try await sut.ids()
    let kept = NoteValue(try await sut.load(id: "packing"))

    #expect(
      ids == ["groceries", "idea", "ideas-old", "my-ideas", "packing"],
      "Expected only \"ideas\" gone after delete(id: \"ideas\"), got \(ids). Remove that one key, not the ids that contain it.")
    #expect(kept == packing, "Expected the other notes untouched by a delete, got \(kept) for \"packing\".")
  }

  @Test(arguments: StoreKind.allCases)
  func save_afterADelete_storesTheNoteAgain(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.save(groceries)
    try await sut.delete(id: "groceries")

    try await sut.save(groceriesRevised)
    let ids = try await sut.ids()
    let loaded = NoteValue(try await sut.load(id: "groceries"))

    #expect(
      ids == ["groceries"] && loaded == groceriesRevised,
      "Expected a note saved under a deleted id to be stored again, got \(ids) and \(loaded). A deleted id is free: FileStore writes the file again."
    )
  }

  @Test(arguments: StoreKind.allCases)
  func load_returnsALongTextWhole(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    // 200,000 characters, each line numbered, so a cut or a reordering shows.
    let text = (0..<20_000).map { "line \($0)\n" }.joined()

    try await sut.save(NoteValue("long", text))
    let loaded = NoteValue(try await sut.load(id: "long"))

    #expect(
      loaded == NoteValue("long", text),
      "Expected a text of \(text.count) characters back whole, got \(loaded.text.count) characters. A store keeps any text, of any length.")
  }

  @Test(arguments: StoreKind.allCases)
  func ids_listsOnlyNotes_whenTheFolderHoldsOtherFiles(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.save(groceries)
    if kind == .file {
      // What a Finder, an editor or an interrupted write leaves beside the notes.
      for stray in [".DS_Store", "groceries.json.tmp", "readme.txt"] {
        _ = FileManager.default.createFile(atPath: folder.url.appendingPathComponent(stray).path, contents: Data("x".utf8))
      }
    }

    let ids = try await sut.ids()

    #expect(
      ids == ["groceries"],
      "Expected only the notes listed by \(kind.testDescription), got \(ids). A note is a <id>.json file; other files in the folder are not notes."
    )
  }

  @Test(arguments: StoreKind.allCases)
  func twoStores_doNotSeeEachOthersNotes(_ kind: StoreKind) async throws {
    // Two stores, as two tests running in parallel would each make: each has its own folder.
    let first = kind.makeStore(in: folder.url.appendingPathComponent("first", isDirectory: true))
    let second = kind.makeStore(in: folder.url.appendingPathComponent("second", isDirectory: true))

    try await first.save(groceries)
    let secondIDs = try await second.ids()

    #expect(
      secondIDs.isEmpty,
      "Expected a second \(kind.testDescription) to start empty, but it sees \(secondIDs). Keep the notes in an instance property, never a static one."
    )
  }

  // MARK: - Helpers

  private func makeSUT(_ kind: StoreKind) -> any NoteStore {
    kind.makeStore(in: folder.url)
  }
}
