/// Changing what the service knows about a cat: a different job from showing facts, so a
/// different protocol. Only code that edits cats asks for it.
///
/// ```swift
/// func rename(with updater: any UpdateCatInformationProtocol) async throws {
///   try await updater.updateName(id: "c-7", to: "Tom")
/// }
/// ```
public protocol UpdateCatInformationProtocol: Sendable {
  /// Renames the cat `id` to `name`. Throws a ``CatServiceError``, or a cancel as it came.
  func updateName(id: String, to name: String) async throws
}
