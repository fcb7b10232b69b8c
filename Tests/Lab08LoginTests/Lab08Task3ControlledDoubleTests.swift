import Foundation
import Lab08Login
import XCTest

/// Task 3: `ControlledAuthenticationService` holds every login until the test answers it, so a
/// test can look at the code under test while a login is in flight. Each test compares the
/// double's whole record and every login's outcome (a ``DoubleRecord``) at each step.
final class Lab08Task3ControlledDoubleTests: XCTestCase {
  // Capitals, and spaces at a password's ends: the double records what it was called with, so a
  // LoginRequest that lowercased or trimmed anything shows here.
  private let ada = SentForm(email: "Ada.Lovelace@Example.COM", password: " analytical ")
  private let grace = SentForm(email: "grace@example.com", password: "compiler\t")
  private let waits = BoundedWaits()

  func test_login_waitsUntilCompleted_thenReturnsTheToken() async {
    // Given
    let (sut, arrivals) = makeSUT()

    // When
    let login = await startLogin(ada, on: sut, arrivals: arrivals)

    // Then
    assertSame(
      DoubleRecord(sut, [login]), DoubleRecord(requests: [ada], pendingCount: 1, logins: ["waiting"]),
      "Expected the login recorded and still waiting until complete(with:) is called. Record the request and park a continuation instead of returning."
    )

    // When
    let answered = sut.complete(with: .success("TOKEN"))
    await waits.wait(for: [login.returned], "the login to return once complete(with:) answered it")

    // Then
    assertSame(
      DoubleRecord(sut, [login], answered: [answered]),
      DoubleRecord(requests: [ada], pendingCount: 0, logins: ["returned TOKEN"], answered: [true]),
      "Expected complete(with:) to return true, the login to return the token it was given, and nothing left waiting. Resume the oldest continuation with that result and remove it."
    )
  }

  func test_login_throwsTheErrorItIsCompletedWith_eitherKindOfCancelIncluded() async {
    // The double simulates every way a login ends: a refusal, an error the view model has never
    // heard of, and both kinds of cancel.
    let errors: [any Error] = [AuthenticationServiceError.invalidCredentials, UnheardOfError()] + ServiceErrors.cancels
    for error in errors {
      let (sut, arrivals) = makeSUT()
      let login = await startLogin(ada, on: sut, arrivals: arrivals)

      let answered = sut.complete(with: .failure(error))
      await waits.wait(for: [login.returned], "the login to return once complete(with:) answered it")

      assertSame(
        DoubleRecord(sut, [login], answered: [answered]),
        DoubleRecord(requests: [ada], pendingCount: 0, logins: ["threw \(describe(error))"], answered: [true]),
        "Expected login to throw exactly the error passed to complete(with:), \(describe(error)). Resume the continuation with the result as it is."
      )
    }
  }

  func test_complete_answersWaitingLoginsOldestFirst_andRecordsEveryRequest() async {
    // Given two logins waiting, Ada's first
    let (sut, arrivals) = makeSUT()
    // Fulfilled by whichever login returns first, so a double that answers the wrong one is seen
    // at once, not after a bounded wait for the right one.
    let oneReturned = XCTestExpectation(description: "one of the two logins returned")
    oneReturned.assertForOverFulfill = false
    let first = await startLogin(ada, on: sut, arrivals: arrivals, alsoFulfilling: oneReturned)
    let second = await startLogin(grace, on: sut, arrivals: arrivals, alsoFulfilling: oneReturned)
    assertSame(
      DoubleRecord(sut, [first, second]), DoubleRecord(requests: [ada, grace], pendingCount: 2, logins: ["waiting", "waiting"]),
      "Expected both requests, in the order they arrived, both waiting. Append every request; don't keep only the last one.")

    // When
    let answeredFirst = sut.complete(with: .success("FIRST"))
    await waits.wait(for: [oneReturned], "one of the two logins to return once complete(with:) answered it")

    // Then
    assertSame(
      DoubleRecord(sut, [first, second], answered: [answeredFirst]),
      DoubleRecord(requests: [ada, grace], pendingCount: 1, logins: ["returned FIRST", "waiting"], answered: [true]),
      "Expected the first complete(with:) to answer the oldest login only, and both requests still listed. Resume the first waiting continuation, not the last, and only that one; keep the requests apart from the waiting continuations."
    )

    // When
    let answeredSecond = sut.complete(with: .success("SECOND"))
    await waits.wait(for: [first.returned, second.returned], "both logins to return once each was answered")

    // Then
    assertSame(
      DoubleRecord(sut, [first, second], answered: [answeredFirst, answeredSecond]),
      DoubleRecord(requests: [ada, grace], pendingCount: 0, logins: ["returned FIRST", "returned SECOND"], answered: [true, true]),
      "Expected the second complete(with:) to answer the next login in arrival order, and both requests still listed once answered: requests is every login received, not only those still waiting."
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
    assertSame(
      probe.sightings, [HookProbe.Sighting(requests: [ada], pendingCount: 1)],
      "Expected onLoginStarted called once, when the request is recorded and the login is already waiting (pendingCount 1), with the double free to read. Call it after storing the continuation, and outside the lock: a test that answers at that moment must find the login there, and must be able to read the double (a Mutex is not recursive)."
    )

    sut.complete(with: .success("TOKEN"))
    await waits.wait(for: [login.returned], "the login to return once complete(with:) answered it")
  }

  func test_complete_returnsWhetherALoginWasWaiting() async {
    let (sut, arrivals) = makeSUT()
    let early = sut.complete(with: .success("EARLY"))

    let login = await startLogin(ada, on: sut, arrivals: arrivals)
    assertSame(
      DoubleRecord(sut, [login], answered: [early]),
      DoubleRecord(requests: [ada], pendingCount: 1, logins: ["waiting"], answered: [false]),
      "Expected the login that arrived after an early complete(with:) to be waiting, and counted as waiting: the early call answered nothing, so it must change nothing. pendingCount is how many logins wait, not requests minus calls to complete."
    )
    let answered = sut.complete(with: .success("TOKEN"))
    await waits.wait(for: [login.returned], "the login to return once complete(with:) answered it")
    let again = sut.complete(with: .success("AGAIN"))

    assertSame(
      DoubleRecord(sut, [login], answered: [early, answered, again]),
      DoubleRecord(requests: [ada], pendingCount: 0, logins: ["returned TOKEN"], answered: [false, true, false]),
      "Expected false with no login waiting (and the early result not kept for a later login), true for the waiting login, false the second time: each login is answered once. Return false instead of dropping or keeping a result; remove a continuation when you resume it."
    )
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
    _ request: SentForm, on sut: ControlledAuthenticationService, arrivals: LoginArrivals,
    alsoFulfilling returned: XCTestExpectation? = nil
  ) async -> PendingLogin {
    let arrived = arrivals.expectNextLogin()
    let login =
      if let returned {
        PendingLogin.start(on: sut, request, alsoFulfilling: arrived, returned)
      } else {
        PendingLogin.start(on: sut, request, alsoFulfilling: arrived)
      }
    await waits.wait(for: [arrived], "the login to reach the double (its onLoginStarted hook) or return")
    return login
  }
}

/// Everything the double shows at one moment: its record, how many logins wait, how each login
/// started by the test has ended so far, and what each `complete(with:)` returned.
struct DoubleRecord: Equatable {
  /// Every request the double recorded, read field by field.
  var requests: [SentForm]
  var pendingCount: Int
  /// Per login, oldest first: `"waiting"`, `"returned <token>"` or `"threw <error>"`.
  var logins: [String]
  var answered: [Bool] = []
}

extension DoubleRecord {
  init(_ sut: ControlledAuthenticationService, _ logins: [PendingLogin], answered: [Bool] = []) {
    self.init(
      requests: sut.requests.map(SentForm.init), pendingCount: sut.pendingCount,
      logins: logins.map { login in
        switch login.result {
        case nil: "waiting"
        case .success(let token): "returned \(token)"
        case .failure(let error): "threw \(describe(error))"
        }
      },
      answered: answered)
  }
}
