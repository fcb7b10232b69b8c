import Foundation
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
  /// A call cancelled while it waits on the store (the store throws `CancellationError` or
  /// `URLError(.cancelled)`) has not failed: it leaves this message, and `notes`, as they were.
  public private(set) var errorMessage: String?

  private let store: any NoteStore
  /// Counts the reads of the store's notes started (each load, and each save's read-back), so
  /// that only the latest one sets the screen.
  private var readsStarted = 0

  public init(store: any NoteStore) {
    self.store = store
  }

  /// Reads every note from the store, in id order. When the store fails, the list stays as it was
  /// and `errorMessage` says so.
  ///
  /// Every load reads the store, even while another is in flight. When reads overlap, only the
  /// latest one started sets the screen: a load overtaken by a newer load (or by a save's
  /// read-back) changes nothing when it answers, whether with notes, an error or a cancellation,
  /// and whichever answer comes first.
  public func load() async {
    readsStarted += 1
    let thisRead = readsStarted
    do {
      let loaded = try await readAll()
      // A newer read started while this one waited on the store: its answer is the one to show.
      guard thisRead == readsStarted else { return }
      notes = loaded
      errorMessage = nil
    } catch let error where isCancel(error) {
      // Cancelled (the screen went away, or a newer call took over): not a failure to report.
    } catch {
      guard thisRead == readsStarted else { return }
      errorMessage = "Couldn't read your notes. Try again."
    }
  }

  /// Saves `note` (replacing a note with the same id), then shows the store's notes again.
  /// When the store refuses, the list stays as it was and `errorMessage` says why.
  /// The read-back is a read like a load's: only the latest read started sets the list.
  public func save(_ note: Note) async {
    do {
      try await store.save(note)
      // Read back rather than patch the list: the store decides what a save means (here, an
      // overwrite), and the screen shows what is stored, not what we hoped was stored.
      readsStarted += 1
      let thisRead = readsStarted
      let stored = try await readAll()
      // A newer read (a load, or another save's read-back) started meanwhile: it shows the store.
      guard thisRead == readsStarted else { return }
      notes = stored
      errorMessage = nil
    } catch let error where isCancel(error) {
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

  /// A cancel arrives as either kind: `CancellationError` from Swift concurrency, or
  /// `URLError(.cancelled)` from URLSession (a store over a server). Neither is a failure.
  private func isCancel(_ error: any Error) -> Bool {
    error is CancellationError || (error as? URLError)?.code == .cancelled
  }
}
