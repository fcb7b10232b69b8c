import Foundation
import Lab09ContractTests
import Testing

/// Task 2: the contract, part two. The errors: a missing id and an invalid id throw exactly what
/// the real store throws, so code tested against the fake handles the errors production will see.
@Suite("Lab 09 · Task 2: the contract, missing and invalid ids")
struct Task2MissingAndInvalidIDTests {
  /// A fresh folder for this test (and this argument); removed when it ends.
  private let folder = TemporaryFolder()

  @Test(arguments: StoreKind.allCases)
  func load_throwsNotFoundForAnIDThatWasNeverSaved(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.save(groceries)

    await #expect(
      throws: NoteStoreError.notFound(id: "packing"),
      "Expected NoteStoreError.notFound(id: \"packing\"). Throw it when no note has the id; never return an empty note."
    ) {
      try await sut.load(id: "packing")
    }
  }

  @Test(arguments: StoreKind.allCases)
  func delete_throwsNotFoundForAMissingID_andKeepsTheOtherNotes(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.save(groceries)
    try await sut.save(packing)
    try await sut.delete(id: "packing")

    await #expect(
      throws: NoteStoreError.notFound(id: "packing"),
      "Expected the second delete of \"packing\" to throw NoteStoreError.notFound(id: \"packing\"), as FileStore does. Check that the key was there."
    ) {
      try await sut.delete(id: "packing")
    }
    let ids = try await sut.ids()
    #expect(ids == ["groceries"], "Expected a failed delete to leave the other notes alone, got \(ids).")
  }

  @Test(arguments: StoreKind.allCases)
  func load_throwsNotFoundForADeletedNote(_ kind: StoreKind) async throws {
    let sut = makeSUT(kind)
    try await sut.save(groceries)
    try await sut.save(packing)

    try await sut.delete(id: "packing")

    await #expect(
      throws: NoteStoreError.notFound(id: "packing"),
      "Expected load(id: \"packing\") after deleting it to throw NoteStoreError.notFound(id: \"packing\"), as FileStore does. Delete the note itself, not only its id in a list."
    ) {
      try await sut.load(id: "packing")
    }
  }

  @Test(arguments: StoreKind.allCases, invalidIDs)
  func save_rejectsAnInvalidID_andStoresNothing(_ kind: StoreKind, id: String) async throws {
    let sut = makeSUT(kind)

    await #expect(
      throws: NoteStoreError.invalidID(id),
      "Expected NoteStoreError.invalidID(\"\(id)\"): the real store can't name a file that way. Call `try NoteID.validate(note.id)` first in save."
    ) {
      try await sut.save(NoteValue(id, "anything"))
    }
    let ids = try await sut.ids()
    #expect(ids.isEmpty, "Expected nothing stored after a refused save, got \(ids). Validate before you store.")
  }

  @Test(arguments: StoreKind.allCases, invalidIDs)
  func loadAndDelete_rejectAnInvalidIDBeforeLookingItUp(_ kind: StoreKind, id: String) async throws {
    let sut = makeSUT(kind)

    await #expect(
      throws: NoteStoreError.invalidID(id),
      "Expected load(id: \"\(id)\") to throw NoteStoreError.invalidID, not notFound. Call `try NoteID.validate(id)` before the lookup."
    ) {
      try await sut.load(id: id)
    }
    await #expect(
      throws: NoteStoreError.invalidID(id),
      "Expected delete(id: \"\(id)\") to throw NoteStoreError.invalidID, not notFound. Call `try NoteID.validate(id)` before the lookup."
    ) {
      try await sut.delete(id: id)
    }
  }

  // MARK: - Helpers

  private func makeSUT(_ kind: StoreKind) -> any NoteStore {
    kind.makeStore(in: folder.url)
  }
}
