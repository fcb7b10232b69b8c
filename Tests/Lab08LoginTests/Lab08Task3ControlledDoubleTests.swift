import Lab08Login
import XCTest

/// Task 3: `ControlledAuthenticationService` holds every login until the test answers it, so a
/// test can look at the code under test while a login is in flight.
final class Lab08Task3ControlledDoubleTests: XCTestCase {
  private let ada = LoginRequest(email: "ada@example.com", password: "analytical")
  private let grace = LoginRequest(email: "grace@example.com", password: "compiler")

  func test_login_waitsUntilCompleted_thenReturnsTheToken() async {
    // Given
    let (sut, arrivals) = makeSUT()

    // When
    let login = await startLogin(ada, on: sut, arrivals: arrivals)

    // Then
    XCTAssertNil(
      login.result,
      "Expected login to keep waiting until complete(with:) is called, but it returned \(String(describing: login.result)). Park a continuation instead of returning."
    )
    XCTAssertEqual(sut.pendingCount, 1, "Expected one waiting login. Keep each continuation until complete(with:) resumes it.")

    // When
    XCTAssertTrue(sut.complete(with: .success("TOKEN")), "Expected complete(with:) to return true: a login was waiting.")
    await fulfillment(of: [login.returned], timeout: boundedWait)

    // Then
    XCTAssertEqual(login.token, "TOKEN", "Expected the token passed to complete(with:). Resume the continuation with that result.")
    XCTAssertEqual(sut.pendingCount, 0, "Expected no waiting login once it is completed. Remove the continuation you resumed.")
  }

  func test_login_throwsTheErrorItIsCompletedWith() async {
    let (sut, arrivals) = makeSUT()
    let login = await startLogin(ada, on: sut, arrivals: arrivals)

    sut.complete(with: .failure(AuthenticationServiceError.invalidCredentials))
    await fulfillment(of: [login.returned], timeout: boundedWait)

    XCTAssertEqual(
      login.error as? AuthenticationServiceError, .invalidCredentials,
      "Expected login to throw the error passed to complete(with:), got \(String(describing: login.result)). Use continuation.resume(with: result)."
    )
  }

  func test_complete_answersWaitingLoginsOldestFirst_andRecordsEveryRequest() async {
    // Given two logins waiting, Ada's first
    let (sut, arrivals) = makeSUT()
    let first = await startLogin(ada, on: sut, arrivals: arrivals)
    let second = await startLogin(grace, on: sut, arrivals: arrivals)
    XCTAssertEqual(
      sut.requests, [ada, grace],
      "Expected both requests, in the order they arrived. Append every request; don't keep only the last one.")

    // When
    sut.complete(with: .success("FIRST"))
    sut.complete(with: .success("SECOND"))
    await fulfillment(of: [first.returned, second.returned], timeout: boundedWait)

    // Then
    XCTAssertEqual(
      first.token, "FIRST", "Expected the first complete(with:) to answer the oldest login. Resume waiting.removeFirst(), not the last.")
    XCTAssertEqual(second.token, "SECOND", "Expected the second complete(with:) to answer the next login in arrival order.")
    XCTAssertEqual(
      sut.requests, [ada, grace],
      "Expected both requests still listed once they were answered: requests is every login received, not only those still waiting. Keep the requests apart from the waiting continuations."
    )
  }

  func test_login_callsOnLoginStartedOnceTheLoginIsWaiting() async {
    // Given a hook that looks into the double at the moment it is called
    let arrivals = LoginArrivals()
    let probe = HookProbe()
    let sut = ControlledAuthenticationService(onLoginStarted: { request in
      probe.loginStarted(request)
      arrivals.loginArrived(request)
    })
    probe.watch(sut)
    trackForMemoryLeaks(sut)

    // When
    let login = await startLogin(ada, on: sut, arrivals: arrivals)

    // Then
    XCTAssertEqual(
      probe.sightings, [HookProbe.Sighting(requests: [ada], pendingCount: 1)],
      "Expected onLoginStarted called once, when the request is recorded and the login is already waiting (pendingCount 1). Call it inside withCheckedThrowingContinuation, after storing the continuation: a test that answers at that moment must find the login there."
    )

    sut.complete(with: .success("TOKEN"))
    await fulfillment(of: [login.returned], timeout: boundedWait)
  }

  func test_complete_returnsWhetherALoginWasWaiting() async {
    let (sut, arrivals) = makeSUT()
    XCTAssertFalse(
      sut.complete(with: .success("EARLY")), "Expected false with no login waiting. Return false instead of dropping the result silently.")

    let login = await startLogin(ada, on: sut, arrivals: arrivals)

    XCTAssertTrue(sut.complete(with: .success("TOKEN")), "Expected true: a login was waiting and got the result.")
    XCTAssertFalse(
      sut.complete(with: .success("AGAIN")), "Expected false the second time: each login is answered once. Remove it when you resume it.")
    await fulfillment(of: [login.returned], timeout: boundedWait)
  }

  // MARK: - Helpers

  private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
    sut: ControlledAuthenticationService, arrivals: LoginArrivals
  ) {
    let arrivals = LoginArrivals()
    let sut = ControlledAuthenticationService(onLoginStarted: { arrivals.loginArrived($0) })
    trackForMemoryLeaks(sut, file: file, line: line)
    return (sut, arrivals)
  }

  /// Starts a login on `sut` and waits, bounded, until it is waiting in the double (or returned).
  private func startLogin(
    _ request: LoginRequest, on sut: ControlledAuthenticationService, arrivals: LoginArrivals, file: StaticString = #filePath,
    line: UInt = #line
  ) async -> PendingLogin {
    let arrived = arrivals.expectNextLogin()
    let login = PendingLogin.start(on: sut, request, alsoFulfilling: arrived)
    await fulfillment(of: [arrived], timeout: boundedWait)
    return login
  }
}
