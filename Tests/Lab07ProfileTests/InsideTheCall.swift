import Lab07Profile
import Observation
import Synchronization
import Testing

/// Marks the task that awaits a call of the view model, so a test can tell a write of `state` made
/// by that call from one made by a task the call started and did not wait for.
///
/// A task-local value is seen by the task that set it and by the child and `Task { }` tasks it
/// starts; a `Task.detached` task does not see it. A write of `state` that does not see it came
/// from a task nobody awaits: `await loadProfile()` can return before that write lands.
enum InsideTheCall {
  @TaskLocal static var isSet = false
}

/// A `UserService` that answers at once, and watches the one write of `state` that shows the
/// answer: whether it happened inside the awaited call (``InsideTheCall``) or in some other task.
///
/// It registers with Observation while the call is in flight (the screen shows `.loading`), so
/// the next write it sees is the answer's. No waiting and no timing: the observer runs inside
/// that write, whoever makes it.
@MainActor
final class AnswerWatchingUserService: UserService {
  /// The screen this service serves. Weak, because the view model already holds the service.
  weak var screen: ProfileViewModel?
  /// For each write of `state` after an answer, whether it was made inside the awaited call.
  let answerWrites = Mutex<[Bool]>([])

  func fetchCurrentUser() async throws -> User {
    watchTheNextWrite()
    return grace
  }

  func updateProfile(_ update: ProfileUpdate) async throws -> User {
    watchTheNextWrite()
    return adaAfterRename
  }

  private func watchTheNextWrite() {
    guard let screen else { return }
    withObservationTracking {
      _ = screen.state
    } onChange: { [self] in
      let inside = InsideTheCall.isSet
      answerWrites.withLock { $0.append(inside) }
    }
  }
}

/// Runs a load or a save on a screen whose service answers at once, and expects the answer on
/// screen when the call returns, written by the call itself. Deterministic whatever the timing:
/// a write from a detached task is seen as such ([false]) when it lands before the return, and is
/// missing ([]) when it lands after.
@MainActor
func expectTheAnswerOnScreenWhenTheCallReturns(save: Bool, sourceLocation: SourceLocation = #_sourceLocation) async {
  let service = AnswerWatchingUserService()
  let sut = ProfileViewModel(userService: service)
  service.screen = sut

  await InsideTheCall.$isSet.withValue(true) {
    if save { await sut.updateProfile(renameAda) } else { await sut.loadProfile() }
  }
  let atReturn = sut.state
  let writes = service.answerWrites.withLock { $0 }

  let method = save ? "updateProfile(_:)" : "loadProfile()"
  expectSame(
    WhenTheCallReturned(state: atReturn, answerWrittenByTheCall: writes),
    WhenTheCallReturned(state: .loaded(save ? adaAfterRename : grace), answerWrittenByTheCall: [true]),
    """
    Expected the answer on screen when `await \(method)` returned, written once, by the call itself ([true]). \
    [] means the call returned before the state was set; [false] means a task the call did not wait for (a \
    Task.detached that hops back to the main actor) set it. Set the state in the method, after its await: \
    a few Task.yield() calls give another task no deadline.
    """,
    sourceLocation: sourceLocation)
}

/// What a test sees at the moment `await loadProfile()` or `await updateProfile(_:)` returns.
struct WhenTheCallReturned: Equatable {
  var state: ProfileViewModel.State
  /// For each write of `state` after the answer, whether the awaited call made it.
  var answerWrittenByTheCall: [Bool]
}
