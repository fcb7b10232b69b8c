import Foundation
import Lab08Login
import XCTest

/// Task 2: `AuthenticationService` receives its `APIServiceProtocol` through `init`, sends one
/// `LoginRequest`, and turns the API's failures into `AuthenticationServiceError`.
final class Lab08Task2AuthenticationServiceTests: XCTestCase {
  func test_login_sendsOneRequestWithTheEmailAndPasswordExactlyAsGiven() async throws {
    // Capitals, spaces at either end, a tab, non-ASCII: none of it is the service's to change.
    let forms: [LoginRequest] = [
      LoginRequest(email: "Ada.Lovelace@Example.com", password: "Analytical Engine"),
      LoginRequest(email: "ada+lab@example.com", password: "  spaced out  "),
      LoginRequest(email: "ADA@EXAMPLE.COM", password: "tab\tinside\t"),
      LoginRequest(email: "ada@example.com", password: "ñandú123👍"),
    ]

    for form in forms {
      // Given
      let (sut, api) = makeSUT(answer: .success(LoginResponse(accessToken: "TOKEN")))

      // When
      _ = try await sut.login(email: form.email, password: form.password)

      // Then
      XCTAssertEqual(
        api.requests, [form],
        "Expected exactly one LoginRequest with the email \(form.email.debugDescription) and password \(form.password.debugDescription) exactly as given (no lowercasing, no trimming), got \(api.requests). Send it through the apiService passed to init, once."
      )
    }
  }

  func test_login_returnsTheAccessTokenFromTheResponse() async throws {
    let (sut, _) = makeSUT(answer: .success(LoginResponse(accessToken: "ACCESS_TOKEN")))

    let token = try await sut.login(email: "ada@example.com", password: "analytical")

    XCTAssertEqual(token, "ACCESS_TOKEN", "Expected the response's accessToken. Return `try await apiService.send(request).accessToken`.")
  }

  func test_login_turnsAPIFailuresIntoAuthenticationErrors() async {
    // Only a 401 means "wrong credentials": every status around it, each other 4xx, the 3xx and
    // the 5xx, and a transport error are a failed request.
    let otherStatuses = [301, 304, 399, 400, 402, 403, 404, 407, 409, 422, 429, 499, 500, 502, 503]
    let cases: [(apiFailure: any Error, expected: AuthenticationServiceError)] =
      [(APIError.badStatus(401), .invalidCredentials)]
      + otherStatuses.map { (APIError.badStatus($0), .requestFailed) }
      + [
        (URLError(.notConnectedToInternet), .requestFailed),
        (URLError(.timedOut), .requestFailed),
      ]

    for (apiFailure, expected) in cases {
      // Given
      let (sut, api) = makeSUT(answer: .failure(apiFailure))

      // When
      var thrown: (any Error)?
      do {
        _ = try await sut.login(email: "ada@example.com", password: "analytical")
      } catch {
        thrown = error
      }

      // Then
      XCTAssertEqual(
        thrown as? AuthenticationServiceError, expected,
        "Expected \(expected) when the API throws \(apiFailure), got \(String(describing: thrown)). Map APIError.badStatus(401) to .invalidCredentials and every other error to .requestFailed."
      )
      XCTAssertEqual(
        api.requests.count, 1,
        "Expected one request when the API throws \(apiFailure), got \(api.requests.count). Send it once and map the failure: no retry behind the caller's back."
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
