import Lab07Profile
import Testing

/// Task 1: `MockUserService` follows the checklist: counts, last argument, a `Result` per method,
/// success by default.
@MainActor
@Suite("Lab 07 · Task 1: the mock checklist")
struct Task1MockChecklistTests {
  @Test func newDouble_succeedsByDefaultWithTheDefaultUser() async throws {
    let service = MockUserService()

    let fetched = try await service.fetchCurrentUser()
    let saved = try await service.updateProfile(renameAda)

    #expect(
      fetched == MockUserService.defaultUser,
      "Expected fetchCurrentUser() to succeed unconfigured. Default fetchCurrentUserResult to .success(MockUserService.defaultUser)."
    )
    #expect(
      saved == MockUserService.defaultUser,
      "Expected updateProfile(_:) to succeed unconfigured. Default updateProfileResult to .success(MockUserService.defaultUser).")
  }

  @Test func fetchCurrentUser_countsEveryCallAndNoOtherMethod() async throws {
    let service = MockUserService()

    _ = try await service.fetchCurrentUser()
    _ = try await service.fetchCurrentUser()
    _ = try await service.fetchCurrentUser()

    #expect(service.fetchCurrentUserCallCount == 3, "Expected 3 fetch calls counted. Add 1 to fetchCurrentUserCallCount on every call.")
    #expect(service.updateProfileCallCount == 0, "Expected no update calls counted. Each method counts only its own calls.")
    #expect(service.updateProfileLastArgument == nil, "Expected no update argument captured: updateProfile was never called.")
  }

  @Test func updateProfile_countsEveryCallAndCapturesTheLastArgument() async throws {
    let service = MockUserService()

    _ = try await service.updateProfile(renameAda)
    _ = try await service.updateProfile(renameAgain)

    #expect(service.updateProfileCallCount == 2, "Expected 2 update calls counted. Add 1 to updateProfileCallCount on every call.")
    #expect(
      service.updateProfileLastArgument == renameAgain,
      "Expected the argument of the most recent call. Overwrite updateProfileLastArgument on every call, not only the first.")
    #expect(service.fetchCurrentUserCallCount == 0, "Expected no fetch calls counted. Each method counts only its own calls.")
  }

  @Test func eachMethod_answersWithItsOwnConfiguredResult() async throws {
    let service = MockUserService()
    service.fetchCurrentUserResult = .success(ada)
    service.updateProfileResult = .success(grace)

    let fetched = try await service.fetchCurrentUser()
    let saved = try await service.updateProfile(renameAda)

    #expect(fetched == ada, "Expected the user configured in fetchCurrentUserResult. Return try fetchCurrentUserResult.get().")
    #expect(saved == grace, "Expected the user configured in updateProfileResult. Return try updateProfileResult.get().")
  }

  @Test func configuredResult_answersEveryCallUntilTheTestChangesIt() async throws {
    let service = MockUserService()
    service.fetchCurrentUserResult = .failure(TestError.offline)
    service.updateProfileResult = .success(grace)

    for call in 1...2 {
      await #expect(
        throws: TestError.offline,
        "Expected fetch call \(call) to throw the configured error too. Return try fetchCurrentUserResult.get() on every call; don't reset the result after answering."
      ) {
        try await service.fetchCurrentUser()
      }
      let saved = try await service.updateProfile(renameAda)
      #expect(
        saved == grace,
        "Expected update call \(call) to answer the configured user, got \(saved.name). Keep updateProfileResult until the test changes it."
      )
    }

    // And the other way round: a configured save failure is not for one call either.
    service.fetchCurrentUserResult = .success(ada)
    service.updateProfileResult = .failure(TestError.serverError)
    for call in 1...2 {
      await #expect(
        throws: TestError.serverError,
        "Expected update call \(call) to throw the configured error too. Return try updateProfileResult.get() on every call; don't reset the result after answering."
      ) {
        try await service.updateProfile(renameAda)
      }
      let fetched = try await service.fetchCurrentUser()
      #expect(
        fetched == ada,
        "Expected fetch call \(call) to answer the configured user, got \(fetched.name). Keep fetchCurrentUserResult until the test changes it."
      )
    }
  }

  @Test func updateProfile_leavesTheFetchResultAsTheTestConfiguredIt() async throws {
    let service = MockUserService()
    service.fetchCurrentUserResult = .success(ada)
    service.updateProfileResult = .success(adaAfterRename)

    _ = try await service.updateProfile(renameAda)
    let fetched = try await service.fetchCurrentUser()

    #expect(
      fetched == ada,
      "Expected fetchCurrentUser() to answer the configured user after an update, got \(fetched.name). Each method answers only its own configured result; a double that plays the backend (saving the update for the next fetch) hides a view model that refetches."
    )
  }

  @Test(arguments: TestError.allCases)
  func configuredFailure_isThrownAndTheCallIsStillRecorded(error: TestError) async throws {
    let service = MockUserService()
    service.fetchCurrentUserResult = .failure(error)
    service.updateProfileResult = .failure(error)

    await #expect(throws: error, "Expected fetchCurrentUser() to throw the configured \(error). Return try fetchCurrentUserResult.get().") {
      try await service.fetchCurrentUser()
    }
    await #expect(throws: error, "Expected updateProfile(_:) to throw the configured \(error). Return try updateProfileResult.get().") {
      try await service.updateProfile(renameAda)
    }
    #expect(
      service.fetchCurrentUserCallCount == 1,
      "Expected the failing fetch to be counted. Count the call before `try ...get()`, which throws and skips what follows.")
    #expect(
      service.updateProfileCallCount == 1,
      "Expected the failing update to be counted. Count the call before `try ...get()`, which throws and skips what follows.")
    #expect(
      service.updateProfileLastArgument == renameAda,
      "Expected the argument of the failing update to be captured. Capture it before `try updateProfileResult.get()`.")
  }
}
