import Lab07Profile
import Testing

/// What a test sees at the moment `await loadProfile()` or `await updateProfile(_:)` returns: the
/// screen, and who wrote the answer on it.
///
/// Who wrote it is told by priority, which Swift hands down the chain of awaits. The call runs in
/// a `.low` task that a `.high` task awaits, so the call runs escalated to `.high`, and so does
/// every task it awaits (a `Task.detached` or a `Task { }` whose value it awaits, an `async let`).
/// A task the call starts and does not await keeps its own priority: a `Task { }` the base `.low`,
/// a `Task.detached` `.medium`. So a write at `.high` came from the call or a task it waited for;
/// any other came from a task nobody waits for, even when a few `Task.yield()` let it land first.
struct WhenTheCallReturned: Equatable {
  /// Who wrote an answer on the screen.
  enum Writer: Equatable, CustomStringConvertible {
    /// The call itself, or a task it awaited: done when the call returns.
    case theCallOrATaskItAwaited
    /// A task the call started and did not await (its priority): it may land after the return.
    case aTaskTheCallDidNotAwait(TaskPriority)

    init(_ priority: TaskPriority) {
      self = priority == .high ? .theCallOrATaskItAwaited : .aTaskTheCallDidNotAwait(priority)
    }

    var description: String {
      switch self {
      case .theCallOrATaskItAwaited: "the call, or a task it awaited"
      case .aTaskTheCallDidNotAwait(let priority): "a task the call did not await (priority \(priority))"
      }
    }
  }

  var state: ProfileViewModel.State
  /// For each write of `state` after the answer, who made it.
  var answerWrittenBy: [Writer]
}

/// Runs a load or a save on a screen whose service answers at once, and expects the answer on
/// screen when the call returns, written by the call or a task it awaited. Deterministic whatever
/// the timing: a write from a task nobody awaits is seen as such when it lands before the return,
/// and is missing when it lands after.
@MainActor
func expectTheAnswerOnScreenWhenTheCallReturns(save: Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
  let service = AnswerWatchingUserService()
  let sut = ProfileViewModel(userService: service)
  service.screen = sut

  // The `.high` task holds the main actor until it awaits the `.low` one: the call cannot start
  // before it runs escalated.
  let atReturn = await Task(priority: .high) { @MainActor in
    let call = Task(priority: .low) { @MainActor in
      if save { await sut.updateProfile(renameAda) } else { await sut.loadProfile() }
      return sut.state
    }
    return await call.value
  }.value
  let writes = service.answerWrites.withLock { $0 }.map(WhenTheCallReturned.Writer.init)

  let method = save ? "updateProfile(_:)" : "loadProfile()"
  expectSame(
    WhenTheCallReturned(state: atReturn, answerWrittenBy: writes),
    WhenTheCallReturned(state: .loaded(save ? adaAfterRename : grace), answerWrittenBy: [.theCallOrATaskItAwaited]),
    """
    Expected the answer on screen when `await \(method)` returned, written once, by the call itself (or a task it \
    awaited). No write means the call returned before the state was set; a write by a task the call did not await \
    (a Task { } or a Task.detached it started and left running) is not done when the call returns, even if a few \
    Task.yield() let it land first here: nothing promises that. Set the state in the method, after its await.
    """,
    sourceLocation: sourceLocation)
}
