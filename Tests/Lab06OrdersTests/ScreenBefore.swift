import Lab06Orders
import Testing

/// The states an order list can be in when the next load or cancel starts: the rows of the
/// events × states table (docs/facilitator/06-orders.md). Each is reached through the view model's
/// own calls on a `MockOrderRepository`.
enum ScreenBefore: CaseIterable, Sendable, CustomTestStringConvertible, CustomStringConvertible {
  var description: String { testDescription }

  /// Nothing loaded yet.
  case idle
  /// Widget, gadget and gizmo on screen.
  case loaded
  /// The first load failed: no orders, load's message.
  case failed
  /// Loaded, then a cancel of A-1 was refused: the list stays, with cancel's message.
  case afterSuccessThenFailure
  /// Loaded, then a cancel of A-2 was refused: the next cancel of A-2 is a retry, sent again.
  case afterARefusedCancelOfA2
  /// Loaded, then a cancel of A-2 was itself cancelled: nothing changed, and A-2 may be sent again.
  case afterACancelledCancelOfA2

  var testDescription: String {
    switch self {
    case .idle: "idle"
    case .loaded: "a list loaded"
    case .failed: "a failed load"
    case .afterSuccessThenFailure: "a load, then a refused cancel"
    case .afterARefusedCancelOfA2: "a load, then a refused cancel of A-2"
    case .afterACancelledCancelOfA2: "a load, then a cancelled cancel of A-2"
    }
  }

  /// Drives `sut` into this state through `repository`, then clears the stubbed error.
  @MainActor
  func reach(_ sut: OrderListViewModel, _ repository: MockOrderRepository) async {
    repository.stubbedOrders = [widget, oldLamp, gadget, gizmo]
    switch self {
    case .idle:
      break
    case .loaded:
      await sut.load()
    case .failed:
      repository.stubbedError = TestError.offline
      await sut.load()
    case .afterSuccessThenFailure:
      await sut.load()
      repository.stubbedError = TestError.refused
      await sut.cancel(orderId: "A-1")
    case .afterARefusedCancelOfA2:
      await sut.load()
      repository.stubbedError = TestError.refused
      await sut.cancel(orderId: "A-2")
    case .afterACancelledCancelOfA2:
      await sut.load()
      repository.stubbedError = CancellationError()
      await sut.cancel(orderId: "A-2")
    }
    repository.stubbedError = nil
  }

  /// What the screen and the double hold once this state is reached.
  func expected(_ messages: FailureMessages) -> OrdersObserved {
    let stubbed = [widget, oldLamp, gadget, gizmo]
    switch self {
    case .idle:
      return OrdersObserved(stubbedOrders: stubbed)
    case .loaded:
      return OrdersObserved(orders: [widget, gadget, gizmo], fetches: 1, stubbedOrders: stubbed)
    case .failed:
      return OrdersObserved(orders: [], errorMessage: messages.load, fetches: 1, stubbedOrders: stubbed)
    case .afterSuccessThenFailure:
      return OrdersObserved(
        orders: [widget, gadget, gizmo], errorMessage: messages.cancel, fetches: 1, cancelRequests: ["A-1"],
        stubbedOrders: stubbed)
    case .afterARefusedCancelOfA2:
      return OrdersObserved(
        orders: [widget, gadget, gizmo], errorMessage: messages.cancel, fetches: 1, cancelRequests: ["A-2"],
        stubbedOrders: stubbed)
    case .afterACancelledCancelOfA2:
      return OrdersObserved(orders: [widget, gadget, gizmo], fetches: 1, cancelRequests: ["A-2"], stubbedOrders: stubbed)
    }
  }
}

/// The view model's own sentences for a failed load and a refused cancel, read from fresh screens:
/// the suite does not dictate the wording, only that each method has its own, whatever the error.
struct FailureMessages {
  /// The sentence of a failed load; `nil` when a failed load showed none.
  let loadSentence: String?
  /// The sentence of a refused cancel; `nil` when a refused cancel showed none.
  let cancelSentence: String?

  var load: String { loadSentence ?? "(the sentence of a failed load: none was shown)" }
  var cancel: String { cancelSentence ?? "(the sentence of a refused cancel: none was shown)" }

  @MainActor
  static func of(_ makeSUT: ([Order]) -> (OrderListViewModel, MockOrderRepository)) async -> FailureMessages {
    let (loading, loadRepository) = makeSUT([widget])
    loadRepository.stubbedError = TestError.offline
    await loading.load()
    let (cancelling, cancelRepository) = makeSUT([widget])
    await cancelling.load()
    cancelRepository.stubbedError = TestError.offline
    await cancelling.cancel(orderId: "A-1")
    return FailureMessages(loadSentence: loading.errorMessage, cancelSentence: cancelling.errorMessage)
  }
}

/// One answer of the repository in the events × states table: success, a failure, or a cancel;
/// and whether the caller's own task was cancelled while the repository held the call. The error
/// decides, whoever cancelled: a success or a refusal that arrives in a cancelled task is still a
/// success or a refusal (docs/01-networking-seam.md, "A cancel is not a failure").
struct RepositoryAnswer: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  var description: String { testDescription }

  enum Kind: Sendable { case success, failure, cancel }
  let kind: Kind
  let error: (any Error)?
  /// The call runs in a task that ``CancelsItsCaller`` cancels while the repository holds the call.
  let callerCancelled: Bool
  let name: String

  var testDescription: String { callerCancelled ? "\(name), in a task cancelled during the call" : name }

  private static let answers: [(Kind, (any Error)?, String)] =
    [(.success, nil, "succeeds")]
    + ErrorKinds.failures.map { (.failure, $0.value, "fails with \($0.name)") }
    + ErrorKinds.cancels.map { (.cancel, $0.value, "is cancelled: \($0.name)") }

  static let all: [RepositoryAnswer] = [false, true].flatMap { callerCancelled in
    answers.map { RepositoryAnswer(kind: $0.0, error: $0.1, callerCancelled: callerCancelled, name: $0.2) }
  }
}
