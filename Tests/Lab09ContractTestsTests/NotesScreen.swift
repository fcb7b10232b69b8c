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
  /// `sut.notes`, in order, each read through its properties (see `NoteValue`).
  var notes: [NoteValue]
  /// `sut.errorMessage`, exactly.
  var errorMessage: String?
  /// What the store holds, every note in id order; `nil` for a stub that can't be read.
  var stored: [NoteValue]?
  /// Every note the store was asked to write during the event, in order, for a store that records
  /// them (`FaultyStore`); `nil` otherwise. One save writes once: a save the store refused or
  /// failed is not tried again behind the user's back.
  var writes: [NoteValue]? = nil
}

extension NotesScreen {
  /// Reads `sut` and everything `store` holds (through `ids()` and `load(id:)`).
  @MainActor
  init(_ sut: NotesViewModel, store: (any NoteStore)?) async {
    notes = sut.notes.map(NoteValue.init)
    errorMessage = sut.errorMessage
    if let store {
      stored = await notesStored(in: store)
    } else {
      stored = nil
    }
    writes = (store as? FaultyStore)?.writes
  }
}

/// Every note `store` holds, in id order, or `nil` when it can't be read.
func notesStored(in store: any NoteStore) async -> [NoteValue]? {
  do {
    var notes: [NoteValue] = []
    for id in try await store.ids() {
      notes.append(NoteValue(try await store.load(id: id)))
    }
    return notes
  } catch {
    return nil
  }
}
