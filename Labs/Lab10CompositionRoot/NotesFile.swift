import Foundation

/// The live note storage: a JSON file, read and written by one actor so that two saves never
/// interleave. Only ``AppDependencies/live(session:baseURL:notesFile:)`` uses it.
///
/// ```swift
/// let file = NotesFile(url: documents.appendingPathComponent("notes.json"))
/// try await file.append(note)
/// ```
public actor NotesFile {
  private let url: URL

  public init(url: URL) {
    self.url = url
  }

  /// Every note in the file, oldest first; none when the file does not exist yet.
  public func notes() throws -> [Note] {
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    return try JSONDecoder().decode([Note].self, from: Data(contentsOf: url))
  }

  /// Adds `note` at the end of the file.
  public func append(_ note: Note) throws {
    let all = try notes() + [note]
    try JSONEncoder().encode(all).write(to: url, options: .atomic)
  }
}
