import Foundation
import Lab08Login
import XCTest

/// Task 2: `AuthenticationService` receives its `APIServiceProtocol` through `init`, sends one
/// `LoginRequest`, and turns the API's failures into `AuthenticationServiceError`, passing a
/// cancel on unchanged. Each test compares everything a call shows (a ``ServiceCall``: what the
/// API received and what `login` returned or threw) once.
final class Lab08Task2AuthenticationServiceTests: XCTestCase {
  func test_login_sendsOneRequestWithTheEmailAndPasswordExactlyAsGiven() async {
    // Every shape of both fields, valid or not: capitals, whitespace at either end or inside, line
    // breaks, non-ASCII, emoji, empty. None of it is the service's to change or to judge.
    let emails = FormShapes.emails.map(\.text)
    let passwords = FormShapes.passwords.map(\.text)
    let forms = (0..<max(emails.count, passwords.count)).map {
      SentForm(email: emails[$0 % emails.count], password: passwords[$0 % passwords.count])
    }

    for form in forms {
      // Given
      let (sut, api) = makeSUT(answer: .success(LoginResponse(accessToken: "TOKEN")))

      // When
      let call = await ServiceCall(of: sut, api, sending: form)

      // Then
      assertSame(
        call, ServiceCall(requests: [form], outcome: "returned TOKEN"),
        "Expected exactly one LoginRequest with the email \(form.email.debugDescription) and password \(form.password.debugDescription) exactly as given (no lowercasing, no trimming, no checking), and the token back. Send it through the apiService passed to init, once; LoginRequest keeps both fields exactly as given."
      )
    }
  }

  func test_login_returnsTheAccessTokenFromTheResponse() async {
    let form = SentForm(email: "Ada@Example.com", password: " analytical ")
    for token in ["ACCESS_TOKEN", "", "  spaced  ", "eyJhbGciOi.ünï.👍"] {
      let (sut, api) = makeSUT(answer: .success(LoginResponse(accessToken: token)))

      let call = await ServiceCall(of: sut, api, sending: form)

      assertSame(
        call, ServiceCall(requests: [form], outcome: "returned \(token)"),
        "Expected the response's accessToken \(token.debugDescription), exactly. Return the accessToken of the response the API service sent back."
      )
    }
  }

  func test_login_turnsAPIFailuresIntoAuthenticationErrors_andPassesACancelOn() async {
    let form = SentForm(email: "Ada@Example.com", password: " analytical ")
    for row in ServiceErrors.apiFailures {
      // Given
      let (sut, api) = makeSUT(answer: .failure(row.apiError))

      // When
      let call = await ServiceCall(of: sut, api, sending: form)

      // Then
      assertSame(
        call, ServiceCall(requests: [form], outcome: "threw \(row.thrown)"),
        "Expected one request, then \(row.thrown) when the API throws \(describe(row.apiError)): \(row.why). Map APIError.badStatus(401) to .invalidCredentials, rethrow a cancel (either kind) unchanged, and map every other error to .requestFailed; no retry."
      )
    }
  }

  // MARK: - Helpers

  private func makeSUT(
    answer: Result<LoginResponse, any Error>, file: StaticString = #filePath, line: UInt = #line
  ) -> (sut: AuthenticationService, api: APIServiceSpy) {
    let api = APIServiceSpy(answer: answer)
    let sut = AuthenticationService(apiService: api)
    trackForMemoryLeaks(api, file: file, line: line)
    return (sut, api)
  }
}

/// Everything one call of `AuthenticationService.login` shows: what the API received, and what
/// `login` returned or threw.
struct ServiceCall: Equatable {
  /// Every request the API received, read field by field.
  var requests: [SentForm]
  /// `"returned <token>"` or `"threw <error>"` (see ``describe(_:)``).
  var outcome: String
}

extension ServiceCall {
  init(of sut: AuthenticationService, _ api: APIServiceSpy, sending form: SentForm) async {
    do {
      let token = try await sut.login(email: form.email, password: form.password)
      outcome = "returned \(token)"
    } catch {
      outcome = "threw \(describe(error))"
    }
    requests = api.requests.map(SentForm.init)
  }
}
