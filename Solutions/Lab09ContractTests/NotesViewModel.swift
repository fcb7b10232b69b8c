import Observation

/// Drives a notes screen: the stored notes in id order, and a message when a save fails.
///
/// ```swift
/// let model = NotesViewModel(store: InMemoryStore())
/// await model.load()
/// await model.save(Note(id: "groceries", text: "milk"))
/// model.notes          // [Note(id: "groceries", text: "milk")]
/// model.errorMessage   // nil
/// ```
@MainActor
@Observable
public final class NotesViewModel {
  /// Every stored note, in the store's id order.
  public private(set) var notes: [Note] = []
  /// A sentence for the user when the last save or load failed; `nil` after one succeeds.
  /// A call cancelled while it waits on the store (the store throws `CancellationError`) has not
  /// failed: it leaves this message, and `notes`, as they were.
  public private(set) var errorMessage: String?

  private let store: any NoteStore

  public init(store: any NoteStore) {
    self.store = store
  }

  /// Reads every note from the store, in id order.
  public func load() async {
    do {
      notes = try await readAll()
      errorMessage = nil
    } catch is CancellationError {
      // Cancelled (the screen went away, or a newer call took over): not a failure to report.
    } catch {
      errorMessage = "Couldn't read your notes. Try again."
    }
  }

  /// Saves `note` (replacing a note with the same id), then shows the store's notes again.
  /// When the store refuses, the list stays as it was and `errorMessage` says why.
  public func save(_ note: Note) async {
    do {
      try await store.save(note)
      // Read back rather than patch the list: the store decides what a save means (here, an
      // overwrite), and the screen shows what is stored, not what we hoped was stored.
      notes = try await readAll()
      errorMessage = nil
    } catch is CancellationError {
      // Cancelled while waiting on the store: the list and the message stay as they were.
    } catch NoteStoreError.invalidID(let id) {
      errorMessage = "“\(id)” can't be a note's name. Use lowercase letters, digits, - and _."
    } catch {
      errorMessage = "Couldn't save “\(note.id)”. Try again."
    }
  }

  private func readAll() async throws -> [Note] {
    var loaded: [Note] = []
    for id in try await store.ids() {
      loaded.append(try await store.load(id: id))
    }
    return loaded
  }
}
