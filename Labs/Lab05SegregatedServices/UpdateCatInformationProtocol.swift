/// Changing what the service knows about a cat: a different job from showing facts, so a
/// different protocol. Only code that edits cats asks for it.
///
/// ```swift
/// func rename(with updater: any UpdateCatInformationProtocol) async throws(CatServiceError) {
///   try await updater.updateName(id: "c-7", to: "Tom")
/// }
/// ```
public protocol UpdateCatInformationProtocol: Sendable {
  // TODO: Task 2. Declare the one requirement an editor needs: renaming the cat `id` to `name`,
  // with the signature CatService already has. Then delete the stand-in extension below.
}

// TODO: Task 2. Delete this stand-in once the protocol declares the requirement. Until then, a
// call through `any UpdateCatInformationProtocol` lands here and renames nothing.
extension UpdateCatInformationProtocol {
  public func updateName(id: String, to name: String) async throws(CatServiceError) {}
}
