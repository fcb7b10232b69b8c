import Foundation
import Lab10CompositionRoot
import Testing

/// Task 2: `AppRoot` builds the app's objects on the configuration it is given: one list of notes
/// for the whole app, loaded once through the given storage, and nothing shared with another root.
/// (Task 3 posts notes through the composers a root builds.)
@Suite("Lab 10 · Task 2: the composition root")
struct Task2CompositionRootTests {
  @Test func root_buildingCallsNothing_thenItsNotesLoadThroughTheGivenStorage() async {
    let doubles = Doubles(stored: storedNotes)
    let sut = AppRoot(dependencies: doubles.dependencies(allowing: [.loadNotes, .saveNote, .now]))
    let afterBuilding = Observed([], doubles)

    let listed = await Outcome.ofNotes { try await sut.notes.all() }

    expectSame(
      [afterBuilding, Observed([listed], doubles)],
      [Observed(results: [], stored: storedNotes), Observed(results: [.notes(storedNotes)], stored: storedNotes, loads: 1)],
      "Expected building the root to call nothing, then its notes to be the given storage's, loaded once. Build the root's objects on the dependencies it was given, and let them call those only when asked."
    )
  }

  @Test func root_buildingStartsNothingThatOutlivesIt() async {
    let doubles = Doubles(stored: storedNotes)
    weak var lease: Lease?
    do {
      let held = Lease()
      lease = held
      let root = AppRoot(dependencies: doubles.dependencies(allowing: [.loadNotes, .saveNote, .now]).held(by: held))
      _ = root.makeComposer()
    }
    // The root, its list and its composer are gone, and with them every reference to the
    // configuration: unless the root started a task that still runs. Let such a task finish
    // (it would hold the configuration until it does), for as long as 10,000 turns.
    var turns = 0
    while lease != nil, turns < 10_000 {
      await Task.yield()
      turns += 1
    }
    let afterTheFirstRoot = Observed([], doubles)
    let firstRootLetGo = lease == nil

    let second = AppRoot(dependencies: doubles.dependencies(allowing: [.loadNotes, .saveNote, .now]))
    let listed = await Outcome.ofNotes { try await second.notes.all() }

    expectSame(
      RootLifetime(
        firstRootLetGo: firstRootLetGo, afterTheFirstRoot: afterTheFirstRoot,
        afterReadingTheSecond: Observed([listed], doubles)),
      RootLifetime(
        firstRootLetGo: true, afterTheFirstRoot: Observed(results: [], stored: storedNotes),
        afterReadingTheSecond: Observed(results: [.notes(storedNotes)], stored: storedNotes, loads: 1)),
      "Expected a root built and dropped unused to have called nothing, not even later, and to have left nothing running that holds its configuration; then a root read to load once. Build, don't start: no Task in init or makeComposer(), no preloading. The list loads when a screen first asks for it."
    )
  }

  @Test func root_notesReadAgain_comeFromTheSameList_loadedOnce() async {
    let doubles = Doubles(stored: storedNotes)
    let sut = AppRoot(dependencies: doubles.dependencies(allowing: [.loadNotes, .saveNote, .now]))

    let first = await Outcome.ofNotes { try await sut.notes.all() }
    let second = await Outcome.ofNotes { try await sut.notes.all() }
    let third = await Outcome.ofNotes { try await sut.notes.all() }

    expectSame(
      Observed([first, second, third], doubles),
      Observed(results: Array(repeating: .notes(storedNotes), count: 3), stored: storedNotes, loads: 1),
      "Expected every read of `notes` to reach the same list, loaded once. One app has one list: build it once, with the root, not each time `notes` is read."
    )
  }

  @Test func twoRoots_eachHaveTheirOwnNotes() async {
    let first = Doubles(stored: storedNotes)
    let second = Doubles(stored: otherStoredNotes)
    let firstRoot = AppRoot(dependencies: first.dependencies(allowing: [.loadNotes, .saveNote, .now]))
    let secondRoot = AppRoot(dependencies: second.dependencies(allowing: [.loadNotes, .saveNote, .now]))

    let firstListed = await Outcome.ofNotes { try await firstRoot.notes.all() }
    let secondListed = await Outcome.ofNotes { try await secondRoot.notes.all() }

    expectSame(
      [Observed([firstListed], first), Observed([secondListed], second)],
      [
        Observed(results: [.notes(storedNotes)], stored: storedNotes, loads: 1),
        Observed(results: [.notes(otherStoredNotes)], stored: otherStoredNotes, loads: 1),
      ],
      "Expected each root to list its own storage's notes. What one app shares belongs to that app's root, never to a static: an app and its preview, or two tests, are two roots."
    )
  }

  @Test func root_onThePreviewConfiguration_listsTheCannedNotes() async {
    let sut = AppRoot(dependencies: .preview)

    let listed = await Outcome.ofNotes { try await sut.notes.all() }

    expectSame(
      [listed], [.notes(previewNotes)],
      "Expected a root built on `.preview` to list the preview's canned notes, touching nothing live. Build on the configuration the root is given."
    )
  }

  @Test func root_onTheFailingConfiguration_failsNamingLoadNotes_andTriesAgainNextTime() async {
    let doubles = Doubles()
    let sut = AppRoot(dependencies: doubles.dependencies(allowing: []))

    let first = await Outcome.ofNotes { try await sut.notes.all() }
    let second = await Outcome.ofNotes { try await sut.notes.all() }

    let failed = Outcome.threw("UnimplementedDependency(AppDependencies.loadNotes)")
    expectSame(
      Observed([first, second], doubles),
      Observed(results: [failed, failed], touched: ["AppDependencies.loadNotes", "AppDependencies.loadNotes"]),
      "Expected a root on a configuration with nothing overridden to fail when its notes are read, naming loadNotes, every time. Pass the given loadNotes on as it is: no default list, no caught error."
    )
  }

  @Test func root_aFailedLoadReachesTheCallerUnchanged_andTheNextReadLoadsAgain() async {
    for failure in StorageFailure.allCases {
      let doubles = Doubles(stored: storedNotes, loadFailures: [failure.error])
      let sut = AppRoot(dependencies: doubles.dependencies(allowing: [.loadNotes, .saveNote, .now]))

      let first = await Outcome.ofNotes { try await sut.notes.all() }
      let second = await Outcome.ofNotes { try await sut.notes.all() }

      guard
        expectSame(
          Observed([first, second], doubles),
          Observed(results: [.threw(failure.kind), .notes(storedNotes)], stored: storedNotes, loads: 2),
          "With loadNotes throwing \(failure.rawValue): expected it to reach the caller unchanged (a cancel too: docs/01, \"A cancel is not a failure\"), and the next read to load again. Don't turn a failed load into an empty list."
        )
      else { return }
    }
  }
}
