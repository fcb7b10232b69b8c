import Foundation
import Synchronization

/// How long a test waits for something that should happen at once (a call returning after its
/// double answered, a cancelled request ending). Only a broken lab ever waits this long: a correct
/// one ends in microseconds. It bounds a wait; nothing sleeps in a test that passes.
let boundedWait: TimeInterval = 5

/// The value of whichever of `contenders` ends first, or `fallback` when none has ended within
/// ``boundedWait``. It does not wait for the others: a call that never returns (a continuation
/// that is never resumed) is left behind, and the test fails by its message instead of hanging.
func firstOf<T: Sendable>(_ contenders: [@Sendable () async -> T], orAfterTheBound fallback: T) async -> T {
  let once = Once()
  return await withCheckedContinuation { (continuation: CheckedContinuation<T, Never>) in
    let finish: @Sendable (T) -> Void = { value in
      if once.claim() { continuation.resume(returning: value) }
    }
    for contender in contenders {
      Task { finish(await contender()) }
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + boundedWait) { finish(fallback) }
  }
}

/// Lets exactly one of several racers resume a continuation.
private final class Once: Sendable {
  private let taken = Mutex(false)

  /// `true` for the first caller only.
  func claim() -> Bool {
    taken.withLock { taken in
      defer { taken = true }
      return !taken
    }
  }
}

/// Fired once, awaited by anyone: a waiter that comes after the fire returns at once.
final class Signal: Sendable {
  private let state = Mutex<(fired: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

  func fire() {
    let waiters = state.withLock { state in
      state.fired = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let fired = state.withLock { state in
        if !state.fired { state.waiters.append(continuation) }
        return state.fired
      }
      if fired { continuation.resume() }
    }
  }
}
