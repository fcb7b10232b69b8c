/// One rule of a lab's seam audit, as `labs.json` lists it under the lab's `"seams"`: the hidden
/// dependency the lab's code must not reach for, the seam the chapter teaches instead, where, and
/// the files whose job it is (the composition root's live file, an adapter).
///
/// ```json
/// {"rule": "Date()", "instead": "the injected dependencies.now()", "section": "Task 3: a feature on injected dependencies",
///  "allowedIn": ["AppDependencies+Live.swift"]}
/// ```
///
/// `rule` is a ``SeamRule`` raw value; `chapter` defaults to the lab's own; `allowedIn` names
/// files by their path inside the lab's folder.
public struct LabSeam: Codable, Sendable, Equatable {
  public let rule: String
  public let instead: String
  /// A heading of the chapter, as written after its `#`s.
  public let section: String
  /// The chapter that teaches the seam, when not the lab's own (`docs/04-test-clock.md`).
  public var chapter: String? = nil
  public var allowedIn: [String]? = nil

  public init(rule: String, instead: String, section: String, chapter: String? = nil, allowedIn: [String]? = nil) {
    self.rule = rule
    self.instead = instead
    self.section = section
    self.chapter = chapter
    self.allowedIn = allowedIn
  }

  /// The rule the tool knows by this name, or `nil` (verify names it as unknown).
  public var known: SeamRule? { SeamRule(rawValue: rule) }

  /// Whether the file at `path` inside the lab's folder may reach for this dependency.
  public func allows(_ path: String) -> Bool {
    allowedIn?.contains(path) ?? false
  }
}
