import Lab07Profile
import Testing

/// Task 1: `MockUserService` follows the checklist: counts, last argument, a `Result` per method,
/// success by default. Every test compares the double's whole record and configuration.
@MainActor
@Suite("Lab 07 · Task 1: the mock checklist")
struct Task1MockChecklistTests {
  @Test func newDouble_recordsNothingAndSucceedsByDefault() async throws {
    let service = MockUserService()
    expectSame(
      ProfileScreen(nil, service), .untouched,
      "Expected a new double with no calls recorded, and both results .success(MockUserService.defaultUser): item four of the checklist, success by default."
    )

    let fetched = try await service.fetchCurrentUser()
    let saved = try await service.updateProfile(renameAda)

    var expected = ProfileScreen.untouched
    expected.fetchCalls = 1
    expected.updateCalls = 1
    expected.lastUpdate = renameAda
    expectSame(
      ProfileScreen(nil, service), expected,
      "Expected one fetch and one update recorded, with the update's argument, and both results left as they were.")
    expectSame(
      [fetched, saved], [MockUserService.defaultUser, MockUserService.defaultUser],
      "Expected both methods to succeed unconfigured with MockUserService.defaultUser (see \"Succeed by default, or fail by default?\").")
  }

  @Test func fetchCurrentUser_countsEveryCallAndNoOtherMethod() async throws {
    let service = MockUserService()

    for _ in 1...3 { _ = try await service.fetchCurrentUser() }

    var expected = ProfileScreen.untouched
    expected.fetchCalls = 3
    expectSame(
      ProfileScreen(nil, service), expected,
      "Expected 3 fetches counted and nothing else recorded. Count every fetch; each method counts only its own calls.")
  }

  @Test func updateProfile_countsEveryCallAndKeepsTheLatestArgument() async throws {
    let service = MockUserService()

    _ = try await service.updateProfile(renameAda)
    _ = try await service.updateProfile(renameAgain)

    var expected = ProfileScreen.untouched
    expected.updateCalls = 2
    expected.lastUpdate = renameAgain
    expectSame(
      ProfileScreen(nil, service), expected,
      "Expected 2 updates counted, the latest argument kept, and no fetch counted. Keep the argument of every call, not only the first.")
  }

  @Test(arguments: updateShapes)
  func updateProfile_keepsTheArgumentExactlyAsSent(shape: Shape<ProfileUpdate>) async throws {
    let update = shape.value
    let service = MockUserService()

    _ = try await service.updateProfile(update)

    var expected = ProfileScreen.untouched
    expected.updateCalls = 1
    expected.lastUpdate = update
    expectSame(
      ProfileScreen(nil, service), expected,
      "Expected the argument kept exactly as sent: a spy records what it was asked, spaces, line breaks, accents and empty fields included.")
  }

  @Test func eachMethod_answersWithItsOwnConfiguredResult() async throws {
    let service = MockUserService()
    service.fetchCurrentUserResult = .success(ada)
    service.updateProfileResult = .success(grace)

    let fetched = try await service.fetchCurrentUser()
    let saved = try await service.updateProfile(renameAda)

    expectSame(
      [fetched, saved], [ada, grace],
      "Expected fetchCurrentUser() to answer fetchCurrentUserResult and updateProfile(_:) updateProfileResult, each its own.")
    expectSame(
      ProfileScreen(nil, service),
      ProfileScreen(
        state: .idle, fetchCalls: 1, updateCalls: 1, lastUpdate: renameAda,
        fetchResult: describe(.success(ada)), updateResult: describe(.success(grace))),
      "Expected one call of each recorded and both configured results left as the test set them.")
  }

  @Test func configuredResult_answersEveryCallUntilTheTestChangesIt() async throws {
    let service = MockUserService()
    service.fetchCurrentUserResult = .failure(TestError.offline)
    service.updateProfileResult = .success(grace)

    var answers: [String] = []
    for _ in 1...2 {
      answers.append(await answer { try await service.fetchCurrentUser() })
      answers.append(await answer { try await service.updateProfile(renameAda) })
    }
    service.fetchCurrentUserResult = .success(ada)
    service.updateProfileResult = .failure(TestError.serverError)
    for _ in 1...2 {
      answers.append(await answer { try await service.updateProfile(renameAgain) })
      answers.append(await answer { try await service.fetchCurrentUser() })
    }

    let offline = describe(.failure(TestError.offline))
    let serverError = describe(.failure(TestError.serverError))
    expectSame(
      answers,
      [offline, describe(.success(grace)), offline, describe(.success(grace))]
        + [serverError, describe(.success(ada)), serverError, describe(.success(ada))],
      "Expected each configured result to answer every call of its method until the test changed it. Don't reset a result after answering."
    )
    expectSame(
      ProfileScreen(nil, service),
      ProfileScreen(
        state: .idle, fetchCalls: 4, updateCalls: 4, lastUpdate: renameAgain,
        fetchResult: describe(.success(ada)), updateResult: serverError),
      "Expected every call counted, failing ones included, and the results as the test last set them.")
  }

  @Test(arguments: ServiceError.all)
  func configuredFailure_isThrownAndTheCallIsStillRecorded(failure: ServiceError) async throws {
    let service = MockUserService()
    service.fetchCurrentUserResult = .failure(failure.error)
    service.updateProfileResult = .failure(failure.error)

    let fetched = await answer { try await service.fetchCurrentUser() }
    let saved = await answer { try await service.updateProfile(renameAda) }

    let thrown = describe(.failure(failure.error))
    expectSame(
      [fetched, saved], [thrown, thrown],
      "Expected both methods to throw the configured \(failure.name) itself, unchanged.")
    expectSame(
      ProfileScreen(nil, service),
      ProfileScreen(
        state: .idle, fetchCalls: 1, updateCalls: 1, lastUpdate: renameAda, fetchResult: thrown, updateResult: thrown),
      "Expected the failing calls recorded as fully as successful ones: counted, and the update's argument kept. Record before answering: `try ...get()` skips what follows it."
    )
  }

  /// The double's own events × states: called, then reconfigured, then called again.
  @Test func reconfiguredAfterACall_keepsItsRecordAndAnswersTheNewResult() async throws {
    let service = MockUserService()
    service.fetchCurrentUserResult = .success(ada)
    _ = try await service.fetchCurrentUser()
    _ = try await service.updateProfile(renameAda)

    service.fetchCurrentUserResult = .failure(TestError.unauthorized)
    service.updateProfileResult = .success(adaAfterRename)
    let afterReconfiguring = ProfileScreen(nil, service)
    let fetched = await answer { try await service.fetchCurrentUser() }
    let saved = await answer { try await service.updateProfile(renameAgain) }

    expectSame(
      afterReconfiguring,
      ProfileScreen(
        state: .idle, fetchCalls: 1, updateCalls: 1, lastUpdate: renameAda,
        fetchResult: describe(.failure(TestError.unauthorized)), updateResult: describe(.success(adaAfterRename))),
      "Expected the record of the earlier calls to survive the test configuring new results. Setting a result changes what the double answers next, never what it has recorded."
    )
    expectSame(
      [fetched, saved], [describe(.failure(TestError.unauthorized)), describe(.success(adaAfterRename))],
      "Expected the calls after reconfiguring to answer the new results.")
    expectSame(
      ProfileScreen(nil, service),
      ProfileScreen(
        state: .idle, fetchCalls: 2, updateCalls: 2, lastUpdate: renameAgain,
        fetchResult: describe(.failure(TestError.unauthorized)), updateResult: describe(.success(adaAfterRename))),
      "Expected the counts to go on from where they were (2 and 2) and the latest argument kept.")
  }

  @Test func updateProfile_leavesTheFetchResultAsTheTestConfiguredIt() async throws {
    let service = MockUserService()
    service.fetchCurrentUserResult = .success(ada)
    service.updateProfileResult = .success(adaAfterRename)

    _ = try await service.updateProfile(renameAda)
    let fetched = try await service.fetchCurrentUser()

    expectSame(
      fetched, ada,
      "Expected fetchCurrentUser() to answer the configured user after an update. A double that plays the backend (saving the update for the next fetch) hides a view model that refetches."
    )
    expectSame(
      ProfileScreen(nil, service),
      ProfileScreen(
        state: .idle, fetchCalls: 1, updateCalls: 1, lastUpdate: renameAda,
        fetchResult: describe(.success(ada)), updateResult: describe(.success(adaAfterRename))),
      "Expected both results exactly as configured: the double answers, it never edits its own configuration.")
  }

  /// What a call answered, as text: the user, or the error it threw.
  private func answer(_ call: () async throws -> User) async -> String {
    do { return describe(.success(try await call())) } catch { return describe(.failure(error)) }
  }
}
