/// A cell of `post`'s events × states table for cancels: when the task running `post` is
/// cancelled, what the user typed, and what the storage does about the cancel. A storage decides
/// what a cancel means to it: one that stops throws a cancel, and `post` passes it on as it came;
/// one that finishes the save anyway (the file was written) answers, and `post` returns the
/// note, which is saved. `post` never decides on its own that a saved note was not saved.
struct CancelCell: Sendable, CustomStringConvertible {
  enum When: Sendable {
    /// The task was cancelled before `post` started.
    case beforePost
    /// The task was cancelled while the save waited.
    case whileSaving
  }

  enum StorageAnswer: Sendable {
    /// The storage saves the note and returns.
    case saves
    /// The storage throws this cancel.
    case throwsCancel(StorageFailure)
  }

  let name: String
  let when: When
  let typed: String
  let storage: StorageAnswer

  var description: String { name }

  static let all: [CancelCell] = [
    CancelCell(name: "cancelled before post, the storage saves", when: .beforePost, typed: "Buy milk", storage: .saves),
    CancelCell(name: "cancelled before post, blank text", when: .beforePost, typed: " \n", storage: .saves),
    CancelCell(
      name: "cancelled before post, the storage throws CancellationError", when: .beforePost, typed: "Buy milk",
      storage: .throwsCancel(.cancelled)),
    CancelCell(
      name: "cancelled before post, the storage throws URLError(.cancelled)", when: .beforePost, typed: "Buy milk",
      storage: .throwsCancel(.urlCancelled)),
    CancelCell(
      name: "cancelled while saving, the storage throws CancellationError", when: .whileSaving, typed: "Buy milk",
      storage: .throwsCancel(.cancelled)),
    CancelCell(
      name: "cancelled while saving, the storage throws URLError(.cancelled)", when: .whileSaving, typed: "Buy milk",
      storage: .throwsCancel(.urlCancelled)),
    CancelCell(
      name: "cancelled while saving, the storage finishes the save", when: .whileSaving, typed: "Buy milk",
      storage: .saves),
  ]
}
