import Lab09ContractTests

/// Everything a Task 3 or Task 4 test can observe, in one value: what the screen shows (`notes`,
/// `errorMessage`) and what the store holds (read back through the store's own API).
///
/// Every test ends by building the `NotesScreen` it expects and comparing once, so a side effect
/// nobody asked for (a list emptied by a failure, a message wiped by a cancel, a note the store
/// holds but the screen lost) fails whichever test runs past it, and the message names each field
/// that differs.
///
/// ```swift
/// expectSame(await NotesScreen(sut, store: store), NotesScreen(notes: [groceries], errorMessage: nil, stored: [groceries]),
///            "Load once: the stored note on screen, no message.")
/// ```
struct NotesScreen: Equatable {
  /// `sut.notes`, in order.
  var notes: [Note]
  /// `sut.errorMessage`, exactly.
  var errorMessage: String?
  /// What the store holds, every note in id order; `nil` for a stub that can't be read.
  var stored: [Note]?
}

extension NotesScreen {
  /// Reads `sut` and everything `store` holds (through `ids()` and `load(id:)`).
  @MainActor
  init(_ sut: NotesViewModel, store: (any NoteStore)?) async {
    notes = sut.notes
    errorMessage = sut.errorMessage
    if let store {
      stored = await notesStored(in: store)
    } else {
      stored = nil
    }
  }

}

/// Every note `store` holds, in id order, or `nil` when it can't be read.
func notesStored(in store: any NoteStore) async -> [Note]? {
  do {
    var notes: [Note] = []
    for id in try await store.ids() {
      notes.append(try await store.load(id: id))
    }
    return notes
  } catch {
    return nil
  }
}
