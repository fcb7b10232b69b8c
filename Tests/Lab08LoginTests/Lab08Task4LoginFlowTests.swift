import Foundation
import Lab08Login
import XCTest

/// Task 4: `LoginViewModel` uses the service it is given (not a hard-wired one), and shows every
/// step of a login: in flight, then a token or an error.
///
/// Each test drives the login step by step with `ControlledAuthenticationService`: start it, wait
/// until it is parked in the double, look, answer it, look again. Each look compares the whole
/// screen and the double's record (a ``LoginScreen``) with what the chapter promises, once.
@MainActor
final class Lab08Task4LoginFlowTests: XCTestCase {
  func test_onLogin_sendsTheFormToTheInjectedServiceExactlyAsTyped() async {
    // Every valid shape of both fields: a password may begin or end with spaces, hold a tab or a
    // line break; only the email forbids whitespace.
    for (email, password) in FormShapes.validForms {
      // Given
      let (sut, service, arrivals) = makeSUT()
      sut.email = email
      sut.password = password
      let form = SentForm(email: email, password: password)

      // When
      let login = await startLogin(sut, arrivals: arrivals)

      // Then
      assertSame(
        LoginScreen(sut, service), .valid(email: email, password: password, inFlight: true, requests: [form]),
        "Expected the form's email \(email.debugDescription) and password \(password.debugDescription), exactly as typed (no trimming, no lowercasing), to reach the service passed to init, and the login in flight. Store the service in init and call it in onLogin; remove the hard-wired AuthenticationService. LoginRequest keeps both fields exactly as given."
      )
      await answer(service, with: .success("TOKEN"), login)
    }
  }

  func test_onLogin_isInFlightUntilTheServiceAnswers_thenStoresTheToken() async {
    // Given
    let (sut, service, arrivals) = makeSUT()
    fillInAValidForm(sut)

    // When the login is waiting in the service
    let login = await startLogin(sut, arrivals: arrivals)

    // Then
    assertSame(
      LoginScreen(sut, service), .valid(inFlight: true, requests: [ada]),
      "Expected isLoggingIn, the button off, no token and one login waiting in the injected service while it has not answered. Set isLoggingIn to true before calling the service."
    )

    // When the service answers
    await answer(service, with: .success("ACCESS_TOKEN"), login)

    // Then
    assertSame(
      LoginScreen(sut, service), .valid(requests: [ada], token: "ACCESS_TOKEN"),
      "Expected the token the service returned, isLoggingIn false and the button enabled again once the service answered. Store the token; end the flight after the call."
    )
  }

  func test_onLogin_storesTheServicesOwnErrorAndEndsTheFlightOnFailure() async {
    // Each failure is stored as the service threw it, so the screen can say why: a wrong password
    // is not a server that is down, and an error the view model has never heard of stays itself.
    for failure in ServiceErrors.loginFailures {
      let (sut, service, arrivals) = makeSUT()
      fillInAValidForm(sut)
      let login = await startLogin(sut, arrivals: arrivals)

      await answer(service, with: .failure(failure), login)

      assertSame(
        LoginScreen(sut, service), .valid(requests: [ada], error: describe(failure)),
        "Expected the service's own error, \(describe(failure)), stored unchanged, no token, and the flight ended (isLoggingIn false, the button back). Catch it and store it as it is; reset isLoggingIn on every path out (defer does that)."
      )
    }
  }

  func test_onLogin_cancelled_showsWhatTheScreenShowedBeforeIt() async {
    // A cancel is not a failure (docs/01, "A cancel is not a failure"): whichever kind the service
    // throws, the screen goes back to what it showed before the login started, an earlier token
    // or error included, and the flight ends.
    for cancel in ServiceErrors.cancels {
      for earlier in [Result<String, any Error>.success("EARLIER"), .failure(AuthenticationServiceError.invalidCredentials)] {
        // Given a login that ended one way, and the screen it left
        let (sut, service, arrivals) = makeSUT()
        fillInAValidForm(sut)
        await answer(service, with: earlier, await startLogin(sut, arrivals: arrivals))
        var expected = LoginScreen(sut, service)

        // When a second login is cancelled
        await answer(service, with: .failure(cancel), await startLogin(sut, arrivals: arrivals))

        // Then
        expected.requests = [ada, ada]
        assertSame(
          LoginScreen(sut, service), expected,
          "Expected the screen from before the cancelled login (after \(String(describing: earlier))) once the service threw \(describe(cancel)): the same token and error, isLoggingIn false, the button back. Recognize both CancellationError and URLError(.cancelled), and put back the error you cleared when the login started."
        )
      }
    }
  }

  func test_onLogin_clearsThePreviousErrorWhenRetrying_andKeepsTheEarlierToken() async {
    // Given a login that worked, then one that failed
    let (sut, service, arrivals) = makeSUT()
    fillInAValidForm(sut)
    await answer(service, with: .success("FIRST"), await startLogin(sut, arrivals: arrivals))
    await answer(service, with: .failure(AuthenticationServiceError.requestFailed), await startLogin(sut, arrivals: arrivals))

    // When the user tries again
    let retry = await startLogin(sut, arrivals: arrivals)

    // Then the old error is gone while the retry is in flight; the token of the login that worked stays
    assertSame(
      LoginScreen(sut, service), .valid(inFlight: true, requests: [ada, ada, ada], token: "FIRST"),
      "Expected no error on screen while the retry is in flight, and the token of the last successful login still there. Set error = nil when a login starts; leave token alone until a login succeeds."
    )

    // When it succeeds
    await answer(service, with: .success("THIRD"), retry)

    // Then
    assertSame(
      LoginScreen(sut, service), .valid(requests: [ada, ada, ada], token: "THIRD"),
      "Expected the retry's token, no error, and the flight ended.")
  }

  func test_onLogin_whileInFlight_disablesTheButtonAndIgnoresASecondTap() async {
    // Given a login in flight
    let (sut, service, arrivals) = makeSUT()
    fillInAValidForm(sut)
    let first = await startLogin(sut, arrivals: arrivals)

    // When the user taps again
    let second = await startLogin(sut, arrivals: arrivals)

    // Then
    assertSame(
      LoginScreen(sut, service), .valid(inFlight: true, requests: [ada]),
      "Expected one request and the first login still in flight after the ignored tap, the button off. Add `&& !isLoggingIn` to isLoginButtonEnabled, return early from onLogin unless it is enabled, and put the flight's reset after that guard."
    )

    await answer(service, with: .success("TOKEN"), first)
    await waits.wait(for: [second], "the ignored second tap's onLogin to return")
  }

  func test_onLogin_withAnInvalidForm_doesNothing_evenAfterAFailure() async {
    // Given a failed login, then a form edited into one the rules refuse
    let invalidForms: [(email: String, password: String, emailValid: Bool, passwordValid: Bool)] = [
      ("ada@example", "analytical", false, true), ("ada@example.com", "short", true, false), ("", "", false, false),
      (" ada@example.com", "analytical", false, true), ("ada@example.com", "1234567", true, false),
    ]
    for (email, password, emailValid, passwordValid) in invalidForms {
      let (sut, service, arrivals) = makeSUT()
      fillInAValidForm(sut)
      await answer(service, with: .failure(AuthenticationServiceError.invalidCredentials), await startLogin(sut, arrivals: arrivals))
      sut.email = email
      sut.password = password

      // When
      let login = await startLogin(sut, arrivals: arrivals)
      await waits.wait(for: [login], "onLogin to return at once with an invalid form")

      // Then
      assertSame(
        LoginScreen(sut, service),
        LoginScreen(
          email: email, password: password, isEmailValid: emailValid, isPasswordValid: passwordValid, isLoginButtonEnabled: false,
          isLoggingIn: false, token: nil, error: describe(AuthenticationServiceError.invalidCredentials), requests: [ada], pendingCount: 0),
        "Expected a tap with the form \(email.debugDescription) / \(password.debugDescription) to change nothing: no request, the earlier failure's error still shown. Return from onLogin before touching anything unless isLoginButtonEnabled."
      )
    }
  }

  // MARK: - Every event from every state

  /// Every event the screen can meet, from every state it can be in: the table the chapter's
  /// promises make (the facilitator notes show it). The expected screen is built from the one
  /// before the event, by the rule for that event, so a side effect nobody asked for (a token
  /// wiped by a later failure, an error wiped by a cancel, a second request) fails in its cell.
  func test_eachEvent_fromEachState_leavesTheScreenThatItsRuleSays() async {
    for state in LoginState.allCases {
      for event in LoginEvent.all {
        // Given
        let (sut, service, arrivals) = makeSUT()
        let waiting = await reach(state, sut, service, arrivals)
        let before = LoginScreen(sut, service)
        let cell = "From \(state), \(event)"

        // When
        switch event {
        case .edit(let email, let password):
          sut.email = email
          sut.password = password
          assertSame(LoginScreen(sut, service), event.expected(after: before), "\(cell): \(event.rule)")
          if let waiting { await answer(service, with: .success("FIRST"), waiting) }
        case .tap(let result, let cancellingItsTask):
          let login = await startLogin(sut, arrivals: arrivals, cancellingItsTask: cancellingItsTask)
          // Then, while the service has not answered
          assertSame(LoginScreen(sut, service), event.inFlight(after: before), "\(cell), in flight: \(event.rule)")
          // Every waiting login gets the answer, so none is left parked (with a correct view
          // model there is exactly one, or none when the tap was ignored).
          for _ in 0..<service.pendingCount {
            service.complete(with: result)
          }
          await waits.wait(for: [login] + (waiting.map { [$0] } ?? []), "\(cell): every onLogin to return once the service answered")
          // Then, once it answered
          assertSame(LoginScreen(sut, service), event.expected(after: before), "\(cell), answered: \(event.rule)")
        }
      }
    }
  }

  // MARK: - Helpers

  private let ada = SentForm(email: "ada@example.com", password: "analytical")
  private let waits = BoundedWaits()

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
    sut.email = ada.email
    sut.password = ada.password
  }

  /// Taps login: starts `onLogin()` in a task and waits, bounded, until the login is waiting in
  /// the double or `onLogin()` has returned; then cancels that task if asked (the screen went away).
  /// Returns an expectation fulfilled when `onLogin()` returns.
  private func startLogin(_ sut: LoginViewModel, arrivals: LoginArrivals, cancellingItsTask: Bool = false) async
    -> XCTestExpectation
  {
    let arrived = arrivals.expectNextLogin()
    let returned = XCTestExpectation(description: "onLogin returned")
    let task = Task {
      await sut.onLogin()
      // An onLogin that never reaches the double must not keep the test waiting.
      arrived.fulfill()
      returned.fulfill()
    }
    await waits.wait(for: [arrived], "the login to reach the service (the double's onLoginStarted hook) or onLogin to return")
    if cancellingItsTask { task.cancel() }
    return returned
  }

  /// Answers every login waiting in `service` with `result` (with a correct view model there is
  /// exactly one, and none is left parked), then waits, bounded, until `login`'s onLogin returned.
  private func answer(
    _ service: ControlledAuthenticationService, with result: Result<String, any Error>, _ login: XCTestExpectation
  ) async {
    for _ in 0..<service.pendingCount {
      service.complete(with: result)
    }
    await waits.wait(for: [login], "onLogin to return once the service answered")
  }

  /// Puts the screen in `state`, through the view model and the double. Returns the expectation of
  /// the login still waiting, for the in-flight state.
  private func reach(
    _ state: LoginState, _ sut: LoginViewModel, _ service: ControlledAuthenticationService, _ arrivals: LoginArrivals
  ) async -> XCTestExpectation? {
    fillInAValidForm(sut)
    switch state {
    case .idle:
      return nil
    case .editingAnInvalidEmail:
      sut.email = "ada@example"
      return nil
    case .inFlight:
      return await startLogin(sut, arrivals: arrivals)
    default:
      for result in state.answers {
        await answer(service, with: result, await startLogin(sut, arrivals: arrivals))
      }
      return nil
    }
  }
}

/// The states of the login screen the table starts from, each reached through the view model.
enum LoginState: CaseIterable, CustomStringConvertible {
  case idle
  case editingAnInvalidEmail
  case inFlight
  case loggedIn
  case failed
  case afterASuccessThenAFailure
  case cancelled
  case afterAFailureThenACancel

  /// The answers of the logins that lead here, in order.
  var answers: [Result<String, any Error>] {
    switch self {
    case .idle, .editingAnInvalidEmail, .inFlight: []
    case .loggedIn: [.success("FIRST")]
    case .failed: [.failure(AuthenticationServiceError.invalidCredentials)]
    case .afterASuccessThenAFailure: [.success("FIRST"), .failure(AuthenticationServiceError.requestFailed)]
    case .cancelled: [.failure(CancellationError())]
    case .afterAFailureThenACancel: [.failure(AuthenticationServiceError.invalidCredentials), .failure(URLError(.cancelled))]
    }
  }

  var description: String {
    switch self {
    case .idle: "idle (a valid form, nothing sent)"
    case .editingAnInvalidEmail: "editing (an email the rules refuse)"
    case .inFlight: "in flight (a login waiting in the service)"
    case .loggedIn: "logged in"
    case .failed: "failed (wrong credentials)"
    case .afterASuccessThenAFailure: "after a success, then a failure"
    case .cancelled: "after a cancelled login"
    case .afterAFailureThenACancel: "after a failure, then a cancelled login"
    }
  }
}

/// What happens to the login screen: the user edits the form, or taps login and the service
/// answers (a token, an empty token, each kind of failure, each kind of cancel). From the in-flight
/// state a tap is a second tap while one waits, and the answer goes to the login already waiting.
///
/// A tap may also have its task cancelled while the login waits, and the service answer anyway
/// (with a token, or a failure): the policy tells a cancel by the error the service throws, not by
/// the task, so the screen shows that answer.
enum LoginEvent: CustomStringConvertible {
  case edit(email: String, password: String)
  case tap(Result<String, any Error>, cancellingItsTask: Bool = false)

  static let all: [LoginEvent] =
    [.edit(email: "grace@example.com", password: "compiler"), .edit(email: "grace@example", password: "compiler")]
    + [.tap(.success("SECOND")), .tap(.success(""))]
    + [.tap(.success("SECOND"), cancellingItsTask: true), .tap(.failure(URLError(.timedOut)), cancellingItsTask: true)]
    // Three failures stand for all six here (the service's own error, a transport error, one
    // nobody has heard of); test_onLogin_storesTheServicesOwnErrorAndEndsTheFlightOnFailure
    // walks every kind from idle.
    + ServiceErrors.familiesOfFailure.map { .tap(.failure($0)) }
    + ServiceErrors.cancels.map { .tap(.failure($0)) }

  /// The screen while the login this tap started waits (the screen unchanged when the tap is
  /// ignored: an invalid form, or a login already in flight).
  func inFlight(after before: LoginScreen) -> LoginScreen {
    guard case .tap = self, before.isLoginButtonEnabled else { return before }
    var screen = before
    screen.isLoggingIn = true
    screen.isLoginButtonEnabled = false
    screen.error = nil
    screen.requests.append(SentForm(email: before.email, password: before.password))
    screen.pendingCount = 1
    return screen
  }

  /// The screen the chapter promises once the event is over.
  func expected(after before: LoginScreen) -> LoginScreen {
    var screen = before
    switch self {
    case .edit(let email, let password):
      screen.email = email
      screen.password = password
      screen.isEmailValid = email == "grace@example.com"
      screen.isPasswordValid = true
      screen.isLoginButtonEnabled = screen.isEmailValid && !before.isLoggingIn
    case .tap(let result, _):
      let inFlight = before.isLoggingIn
      guard before.isLoginButtonEnabled || inFlight else { return before }
      if !inFlight {
        screen.requests.append(SentForm(email: before.email, password: before.password))
      }
      // The screen the login started from: the one before the tap, or, for a tap while a login
      // waits, the one before that login (in this table: no token, no error).
      let startedFrom = (token: before.token, error: inFlight ? nil : before.error)
      screen.isLoggingIn = false
      screen.isLoginButtonEnabled = true
      screen.pendingCount = 0
      switch result {
      case .success(let token):
        screen.token = token
        screen.error = nil
      case .failure(let error) where isCancel(error):
        screen.token = startedFrom.token
        screen.error = startedFrom.error
      case .failure(let error):
        screen.token = startedFrom.token
        screen.error = describe(error)
      }
    }
    return screen
  }

  var rule: String {
    switch self {
    case .edit:
      "Expected an edit to change the form and its rules only: no request, the flight, token and error as they were. The rules are computed from the fields."
    case .tap(.success, cancellingItsTask: true):
      "Expected the token the service answered with, even though the login's task was cancelled while it waited: a cancel is told by the error the service throws, not by Task.isCancelled. Store what the service returned."
    case .tap(.failure, cancellingItsTask: true):
      "Expected the service's failure shown, even though the login's task was cancelled while it waited: a cancel is told by the error the service throws (CancellationError or URLError(.cancelled)), not by Task.isCancelled."
    case .tap(.success(""), _):
      "Expected the empty token the service answered with, stored as it came (\"\", not nil, not the earlier one): the token is what the last successful login returned."
    case .tap(.success, _):
      "Expected a login that works to show its token, no error, and the flight ended; a tap with an invalid form or while a login waits changes nothing."
    case .tap(.failure(let error), _) where isCancel(error):
      "Expected a cancelled login to leave the token and the error as they were before it started, and the flight ended. Recognize both CancellationError and URLError(.cancelled); put back the error you cleared."
    case .tap(.failure, _):
      "Expected a failed login to store the service's error as it is, keep the token of the last login that worked, and end the flight. Don't clear token when a login starts or fails."
    }
  }

  var description: String {
    switch self {
    case .edit(let email, let password): "editing the form to \(email.debugDescription) / \(password.debugDescription)"
    case .tap(.success(let token), let cancelled):
      "tapping login\(cancelled ? " (its task cancelled while it waits)" : ""), answered with the token \(token.debugDescription)"
    case .tap(.failure(let error), let cancelled):
      "tapping login\(cancelled ? " (its task cancelled while it waits)" : ""), answered with \(describe(error))"
    }
  }
}

/// A cancel in either shape (see "A cancel is not a failure" in docs/01-networking-seam.md).
func isCancel(_ error: any Error) -> Bool {
  error is CancellationError || (error as? URLError)?.code == .cancelled
}
