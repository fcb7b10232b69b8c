import Foundation
import Lab08Login
import XCTest

/// Task 4: `LoginViewModel` uses the service it is given (not a hard-wired one), and shows every
/// step of a login: in flight, then a token or an error.
///
/// Each test drives the login step by step with `ControlledAuthenticationService`: start it, wait
/// until it is parked in the double, look, answer it, look again. Given / When / Then.
@MainActor
final class Lab08Task4LoginFlowTests: XCTestCase {
  func test_onLogin_sendsTheFormToTheInjectedServiceExactlyAsTyped() async {
    // A password may begin or end with spaces, or hold a tab: only the email forbids whitespace.
    let forms: [LoginRequest] = [
      LoginRequest(email: "Ada.Lovelace@Example.com", password: "Analytical Engine"),
      LoginRequest(email: "ada@example.com", password: "  spaced out  "),
      LoginRequest(email: "ada+lab@example.com", password: "tab\tinside\t"),
    ]

    for form in forms {
      // Given
      let (sut, service, arrivals) = makeSUT()
      sut.email = form.email
      sut.password = form.password

      // When
      let login = await startLogin(sut, arrivals: arrivals)

      // Then
      XCTAssertEqual(
        service.requests, [form],
        "Expected the form's email \(form.email.debugDescription) and password \(form.password.debugDescription), exactly as typed (no trimming), to reach the service passed to init, got \(service.requests). Store it in init and call it in onLogin; remove the hard-wired AuthenticationService."
      )
      answerWaitingLogins(in: service, with: .success("TOKEN"))
      await fulfillment(of: [login], timeout: boundedWait)
    }
  }

  func test_onLogin_isInFlightUntilTheServiceAnswers_thenStoresTheToken() async {
    // Given
    let (sut, service, arrivals) = makeSUT()
    fillInAValidForm(sut)

    // When the login is waiting in the service
    let login = await startLogin(sut, arrivals: arrivals)

    // Then
    XCTAssertEqual(service.pendingCount, 1, "Expected onLogin to be waiting on the injected service. Call it from onLogin.")
    XCTAssertTrue(sut.isLoggingIn, "Expected isLoggingIn while the service has not answered. Set it to true before calling the service.")
    XCTAssertNil(sut.token, "Expected no token before the service answers.")

    // When the service answers
    service.complete(with: .success("ACCESS_TOKEN"))
    await fulfillment(of: [login], timeout: boundedWait)

    // Then
    XCTAssertEqual(sut.token, "ACCESS_TOKEN", "Expected the token the service returned. Store it in token.")
    XCTAssertFalse(sut.isLoggingIn, "Expected isLoggingIn to be false once the service answered. Reset it after the call.")
    XCTAssertTrue(sut.isLoginButtonEnabled, "Expected the button enabled again after the login finished.")
  }

  func test_onLogin_storesTheServicesOwnErrorAndEndsTheFlightOnFailure() async {
    // Each failure is stored as the service threw it, so the screen can say why: a wrong password
    // is not a server that is down, and an error the view model has never heard of stays itself.
    let failures: [any Error] = [
      AuthenticationServiceError.invalidCredentials,
      AuthenticationServiceError.requestFailed,
      URLError(.notConnectedToInternet),
    ]

    for failure in failures {
      let (sut, service, arrivals) = makeSUT()
      fillInAValidForm(sut)
      let login = await startLogin(sut, arrivals: arrivals)

      answerWaitingLogins(in: service, with: .failure(failure))
      await fulfillment(of: [login], timeout: boundedWait)

      XCTAssertEqual(
        sut.error.map { "\($0)" }, "\(failure)",
        "Expected the service's own error, \(failure), in error, got \(String(describing: sut.error)). Catch it and store it unchanged: self.error = error."
      )
      XCTAssertFalse(
        sut.isLoggingIn,
        "Expected isLoggingIn to be false after \(failure) too, or the spinner never stops. Reset it on every path out (defer does that).")
      XCTAssertNil(sut.token, "Expected no token after a failed login.")
    }
  }

  func test_onLogin_endsTheFlightWhenTheServiceThrowsCancellationError() async {
    // Given a login in flight
    let (sut, service, arrivals) = makeSUT()
    fillInAValidForm(sut)
    let login = await startLogin(sut, arrivals: arrivals)

    // When the service gives up because the login was cancelled
    answerWaitingLogins(in: service, with: .failure(CancellationError()))
    await fulfillment(of: [login], timeout: boundedWait)

    // Then
    XCTAssertFalse(
      sut.isLoggingIn,
      "Expected isLoggingIn to be false after a cancelled login, or the spinner spins for good. A cancellation is a way out of onLogin too: reset isLoggingIn on every path (defer does that), don't return early before it."
    )
    XCTAssertTrue(
      sut.isLoginButtonEnabled,
      "Expected the button enabled again after a cancelled login, so the user can try again. End the flight on every path out of onLogin."
    )
    XCTAssertNil(sut.token, "Expected no token after a cancelled login.")
  }

  func test_onLogin_clearsThePreviousErrorWhenRetrying() async {
    // Given a failed login
    let (sut, service, arrivals) = makeSUT()
    fillInAValidForm(sut)
    let failed = await startLogin(sut, arrivals: arrivals)
    answerWaitingLogins(in: service, with: .failure(AuthenticationServiceError.requestFailed))
    await fulfillment(of: [failed], timeout: boundedWait)

    // When the user tries again
    let retry = await startLogin(sut, arrivals: arrivals)

    // Then the old error is gone while the retry is in flight
    XCTAssertNil(
      sut.error,
      "Expected no error on screen while the retry is in flight; found \(String(describing: sut.error)). Set error = nil when a login starts."
    )

    // When it succeeds
    answerWaitingLogins(in: service, with: .success("TOKEN"))
    await fulfillment(of: [retry], timeout: boundedWait)

    // Then
    XCTAssertNil(sut.error, "Expected no error after a successful retry. Clear error when a login starts.")
    XCTAssertEqual(sut.token, "TOKEN", "Expected the retry's token.")
  }

  func test_onLogin_whileInFlight_disablesTheButtonAndIgnoresASecondTap() async {
    // Given a login in flight
    let (sut, service, arrivals) = makeSUT()
    fillInAValidForm(sut)
    let first = await startLogin(sut, arrivals: arrivals)

    // Then
    XCTAssertFalse(
      sut.isLoginButtonEnabled, "Expected the button disabled while a login is in flight. Add `&& !isLoggingIn` to isLoginButtonEnabled.")

    // When the user taps again
    let second = await startLogin(sut, arrivals: arrivals)

    // Then
    XCTAssertEqual(
      service.requests.count, 1,
      "Expected one request: a tap during a login must do nothing. Return early from onLogin unless isLoginButtonEnabled.")
    XCTAssertTrue(
      sut.isLoggingIn,
      "Expected the first login still in flight after the ignored tap. An early return must not end it: put `defer { isLoggingIn = false }` after the guard, not before."
    )
    XCTAssertFalse(
      sut.isLoginButtonEnabled, "Expected the button still disabled after the ignored tap: the first login has not answered yet.")

    answerWaitingLogins(in: service, with: .success("TOKEN"))
    await fulfillment(of: [first, second], timeout: boundedWait)
  }

  func test_onLogin_withAnInvalidForm_doesNothing() async {
    // Given
    let (sut, service, arrivals) = makeSUT()
    sut.email = "ada@example"
    sut.password = "analytical"

    // When
    let login = await startLogin(sut, arrivals: arrivals)
    await fulfillment(of: [login], timeout: boundedWait)

    // Then
    XCTAssertEqual(service.requests, [], "Expected no request for an invalid email. Return early from onLogin unless isLoginButtonEnabled.")
    XCTAssertNil(sut.error, "Expected no error: an invalid form is not a failed login. Return before calling any service.")
    XCTAssertFalse(sut.isLoggingIn, "Expected isLoggingIn to stay false when nothing was sent.")
  }

  // MARK: - Helpers

  private func makeSUT(file: StaticString = #filePath, line: UInt = #line) -> (
    sut: LoginViewModel, service: ControlledAuthenticationService, arrivals: LoginArrivals
  ) {
    let arrivals = LoginArrivals()
    let service = ControlledAuthenticationService(onLoginStarted: { arrivals.loginArrived($0) })
    let sut = LoginViewModel(authenticationService: service)
    trackForMemoryLeaks(sut, file: file, line: line)
    trackForMemoryLeaks(service, file: file, line: line)
    return (sut, service, arrivals)
  }

  private func fillInAValidForm(_ sut: LoginViewModel) {
    sut.email = "ada@example.com"
    sut.password = "analytical"
  }

  /// Taps login: starts `onLogin()` in a task and waits, bounded, until the login is waiting in
  /// the double or `onLogin()` has returned. Returns an expectation fulfilled when it returns.
  private func startLogin(_ sut: LoginViewModel, arrivals: LoginArrivals) async -> XCTestExpectation {
    let arrived = arrivals.expectNextLogin()
    let returned = XCTestExpectation(description: "onLogin returned")
    Task {
      await sut.onLogin()
      // An onLogin that never reaches the double must not keep the test waiting.
      arrived.fulfill()
      returned.fulfill()
    }
    await fulfillment(of: [arrived], timeout: boundedWait)
    return returned
  }

  /// Answers every login waiting in `service` with `result`, so no task is left parked. With a
  /// correct view model there is exactly one.
  private func answerWaitingLogins(in service: ControlledAuthenticationService, with result: Result<String, any Error>) {
    for _ in 0..<service.pendingCount {
      service.complete(with: result)
    }
  }
}
