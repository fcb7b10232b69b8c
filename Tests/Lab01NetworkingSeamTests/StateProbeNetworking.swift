import Foundation
import Lab01NetworkingSeam
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A double that looks at the screen while a request is in flight, the one moment `.loading` is
/// there to see: before answering, it runs `readScreen` on the main actor, which is free because
/// the view model is suspended at its `await`. It keeps what it saw as text: the view model's
/// `State` is not `Sendable`, so the state itself cannot leave the main actor.
///
/// ```swift
/// let networking = StateProbeNetworking(answer: answer)
/// networking.readScreen { [weak sut] in sut.map { "\($0.state)" } }
/// await sut.load(id: "42")
/// #expect(networking.statesSeen == ["loading"])
/// ```
final class StateProbeNetworking: Networking {
  private let answer: Result<(Data, URLResponse), any Error>
  private let reader = Mutex<(@MainActor @Sendable () -> String?)?>(nil)
  private let seen = Mutex<[String?]>([])

  init(answer: Result<(Data, URLResponse), any Error>) {
    self.answer = answer
  }

  /// What the screen showed at each request, in order.
  var statesSeen: [String?] { seen.withLock { $0 } }

  func readScreen(with read: @escaping @MainActor @Sendable () -> String?) {
    reader.withLock { $0 = read }
  }

  func data(for request: URLRequest) async throws -> (Data, URLResponse) {
    if let read = reader.withLock({ $0 }) {
      let state = await read()
      seen.withLock { $0.append(state) }
    }
    return try answer.get()
  }
}
