/// A hidden dependency the seam audit looks for: something the code reaches for on its own (the
/// network, the clock, the disk, a singleton) instead of being handed it by its caller.
///
/// `labs.json` names the rules each lab is held to (``LabSeam``); a rule finds the expressions of
/// its kind in code tokens, never in comments or strings.
///
/// ```swift
/// let tokens = SeamTokenizer.tokens(of: "let now = Foundation.Date()")
/// SeamRule.date.matches(in: tokens)   // one match: tokens 3...7, "Date()" on line 1
/// ```
public enum SeamRule: String, CaseIterable, Sendable {
  /// `URLSession.shared`, and an implicit `.shared` (`session: URLSession = .shared`).
  case urlSessionShared = "URLSession.shared"
  /// `URLSession(configuration:)` and any other `URLSession(...)`: a session made where it is used.
  case urlSessionInit = "URLSession(configuration:)"
  /// `Date()`, `Date.now`, `Date(timeIntervalSinceNow:)`, and the readings that take the wall
  /// clock without naming it: `x.timeIntervalSinceNow` (the time from now to `x`),
  /// `Date.timeIntervalSinceReferenceDate` (the type's property is the current time; a date's
  /// is not) and `CFAbsoluteTimeGetCurrent()`.
  case date = "Date()"
  /// `Task.sleep(for:)`, `Task.sleep(nanoseconds:)`: real sleeping.
  case taskSleep = "Task.sleep"
  /// `ContinuousClock()`, `SuspendingClock()`, `.continuous`, `.suspending`, `ContinuousClock.now`.
  case liveClock = "ContinuousClock()"
  /// `DispatchQueue.main.asyncAfter(...)` (on any queue).
  case dispatchAfter = "DispatchQueue.main.asyncAfter"
  /// `UserDefaults.standard`.
  case userDefaults = "UserDefaults.standard"
  /// `FileManager.default`.
  case fileManager = "FileManager.default"
  /// `NotificationCenter.default`.
  case notificationCenter = "NotificationCenter.default"
  /// `UUID()`: an id made where it is used.
  case uuid = "UUID()"
  /// A declared singleton: `static let shared`, `static var shared` (`class var shared` too).
  case sharedSingleton = "static let shared"

  /// One place a rule matched: the tokens from `first` through `last`.
  struct Match: Equatable {
    let first: Int
    let last: Int
  }

  /// Modules a type may be qualified with: `Foundation.Date()` is `Date()`.
  private static let modules: Set<Substring> = ["Foundation", "Swift", "Dispatch", "_Concurrency", "FoundationEssentials"]

  /// Words without which the rule cannot match: a file that has none of them is not tokenized.
  var keyWords: [String] {
    switch self {
    case .urlSessionShared: ["shared"]
    case .urlSessionInit: ["URLSession"]
    case .date: ["Date"]
    case .taskSleep: ["sleep"]
    case .liveClock: ["Clock", "continuous", "suspending"]
    case .dispatchAfter: ["asyncAfter"]
    case .userDefaults: ["UserDefaults"]
    case .fileManager: ["FileManager"]
    case .notificationCenter: ["NotificationCenter"]
    case .uuid: ["UUID"]
    case .sharedSingleton: ["shared"]
    }
  }

  /// Every place in `tokens` this rule finds its hidden dependency.
  func matches(in tokens: [SeamTokenizer.Token]) -> [Match] {
    var found: [Match] = []
    for index in tokens.indices {
      if let last = match(at: index, in: tokens) { found.append(Match(first: index, last: last)) }
    }
    return found
  }

  /// The last token of a match that starts at `index`, if one does (an implicit member's at its `.`).
  private func match(at index: Int, in tokens: [SeamTokenizer.Token]) -> Int? {
    func text(_ offset: Int) -> Substring? {
      index + offset < tokens.count ? tokens[index + offset].text : nil
    }
    /// `Type` at `index`, not a member of something else (`x.Date()`), unless of a module.
    func type(_ names: Substring...) -> Bool {
      guard let word = text(0), names.contains(word) else { return false }
      guard index > 0, tokens[index - 1].text == "." else { return true }
      return index > 1 && Self.modules.contains(tokens[index - 2].text)
    }
    /// An implicit member at `index`: `.name`, with nothing before the dot it could be a member of.
    func implicitMember(_ names: Substring...) -> Bool {
      guard text(0) == ".", let word = text(1), names.contains(word) else { return false }
      guard index > 0 else { return true }
      let before = tokens[index - 1]
      return !(before.isWord || before.text == ")" || before.text == "]" || before.text == "?" || before.text == "!")
        || ["return", "in", "case", "try", "await"].contains(before.text)
    }
    switch self {
    case .urlSessionShared:
      if type("URLSession"), text(1) == ".", text(2) == "shared" { return index + 2 }
      // `session: URLSession = .shared`: a default argument brings the singleton back.
      return implicitMember("shared") ? index + 1 : nil
    case .urlSessionInit:
      if type("URLSession"), text(1) == "(" { return index + 1 }
      return type("URLSession") && text(1) == "." && text(2) == "init" && text(3) == "(" ? index + 3 : nil
    case .date:
      // `entry.stamp.timeIntervalSinceNow < -300`: an age against the wall clock.
      if text(0) == ".", text(1) == "timeIntervalSinceNow", index > 0 { return index + 1 }
      if type("CFAbsoluteTimeGetCurrent"), text(1) == "(" { return index + 1 }
      guard type("Date") else { return nil }
      if text(1) == ".", text(2) == "timeIntervalSinceReferenceDate" { return index + 2 }
      if text(1) == "(", text(2) == ")" { return index + 2 }
      if text(1) == "(", text(2) == "timeIntervalSinceNow" { return index + 2 }
      if text(1) == ".", text(2) == "now" { return index + 2 }
      if text(1) == ".", text(2) == "init", text(3) == "(", text(4) == ")" { return index + 4 }
      return nil
    case .taskSleep:
      return type("Task") && text(1) == "." && text(2) == "sleep" ? index + 2 : nil
    case .liveClock:
      if type("ContinuousClock", "SuspendingClock") {
        if text(1) == "(", text(2) == ")" { return index + 2 }
        if text(1) == ".", text(2) == "now" { return index + 2 }
        return nil
      }
      return implicitMember("continuous", "suspending") && text(2) != "(" ? index + 1 : nil
    case .dispatchAfter:
      return text(0) == "asyncAfter" && index > 0 && tokens[index - 1].text == "." && text(1) == "(" ? index : nil
    case .userDefaults:
      return type("UserDefaults") && text(1) == "." && text(2) == "standard" ? index + 2 : nil
    case .fileManager:
      return type("FileManager") && text(1) == "." && text(2) == "default" ? index + 2 : nil
    case .notificationCenter:
      return type("NotificationCenter") && text(1) == "." && text(2) == "default" ? index + 2 : nil
    case .uuid:
      return type("UUID") && text(1) == "(" && text(2) == ")" ? index + 2 : nil
    case .sharedSingleton:
      guard text(0) == "static" || text(0) == "class" else { return nil }
      // Modifiers may sit between: `static nonisolated let shared`, `class var shared`.
      var offset = 1
      while let word = text(offset), ["nonisolated", "final", "public", "private", "internal", "fileprivate", "package"].contains(word) {
        offset += 1
      }
      guard text(offset) == "let" || text(offset) == "var", text(offset + 1) == "shared" else { return nil }
      return index + offset + 1
    }
  }
}
