/// The error `operation` throws, or `nil` when it returns.
func errorThrown(by operation: () async throws -> Void) async -> (any Error)? {
  do {
    try await operation()
    return nil
  } catch {
    return error
  }
}
