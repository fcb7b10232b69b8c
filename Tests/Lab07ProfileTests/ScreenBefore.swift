import Lab07Profile
import Testing

/// The states a profile screen can be in when the next load or save starts: the rows of the
/// events × states table (docs/facilitator/07-profile.md). Each is reached through the view
/// model's own calls on a `MockUserService`, with values no event reuses.
enum ScreenBefore: CaseIterable, Sendable, CustomStringConvertible {
  /// Nothing loaded yet.
  case idle
  /// Ada on screen.
  case loaded
  /// The first load failed.
  case failed
  /// Ada was loaded, then a save failed: the message is the save's.
  case afterSuccessThenFailure
  /// Ada was loaded, then the save of `renameAda` failed: a save of it again is a retry.
  case afterAFailedSaveOfRenameAda
  /// Ada was loaded, then the save of `renameAda` was cancelled: Ada is back on screen.
  case afterACancelledSaveOfRenameAda
  /// Ada was loaded, then `renameAda` was saved: a save of it again is sent again.
  case afterASaveOfRenameAda

  var description: String {
    switch self {
    case .idle: "idle"
    case .loaded: "a user loaded"
    case .failed: "a failed load"
    case .afterSuccessThenFailure: "a load, then a failed save"
    case .afterAFailedSaveOfRenameAda: "a load, then a failed save of the same update"
    case .afterACancelledSaveOfRenameAda: "a load, then a cancelled save of the same update"
    case .afterASaveOfRenameAda: "a load, then a save of the same update"
    }
  }

  /// Drives `sut` into this state through `service`, then sets both results back to the default.
  @MainActor
  func reach(_ sut: ProfileViewModel, _ service: MockUserService) async {
    switch self {
    case .idle:
      break
    case .loaded:
      service.fetchCurrentUserResult = .success(ada)
      await sut.loadProfile()
    case .failed:
      service.fetchCurrentUserResult = .failure(TestError.unauthorized)
      await sut.loadProfile()
    case .afterSuccessThenFailure:
      service.fetchCurrentUserResult = .success(ada)
      await sut.loadProfile()
      service.updateProfileResult = .failure(TestError.serverError)
      await sut.updateProfile(renameAgain)
    case .afterAFailedSaveOfRenameAda, .afterACancelledSaveOfRenameAda, .afterASaveOfRenameAda:
      service.fetchCurrentUserResult = .success(ada)
      await sut.loadProfile()
      service.updateProfileResult = saveAnswer
      await sut.updateProfile(renameAda)
    }
    service.fetchCurrentUserResult = .success(MockUserService.defaultUser)
    service.updateProfileResult = .success(MockUserService.defaultUser)
  }

  /// What the screen and the double hold once this state is reached.
  @MainActor
  func expected(_ messages: FailureMessages) -> ProfileScreen {
    var screen = ProfileScreen.untouched
    switch self {
    case .idle:
      break
    case .loaded:
      screen.state = .loaded(ada)
      screen.fetchCalls = 1
    case .failed:
      screen.state = .failed(message: messages.load)
      screen.fetchCalls = 1
    case .afterSuccessThenFailure:
      screen.state = .failed(message: messages.save)
      screen.fetchCalls = 1
      screen.updateCalls = 1
      screen.lastUpdate = renameAgain
    case .afterAFailedSaveOfRenameAda, .afterACancelledSaveOfRenameAda, .afterASaveOfRenameAda:
      screen.state =
        self == .afterAFailedSaveOfRenameAda
        ? .failed(message: messages.save) : .loaded(self == .afterASaveOfRenameAda ? mary : ada)
      screen.fetchCalls = 1
      screen.updateCalls = 1
      screen.lastUpdate = renameAda
    }
    return screen
  }

  /// What the service answers the first save of `renameAda` in the states that make one.
  private var saveAnswer: Result<User, any Error> {
    switch self {
    case .afterAFailedSaveOfRenameAda: .failure(TestError.serverError)
    case .afterACancelledSaveOfRenameAda: .failure(CancellationError())
    default: .success(mary)
    }
  }
}

/// The view model's own sentences for a failed load and a failed save, read from fresh screens:
/// the suite does not dictate the wording, only that each method has its own, whatever the error.
struct FailureMessages {
  /// The sentence of a failed load; `nil` when a failed load showed no `.failed` state.
  let loadSentence: String?
  /// The sentence of a failed save; `nil` when a failed save showed no `.failed` state.
  let saveSentence: String?

  /// What an expected `.failed` state of a load carries.
  var load: String { loadSentence ?? "(the sentence of a failed load: none was shown)" }
  /// What an expected `.failed` state of a save carries.
  var save: String { saveSentence ?? "(the sentence of a failed save: none was shown)" }

  @MainActor
  static func of(_ makeSUT: () -> (ProfileViewModel, MockUserService)) async -> FailureMessages {
    let (loading, loadService) = makeSUT()
    loadService.fetchCurrentUserResult = .failure(TestError.offline)
    await loading.loadProfile()
    let (saving, saveService) = makeSUT()
    saveService.updateProfileResult = .failure(TestError.offline)
    await saving.updateProfile(renameAda)
    return FailureMessages(loadSentence: failureMessage(of: loading.state), saveSentence: failureMessage(of: saving.state))
  }
}

/// One answer of the service in the events × states table: a user, a failure, or a cancel; and
/// whether the caller's own task was cancelled while the service held the call. The error
/// decides, whoever cancelled: a user or a failure that arrives in a cancelled task is still shown
/// (docs/01-networking-seam.md, "A cancel is not a failure").
struct Answer: Sendable, CustomStringConvertible {
  enum Kind: Sendable {
    case user(User)
    case failure
    case cancel
  }
  let kind: Kind
  let result: Result<User, any Error>
  let name: String
  /// The call runs in a task that ``CancelsItsCaller`` cancels while the service holds the call.
  var callerCancelled = false

  var description: String { callerCancelled ? "\(name), in a task cancelled during the call" : name }

  static func all(user: User) -> [Answer] {
    let answers =
      [Answer(kind: .user(user), result: .success(user), name: "answers \(user.name)")]
      + ServiceError.failures.map { Answer(kind: .failure, result: .failure($0.error), name: "fails with \($0.name)") }
      + ServiceError.cancels.map { Answer(kind: .cancel, result: .failure($0.error), name: "is cancelled: \($0.name)") }
    return answers
      + answers.map {
        var cancelled = $0
        cancelled.callerCancelled = true
        return cancelled
      }
  }
}
