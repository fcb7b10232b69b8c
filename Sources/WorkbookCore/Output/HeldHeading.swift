import Foundation
import Synchronization

/// A watched check's first lines (the screen cleared, `[14:03:27] check 4: checking lab 01 ...`),
/// held back while a burst of saves may still be going on. The watch starts checking at the first
/// save, so the compile runs while it waits to see whether another save follows; the check shows
/// itself once the files have stayed the same for the settle time (``show()`` from the watch), or
/// as soon as it has something to say (``show()`` from the check, before its first line). A save
/// before either ``drop()``s the lines: that check ends unseen, and its number goes to the next.
///
/// Whichever comes first wins, under one lock: the lines are printed inside it, so a check's
/// verdict can never come out above its own heading.
///
/// ```swift
/// let heading = HeldHeading(clearsScreen: true, line: "[14:03:27] check 4: checking lab 01 ...")
/// heading.show()   // true: printed now, or earlier
/// heading.drop()   // false: too late, it is on the screen
/// ```
final class HeldHeading: Sendable {
  private enum State { case held, shown, dropped }
  private let state = Mutex(State.held)
  private let clearsScreen: Bool
  private let line: String

  init(clearsScreen: Bool, line: String) {
    self.clearsScreen = clearsScreen
    self.line = line
  }

  /// Prints the lines unless they were dropped; whether they are on the screen.
  @discardableResult
  func show() -> Bool {
    state.withLock { state in
      if state == .held {
        if clearsScreen { FileHandle.standardOutput.write(Data("\u{1B}[2J\u{1B}[H".utf8)) }
        say(line)
        state = .shown
      }
      return state == .shown
    }
  }

  /// Drops the lines unless they are on the screen already; whether they are dropped.
  func drop() -> Bool {
    state.withLock { state in
      if state == .held { state = .dropped }
      return state == .dropped
    }
  }

  /// Whether the lines are on the screen.
  var isShown: Bool { state.withLock { $0 == .shown } }
}
