import Lab07Profile
import Observation
import Synchronization

/// A `UserService` that answers at once, and watches the one write of `state` that shows the
/// answer: the priority of the task that makes it (see ``WhenTheCallReturned``).
///
/// It registers with Observation while the call is in flight (the screen shows `.loading`), so
/// the next write it sees is the answer's. No waiting and no timing: the observer runs inside
/// that write, in the task that makes it, whoever that is.
@MainActor
final class AnswerWatchingUserService: UserService {
  /// The screen this service serves. Weak, because the view model already holds the service.
  weak var screen: ProfileViewModel?
  /// For each write of `state` after an answer, the priority of the task that made it.
  let answerWrites = Mutex<[TaskPriority]>([])

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
      let priority = Task.currentPriority
      answerWrites.withLock { $0.append(priority) }
    }
  }
}
