/// What a ``NoteStore`` throws when the caller asks for something it cannot do.
///
/// Other failures (a full disk, a folder without permission) reach the caller as the underlying
/// error; these two are part of the contract every store keeps.
public enum NoteStoreError: Error, Equatable {
  /// No note has this id: it was never saved, or it was deleted.
  case notFound(id: String)
  /// The id breaks the rule in ``NoteID``; nothing was read or written.
  case invalidID(String)
}
