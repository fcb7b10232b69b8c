import Foundation

/// What the Swift runtime printed when it trapped, and where, when it said.
public struct Trap: Sendable, Equatable {
  /// `Unexpectedly found nil while unwrapping an Optional value`
  public let message: String
  /// `Lab01NetworkingSeam/UserAPI.swift:40` (a `#fileID` and line), when the runtime gave one.
  public let location: String?
}
