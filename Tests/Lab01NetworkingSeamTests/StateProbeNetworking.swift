import Foundation
import Lab01NetworkingSeam
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A double that looks at the screen while a request is in flight, the one moment `.loading` is
/// there to see: before answering, it runs `readScreen` on the main actor, which is free because
/// the view model is suspended at its `await`. It keeps what it saw as text: the view model's
/// `State` is not `Sendable`, so the state itself cannot leave the main actor. It also keeps every
/// request, and answers each with the answer set last.
///
/// ```swift
/// let networking = StateProbeNetworking(answer: answer)
/// networking.readScreen { [weak sut] in sut.map { "\($0.state)" } }
/// await sut.load(id: "42")
/// #expect(networking.statesSeen == ["loading"])
/// ```
final class StateProbeNetworking: Networking {
  private struct State {
    var answer: Result<(Data, URLResponse), any Error>
    var requests: [URLRequest] = []
    var seen: [String] = []
  }

  private let state: Mutex<State>
  private let reader = Mutex<(@MainActor @Sendable () -> String?)?>(nil)

  init(answer: Result<(Data, URLResponse), any Error>) {
    state = Mutex(State(answer: answer))
  }

  /// What the screen showed at each request, in order.
  var statesSeen: [String] { state.withLock { $0.seen } }

  /// Every request received, oldest first.
  var requests: [URLRequest] { state.withLock { $0.requests } }

  /// Answers every request from now on with `result`.
  func answer(with result: Result<(Data, URLResponse), any Error>) {
    state.withLock { $0.answer = result }
  }

  func readScreen(with read: @escaping @MainActor @Sendable () -> String?) {
    reader.withLock { $0 = read }
  }

  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    let read = reader.withLock { $0 }
    let seen = await read?() ?? "not read"
    return try state.withLock {
      $0.seen.append(seen)
      $0.requests.append(request)
      return try $0.answer.get()
    }
  }
}
