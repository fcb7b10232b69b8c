import Lab07Profile
import Testing

/// Task 1: `MockUserService` follows the checklist: counts, last argument, a `Result` per method,
/// success by default. Every test compares the double's whole record and configuration, with
/// what each call answered.
@MainActor
@Suite("Lab 07 · Task 1: the mock checklist")
struct Task1MockChecklistTests {
  @Test func newDouble_succeedsByDefaultAndRecordsEachCall() async {
    let service = MockUserService()

    let fetched = await answer { try await service.fetchCurrentUser() }
    let saved = await answer { try await service.updateProfile(renameAda) }

    let defaultUser = describe(.success(MockUserService.defaultUser))
    var expected = ProfileScreen.untouched
    expected.answers = [defaultUser, defaultUser]
    expected.fetchCalls = 1
    expected.updateCalls = 1
    expected.lastUpdate = renameAda
    expectSame(
      ProfileScreen(nil, service, answers: [fetched, saved]), expected,
      "Expected both methods to succeed unconfigured with MockUserService.defaultUser (item four, success by default: see \"Succeed by default, or fail by default?\"), one call of each counted, the update's argument kept, and both results left as they were."
    )
  }

  @Test func fetchCurrentUser_countsEveryCallAndNoOtherMethod() async {
    let service = MockUserService()

    var answers: [String] = []
    for _ in 1...3 { answers.append(await answer { try await service.fetchCurrentUser() }) }

    var expected = ProfileScreen.untouched
    expected.answers = Array(repeating: describe(.success(MockUserService.defaultUser)), count: 3)
    expected.fetchCalls = 3
    expectSame(
      ProfileScreen(nil, service, answers: answers), expected,
      "Expected 3 fetches counted and nothing else recorded. Count every fetch; each method counts only its own calls.")
  }

  @Test func updateProfile_countsEveryCallAndKeepsTheLatestArgument() async {
    let service = MockUserService()

    let first = await answer { try await service.updateProfile(renameAda) }
    let second = await answer { try await service.updateProfile(renameAgain) }

    var expected = ProfileScreen.untouched
    expected.answers = Array(repeating: describe(.success(MockUserService.defaultUser)), count: 2)
    expected.updateCalls = 2
    expected.lastUpdate = renameAgain
    expectSame(
      ProfileScreen(nil, service, answers: [first, second]), expected,
      "Expected 2 updates counted, the latest argument kept, and no fetch counted. Keep the argument of every call, not only the first.")
  }

  @Test func updateProfile_keepsTheArgumentExactlyAsSent() async {
    for shape in updateShapes {
      let service = MockUserService()

      let saved = await answer { try await service.updateProfile(shape.value) }

      var expected = ProfileScreen.untouched
      expected.answers = [describe(.success(MockUserService.defaultUser))]
      expected.updateCalls = 1
      expected.lastUpdate = shape.value
      guard
        expectSame(
          ProfileScreen(nil, service, answers: [saved]), expected,
          "An update (\(shape.name)): expected the argument kept exactly as sent. A spy records what it was asked, spaces, line breaks, accents and empty fields included."
        )
      else { return }
    }
  }

  @Test func eachMethod_answersWithItsOwnConfiguredResult() async {
    let service = MockUserService()
    service.fetchCurrentUserResult = .success(ada)
    service.updateProfileResult = .success(grace)

    let fetched = await answer { try await service.fetchCurrentUser() }
    let saved = await answer { try await service.updateProfile(renameAda) }

    expectSame(
      ProfileScreen(nil, service, answers: [fetched, saved]),
      ProfileScreen(
        answers: [describe(.success(ada)), describe(.success(grace))],
        state: .idle, fetchCalls: 1, updateCalls: 1, lastUpdate: renameAda,
        fetchResult: describe(.success(ada)), updateResult: describe(.success(grace))),
      "Expected fetchCurrentUser() to answer fetchCurrentUserResult and updateProfile(_:) updateProfileResult, each its own, one call of each recorded, and both results left as the test set them."
    )
  }

  @Test func configuredResult_answersEveryCallUntilTheTestChangesIt() async {
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
      ProfileScreen(nil, service, answers: answers),
      ProfileScreen(
        answers: [offline, describe(.success(grace)), offline, describe(.success(grace))]
          + [serverError, describe(.success(ada)), serverError, describe(.success(ada))],
        state: .idle, fetchCalls: 4, updateCalls: 4, lastUpdate: renameAgain,
        fetchResult: describe(.success(ada)), updateResult: serverError),
      "Expected each configured result to answer every call of its method until the test changed it (don't reset a result after answering), every call counted, failing ones included, and the results as the test last set them."
    )
  }

  @Test func configuredFailure_isThrownAndTheCallIsStillRecorded() async {
    for failure in ServiceError.all {
      let service = MockUserService()
      service.fetchCurrentUserResult = .failure(failure.error)
      service.updateProfileResult = .failure(failure.error)

      let fetched = await answer { try await service.fetchCurrentUser() }
      let saved = await answer { try await service.updateProfile(renameAda) }

      let thrown = describe(.failure(failure.error))
      guard
        expectSame(
          ProfileScreen(nil, service, answers: [fetched, saved]),
          ProfileScreen(
            answers: [thrown, thrown],
            state: .idle, fetchCalls: 1, updateCalls: 1, lastUpdate: renameAda, fetchResult: thrown, updateResult: thrown),
          "Both results set to fail with \(failure.name): expected both methods to throw that error itself, and the failing calls recorded as fully as successful ones: counted, and the update's argument kept. Record before answering: `try ...get()` skips what follows it."
        )
      else { return }
    }
  }

  /// The double's own events × states: configured, called, reconfigured after a call, failing,
  /// then called again. Its record must survive every reconfiguration.
  @Test func reconfiguredAfterACall_keepsItsRecordAndAnswersTheNewResult() async {
    let service = MockUserService()
    service.fetchCurrentUserResult = .success(ada)
    var answers = [await answer { try await service.fetchCurrentUser() }]
    answers.append(await answer { try await service.updateProfile(renameAda) })

    service.fetchCurrentUserResult = .failure(TestError.unauthorized)
    service.updateProfileResult = .success(adaAfterRename)
    answers.append(await answer { try await service.fetchCurrentUser() })
    answers.append(await answer { try await service.updateProfile(renameAgain) })

    expectSame(
      ProfileScreen(nil, service, answers: answers),
      ProfileScreen(
        answers: [
          describe(.success(ada)), describe(.success(MockUserService.defaultUser)),
          describe(.failure(TestError.unauthorized)), describe(.success(adaAfterRename)),
        ],
        state: .idle, fetchCalls: 2, updateCalls: 2, lastUpdate: renameAgain,
        fetchResult: describe(.failure(TestError.unauthorized)), updateResult: describe(.success(adaAfterRename))),
      "Expected the calls after reconfiguring to answer the new results, and the counts to go on from where they were (2 and 2). Setting a result changes what the double answers next, never what it has recorded."
    )
  }

  @Test func updateProfile_leavesTheFetchResultAsTheTestConfiguredIt() async {
    let service = MockUserService()
    service.fetchCurrentUserResult = .success(ada)
    service.updateProfileResult = .success(adaAfterRename)

    let saved = await answer { try await service.updateProfile(renameAda) }
    let fetched = await answer { try await service.fetchCurrentUser() }

    expectSame(
      ProfileScreen(nil, service, answers: [saved, fetched]),
      ProfileScreen(
        answers: [describe(.success(adaAfterRename)), describe(.success(ada))],
        state: .idle, fetchCalls: 1, updateCalls: 1, lastUpdate: renameAda,
        fetchResult: describe(.success(ada)), updateResult: describe(.success(adaAfterRename))),
      "Expected fetchCurrentUser() to answer the configured user after an update, and both results exactly as configured. A double that plays the backend (saving the update for the next fetch) hides a view model that refetches."
    )
  }

  /// The double's configuration × reconfiguration: each result set while the other is set, in
  /// both orders, before and after calls. Setting one never changes the other, nor the record.
  @Test func reconfiguringOneResult_leavesTheOtherAndTheRecordAlone() async {
    for fetchFirst in [true, false] {
      for afterCalls in [false, true] {
        let service = MockUserService()
        var answers: [String] = []
        if afterCalls {
          answers.append(await answer { try await service.fetchCurrentUser() })
          answers.append(await answer { try await service.updateProfile(renameAgain) })
        }
        if fetchFirst {
          service.fetchCurrentUserResult = .success(grace)
          service.updateProfileResult = .failure(TestError.serverError)
          service.fetchCurrentUserResult = .success(ada)
        } else {
          service.updateProfileResult = .success(grace)
          service.fetchCurrentUserResult = .success(ada)
          service.updateProfileResult = .failure(TestError.serverError)
        }
        answers.append(await answer { try await service.fetchCurrentUser() })
        answers.append(await answer { try await service.updateProfile(renameAda) })

        let defaults = Array(repeating: describe(.success(MockUserService.defaultUser)), count: afterCalls ? 2 : 0)
        guard
          expectSame(
            ProfileScreen(nil, service, answers: answers),
            ProfileScreen(
              answers: defaults + [describe(.success(ada)), describe(.failure(TestError.serverError))],
              state: .idle, fetchCalls: afterCalls ? 2 : 1, updateCalls: afterCalls ? 2 : 1, lastUpdate: renameAda,
              fetchResult: describe(.success(ada)), updateResult: describe(.failure(TestError.serverError))),
            """
            The \(fetchFirst ? "fetch" : "update") result set first and again last, the other in between, \
            \(afterCalls ? "after a fetch and an update" : "before any call"): expected each result to hold the last value \
            set (fetch: Ada, update: a server error)\(afterCalls ? ", and the counts and the last argument to go on from the earlier calls" : ""). \
            Each result is its own setting: setting one never resets the other, nor the record.
            """
          )
        else { return }
      }
    }
  }

  /// What a call answered, as text: the user, or the error it threw.
  private func answer(_ call: () async throws -> User) async -> String {
    do { return describe(.success(try await call())) } catch { return describe(.failure(error)) }
  }
}
