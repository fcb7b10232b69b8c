import Observation

/// Records every value an `@Observable` property takes, in order, using Observation alone (Combine
/// does not exist on Linux).
///
/// `withObservationTracking` calls `onChange` once, *before* the property changes. So at each
/// change the recorder writes down the value being left and registers again; ``states`` is that
/// history plus the current value. Two changes in a row, with no suspension between them, are
/// both recorded.
///
/// ```swift
/// let recorder = StateRecorder { sut.state }
/// sut.fetch()
/// #expect(recorder.states == [.initial, .loading])
/// ```
@MainActor
final class StateRecorder<State> {
  private let read: @MainActor () -> State
  private var leftBehind: [State] = []

  init(_ read: @escaping @MainActor () -> State) {
    self.read = read
    observe()
  }

  /// Every value so far, the first one (when recording started) to the current one.
  var states: [State] { leftBehind + [read()] }

  private func observe() {
    withObservationTracking {
      _ = read()
    } onChange: { [weak self] in
      // The change happens on the main actor (the view model is `@MainActor`), and `onChange`
      // runs synchronously inside it, so this is already on the main actor.
      MainActor.assumeIsolated { self?.stateWillChange() }
    }
  }

  private func stateWillChange() {
    leftBehind.append(read())
    observe()
  }
}
