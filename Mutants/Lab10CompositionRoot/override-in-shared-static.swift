// replaces: AppDependencies+Current.swift
// bug: withDependencies swaps the override into a shared static and swaps it back afterwards, so two tests overriding at once see each other's values.
// hint: Tests run in parallel. A static is one value for every task; a @TaskLocal is one value per task. Use AppDependencies.$current.withValue.

import Synchronization

extension AppDependencies {
  /// One value for the whole process, behind a lock: safe to read and write, but shared.
  private static let storage = Mutex(AppDependencies.failing(log: UnimplementedLog()))

  /// The dependencies the override last stored.
  public static var current: AppDependencies {
    storage.withLock { $0 }
  }

  /// Stores `dependencies` and returns what was there before.
  static func replaceCurrent(with dependencies: AppDependencies) -> AppDependencies {
    storage.withLock { stored in
      let previous = stored
      stored = dependencies
      return previous
    }
  }
}

/// Runs `operation` with ``AppDependencies/current`` changed by `update`, then puts it back.
public func withDependencies<Result>(
  _ update: (inout AppDependencies) -> Void,
  operation: () async throws -> Result
) async rethrows -> Result {
  var dependencies = AppDependencies.current
  update(&dependencies)
  let previous = AppDependencies.replaceCurrent(with: dependencies)
  defer { _ = AppDependencies.replaceCurrent(with: previous) }
  return try await operation()
}
