import Foundation

/// The real ``NoteStore``: one JSON file per note, `<id>.json`, in the folder it is given.
///
/// It is given to you complete: it is the reference behaviour the fake must match. It creates the
/// folder on the first save, and it never picks a folder itself (the app's composition root does,
/// and a test passes a fresh temporary one).
///
/// ```swift
/// let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
/// let store = FileStore(folder: folder)
/// try await store.save(Note(id: "groceries", text: "milk"))   // writes <folder>/groceries.json
/// ```
public struct FileStore: NoteStore {
  private let folder: URL

  public init(folder: URL) {
    self.folder = folder
  }

  public func save(_ note: Note) async throws {
    try NoteID.validate(note.id)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // `.atomic` writes a temporary file and renames it: a crash mid-write never leaves half a note.
    try JSONEncoder().encode(note).write(to: file(for: note.id), options: .atomic)
  }

  public func load(id: String) async throws -> Note {
    try NoteID.validate(id)
    let file = file(for: id)
    guard FileManager.default.fileExists(atPath: file.path) else { throw NoteStoreError.notFound(id: id) }
    return try JSONDecoder().decode(Note.self, from: Data(contentsOf: file))
  }

  public func delete(id: String) async throws {
    try NoteID.validate(id)
    let file = file(for: id)
    guard FileManager.default.fileExists(atPath: file.path) else { throw NoteStoreError.notFound(id: id) }
    try FileManager.default.removeItem(at: file)
  }

  public func ids() async throws -> [String] {
    // No folder yet means nothing was ever saved.
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    // The listing comes back in no promised order (it differs between file systems), so sort it:
    // the contract promises ascending ids, whatever the disk does.
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }.sorted()
  }

  private func file(for id: String) -> URL {
    folder.appendingPathComponent(id + ".json", isDirectory: false)
  }
}
