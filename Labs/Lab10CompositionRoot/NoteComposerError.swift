/// Why ``NoteComposer`` refused to post a note.
public enum NoteComposerError: Error, Equatable {
  /// The text was empty, or only whitespace.
  case emptyText
}
