import Lab05SegregatedServices

/// Everything a test can see of the fact screen: every state the view model went through, in
/// order (its one output, `state`, as the `StateRecorder` saw it), and everything the service saw
/// (the double's whole record). Tasks 3 and 4 compare one of these, once, at the end of each test:
/// a side effect nobody asked for (a rename, a second fetch, a state too many) fails whichever test
/// runs past it.
struct FactScreen: Equatable, CustomStringConvertible {
  typealias State = ViewState<CatFact, CatServiceError>

  var states: [State]
  var calls: [ControlledCatService.Call]

  init(states: [State], calls: [ControlledCatService.Call]) {
    self.states = states
    self.calls = calls
  }

  /// States compare as the test's own ``ShownState`` (built by switching over each state), never
  /// through the learner's `==`: Task 1 tests that `==`, and the snapshots must not trust it.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.states.map(ShownState.init) == rhs.states.map(ShownState.init) && lhs.calls == rhs.calls
  }

  /// What the recorder and the double hold now.
  @MainActor init(_ recorder: StateRecorder<State>, _ service: ControlledCatService) {
    self.init(states: recorder.states, calls: service.calls)
  }

  var description: String { "states \(states.map(ShownState.init)), calls \(calls)" }
}
