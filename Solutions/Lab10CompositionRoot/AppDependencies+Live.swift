import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension AppDependencies {
  /// The real dependencies: the network through `session`, notes in a file, the system clock.
  ///
  /// Build this once, at the app's edge, and pass it down. Nothing else in the app should know
  /// that `URLSession` or `Date()` exist. No test calls it: a test that needs a member overrides it
  /// on ``failing(log:)`` instead.
  ///
  /// ```swift
  /// @main struct NotesApp: App {
  ///   let dependencies = AppDependencies.live(
  ///     session: URLSession(configuration: .default),
  ///     baseURL: URL(string: "https://api.example.com")!,
  ///     notesFile: URL.documentsDirectory.appending(path: "notes.json"))
  ///   ...
  /// }
  /// ```
  public static func live(session: URLSession, baseURL: URL, notesFile: URL) -> AppDependencies {
    let file = NotesFile(url: notesFile)
    return AppDependencies(
      fetchUser: { id in
        var request = URLRequest(url: baseURL.appendingPathComponent("users").appendingPathComponent(id))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
          throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode(User.self, from: data)
      },
      loadNotes: { try await file.notes() },
      saveNote: { note in try await file.append(note) },
      // The one place the app reads the wall clock.
      now: { Date() },
      // A real app sends the event to its analytics service; this one writes it to the console.
      track: { event in print("[analytics] \(event)") }
    )
  }
}
