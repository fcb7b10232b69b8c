/// The rule every store applies to ids: one or more of `a`–`z`, `0`–`9`, `-` and `_`.
///
/// The rule comes from the real store, which names a file after each id. A `/` would reach into
/// another folder, `..` out of the store, and a leading `.` would hide the file. Capitals are out
/// because macOS's file system is case-insensitive and Linux's is not: with them, `Milk` and
/// `milk` would be one note on a Mac and two on Linux. The fake applies the same rule, so a test
/// run against the fake refuses every id the app would be refused in production.
///
/// ```swift
/// try NoteID.validate("groceries")   // fine
/// try NoteID.validate("../secrets")  // throws NoteStoreError.invalidID("../secrets")
/// ```
public enum NoteID {
  /// Throws ``NoteStoreError/invalidID(_:)`` unless `id` follows the rule.
  public static func validate(_ id: String) throws {
    let allowed = id.unicodeScalars.allSatisfy { scalar in
      ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }
    guard !id.isEmpty, allowed else { throw NoteStoreError.invalidID(id) }
  }
}
