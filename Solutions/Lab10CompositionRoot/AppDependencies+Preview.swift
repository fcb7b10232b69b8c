import Foundation

extension AppDependencies {
  /// Canned data for SwiftUI previews and demos: always succeeds, never touches the network or the
  /// disk, and always says it is the same moment, so a preview looks the same every time.
  ///
  /// ```swift
  /// #Preview {
  ///   let root = AppRoot(dependencies: .preview)
  ///   NotesScreen(notes: root.notes, composer: root.makeComposer())
  /// }
  /// ```
  ///
  /// Not for tests: a test that forgets to set a member up would pass on this benign data.
  public static let preview = AppDependencies(
    fetchUser: { id in User(id: id, name: "Preview User") },
    loadNotes: {
      [
        Note(text: "Welcome to Notes", createdAt: previewMoment),
        Note(text: "Swipe to delete", createdAt: previewMoment),
      ]
    },
    saveNote: { _ in },
    now: { previewMoment },
    track: { _ in }
  )

  /// 14 November 2023, 22:13:20 UTC: a fixed moment, so previews never change between runs.
  private static let previewMoment = Date(timeIntervalSince1970: 1_700_000_000)
}
