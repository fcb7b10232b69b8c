import Lab09ContractTests
import Testing

/// Task 4: when calls overlap. Lab 01's rule (only the latest read sets the screen), met again
/// over a fake: test stores built on your `InMemoryStore` hold a read or a save until the test lets
/// it through, so a test chooses which call ends first. Each test compares the whole screen and
/// the store once, at the end (a ``NotesScreen``).
///
/// A double here never waits on your code for ever: a call the test did not plan for passes
/// through (see `ParkingGate`), and every wait for a call to arrive ends, with a message naming
/// that call, when the task that should have made it ends without it.
@MainActor
@Suite("Lab 09 · Task 4: when calls overlap")
struct Task4OverlappingCallsTests {
  @Test func save_whileAnotherSaveIsInFlight_storesAndShowsBoth() async throws {
    for firstFinishesFirst in [true, false] {
      let store = ParkingSavesStore()
      defer { store.releaseAll() }
      let sut = NotesViewModel(store: store)
      let order = firstFinishesFirst ? "With the first save ending first" : "With the second save ending first"

      let first = Task { await sut.save(groceries) }
      try #require(
        await store.waitForParkedSaves(1, startedBy: first),
        "\(order): expected save(groceries) to call store.save. Save the note to the store you were given.")
      let second = Task { await sut.save(packing) }
      // Bounded: a save queued behind the first never arrives while the first waits.
      let secondReachedTheStore = await store.waitForParkedSaves(2, startedBy: second)
      if firstFinishesFirst {
        await store.finishSave(of: "groceries", first)
        await store.finishSave(of: "packing", second)
      } else {
        await store.finishSave(of: "packing", second)
        await store.finishSave(of: "groceries", first)
      }

      guard
        expectSame(
          Overlap(screen: await NotesScreen(sut, store: store.inner), secondCallReachedTheStore: secondReachedTheStore),
          Overlap(
            screen: NotesScreen(notes: [groceries, packing], errorMessage: nil, stored: [groceries, packing]),
            secondCallReachedTheStore: true),
          """
          \(order): expected the second save, save(packing), to reach the store while the first, save(groceries), waits, and both notes \
          stored and listed once both ended. Don't drop a save because another one is in flight, and don't queue it behind the first; \
          read the notes back from the store after each save.
          """
        )
      else { return }
    }
  }

  @Test func save_failingAfterAnotherSaveEnded_keepsThatSavesNoteListed() async throws {
    for nameRefused in [true, false] {
      let store = ParkingSavesStore()
      defer { store.releaseAll() }
      try await store.inner.save(groceries)
      // Either the name is refused or the disk is full: the list after a failed save is the same.
      let failing = nameRefused ? NoteValue("Shopping List", "bread") : ideas
      store.failsToWrite = nameRefused ? [] : ["ideas"]
      let sut = NotesViewModel(store: store)
      let why = nameRefused ? "With the name \"Shopping List\" refused" : "With the disk full for \"ideas\""
      await sut.load()

      let first = Task { await sut.save(failing) }
      try #require(
        await store.waitForParkedSaves(1, startedBy: first),
        "\(why): expected save(\"\(failing.id)\") to call store.save. Save the note to the store you were given.")
      let second = Task { await sut.save(packing) }
      try #require(
        await store.waitForParkedSaves(2, startedBy: second),
        "\(why): expected the second save, save(packing), to reach the store while the first waits. Don't drop a save, or queue it behind the first."
      )
      await store.finishSave(of: "packing", second)
      await store.finishSave(of: failing.id, first)

      guard
        expectSame(
          await NotesScreen(sut, store: store.inner),
          NotesScreen(notes: [groceries, packing], errorMessage: aSentence(sut.errorMessage), stored: [groceries, packing]),
          """
          \(why): expected a message for the failed save of "\(failing.id)", and "packing", saved while it waited, still listed. \
          A failed save leaves the list as it is when the failure comes: don't put back a copy of the list taken when the save began.
          """
        )
      else { return }
    }
  }

  @Test func load_whileAnotherLoadIsInFlight_endsShowingWhatTheLaterOneRead() async throws {
    let store = ParkingListsStore()
    defer { store.releaseAll() }
    try await store.inner.save(groceries)
    let sut = NotesViewModel(store: store)

    let first = Task { await sut.load() }
    try #require(
      await store.waitForParkedLists(1, startedBy: first),
      "Expected load() to ask the store for its ids(). Read the notes from the store you were given.")
    try await store.inner.save(packing)  // the store changes while the first load is in flight
    let second = Task { await sut.load() }
    // Bounded: a load queued behind the first never arrives while the first waits.
    let secondReachedTheStore = await store.waitForParkedLists(2, startedBy: second)
    await store.finishList(1, first)
    await store.finishList(2, second)

    expectSame(
      Overlap(screen: await NotesScreen(sut, store: store.inner), secondCallReachedTheStore: secondReachedTheStore),
      Overlap(
        screen: NotesScreen(notes: [groceries, packing], errorMessage: nil, stored: [groceries, packing]), secondCallReachedTheStore: true),
      """
      Expected the second load to reach the store while the first waits (not queued behind it), and the screen to end showing what \
      that later load read (groceries and packing). Don't drop a load because another one is in flight: the earlier one read the store \
      before it changed.
      """
    )
  }

  @Test func twoLoads_endOnTheLaterLoadsAnswer_whenTheEarlierAnswersLast() async throws {
    for earlier in ReadEnding.allCases {
      for later in ReadEnding.allCases {
        let store = ParkingListsStore()
        defer { store.releaseAll() }
        let sut = NotesViewModel(store: store)
        let what = "the later load \(later.testDescription) first, then the earlier one \(earlier.testDescription)"
        let loads = try await startTwoOverlappingLoads(of: sut, over: store, earlier: earlier, later: later, row: "Before \(what)")

        await store.finishList(3, loads.later)
        await store.finishList(2, loads.earlier)

        guard await expectTheLaterLoadsAnswer(on: sut, store, from: loads.before, later: later, after: what) else { return }
      }
    }
  }

  @Test func twoLoads_endOnTheLaterLoadsAnswer_whenTheEarlierAnswersFirst() async throws {
    for earlier in ReadEnding.allCases {
      for later in ReadEnding.allCases {
        let store = ParkingListsStore()
        defer { store.releaseAll() }
        let sut = NotesViewModel(store: store)
        let what = "the earlier load \(earlier.testDescription) first, then the later one \(later.testDescription)"
        let loads = try await startTwoOverlappingLoads(of: sut, over: store, earlier: earlier, later: later, row: "Before \(what)")

        await store.finishList(2, loads.earlier)
        await store.finishList(3, loads.later)

        guard await expectTheLaterLoadsAnswer(on: sut, store, from: loads.before, later: later, after: what) else { return }
      }
    }
  }

  @Test func load_overtakenByASave_leavesTheSavedNoteListed_whenItAnswersLast() async throws {
    for ending in ReadEnding.allCases {
      let store = ParkingListsStore()
      defer { store.releaseAll() }
      try await store.inner.save(groceries)
      store.throwing[1] = ending.error
      let sut = NotesViewModel(store: store)
      let row = "With the load that then \(ending.testDescription)"

      let load = Task { await sut.load() }
      try #require(
        await store.waitForParkedLists(1, startedBy: load),
        "\(row): expected load() to ask the store for its ids(). Read the notes from the store you were given.")
      let save = Task { await sut.save(packing) }
      try #require(
        await store.waitForParkedLists(2, startedBy: save),
        "\(row): expected save(packing), started while the load waited on the store, to read the notes back from the store after saving.")
      await store.finishList(2, save)
      await store.finishList(1, load)

      guard
        expectSame(
          await NotesScreen(sut, store: store.inner),
          NotesScreen(notes: [groceries, packing], errorMessage: nil, stored: [groceries, packing]),
          """
          \(row): expected "packing" still listed and no message after the load started before its save \(ending.testDescription) last. \
          A save's read-back is a newer read than that load: count it with the loads (the same counter), so the load's late answer changes \
          nothing, on every path of load (its catch too).
          """
        )
      else { return }
    }
  }

  @Test func saveReadBack_overtakenByALaterLoad_changesNothingWhenItAnswersLast() async throws {
    let store = ParkingListsStore()
    defer { store.releaseAll() }
    try await store.inner.save(groceries)
    let sut = NotesViewModel(store: store)

    let save = Task { await sut.save(packing) }
    try #require(
      await store.waitForParkedLists(1, startedBy: save),
      "Expected save(packing) to read the notes back from the store after saving.")
    try await store.inner.save(ideas)  // another screen writes after the read-back read the ids
    let load = Task { await sut.load() }
    try #require(
      await store.waitForParkedLists(2, startedBy: load),
      "Expected the second load to reach the store while the save's read-back waits. Don't drop or queue a load because a read is in flight."
    )
    await store.finishList(2, load)
    await store.finishList(1, save)

    expectSame(
      await NotesScreen(sut, store: store.inner),
      NotesScreen(notes: [groceries, ideas, packing], errorMessage: nil, stored: [groceries, ideas, packing]),
      """
      Expected the screen the later load set (groceries, ideas, packing) to stay when the save's older read-back answered last. \
      A save's read-back is a read like a load's: number it with the loads, and drop its answer when a newer read has started.
      """
    )
  }

  // MARK: - Helpers

  /// Puts groceries and the refused name's message on screen, then starts two loads while the
  /// store changes: the earlier reads groceries and packing, the later groceries, ideas and
  /// packing. Both wait in the store (its calls 2 and 3 to `ids()`) until the test lets each
  /// through; each then ends as `earlier` and `later` say. Returns the screen from before the two.
  /// Each message starts with `row`, which names the row of the table ("Before the later load ...").
  private func startTwoOverlappingLoads(
    of sut: NotesViewModel, over store: ParkingListsStore, earlier: ReadEnding, later: ReadEnding, row: String
  ) async throws -> (earlier: Task<Void, Never>, later: Task<Void, Never>, before: NotesScreen) {
    try await store.inner.save(groceries)
    let first = Task { await sut.load() }
    try #require(
      await store.waitForParkedLists(1, startedBy: first),
      "\(row): expected load() to ask the store for its ids(). Read the notes from the store you were given.")
    await store.finishList(1, first)
    // Awaited directly, so no read is held: a store that wrongly accepts the name reads back at
    // once, and the check below says so instead of waiting for ever.
    await store.passingReads { await sut.save(NoteValue("Shopping List", "bread")) }
    let before = await NotesScreen(sut, store: store.inner)
    try #require(
      before.notes == [groceries] && before.stored == [groceries] && before.errorMessage?.contains("Shopping List") == true,
      """
      \(row): expected groceries listed and stored, and the refused name's message shown, before the two loads; got \(before). \
      If "Shopping List" was stored, your InMemoryStore accepted an id NoteID refuses: Task 2's contract tests say which (validate with NoteID).
      """
    )

    try await store.inner.save(packing)
    store.throwing = [2: earlier.error, 3: later.error].compactMapValues { $0 }
    let earlierLoad = Task { await sut.load() }
    try #require(
      await store.waitForParkedLists(2, startedBy: earlierLoad),
      "\(row): expected a second load() to ask the store for its ids() again. Read the store on every load.")
    try await store.inner.save(ideas)
    let laterLoad = Task { await sut.load() }
    try #require(
      await store.waitForParkedLists(3, startedBy: laterLoad),
      "\(row): expected the later load to reach the store while the earlier one waits. Don't drop a load because another one is in flight, or queue it behind it."
    )
    return (earlierLoad, laterLoad, before)
  }

  /// Expects the screen the later of two overlapping loads leaves, whatever the earlier one did:
  /// what it read, or its failure's message over the list from before, or (cancelled) the screen
  /// from before the two loads. Returns whether it was that screen; the message names the row by
  /// `what` ("Once the later load failed first, then ...").
  private func expectTheLaterLoadsAnswer(
    on sut: NotesViewModel, _ store: ParkingListsStore, from before: NotesScreen, later: ReadEnding, after what: String
  ) async -> Bool {
    let stored = [groceries, ideas, packing]
    var expected = before
    expected.stored = stored
    switch later {
    case .notes:
      expected.notes = stored
      expected.errorMessage = nil
    case .failure:
      // The later load's own message: a sentence, and not the one from before.
      let message = sut.errorMessage == before.errorMessage ? nil : sut.errorMessage
      expected.errorMessage = aSentence(message)
    case .cancellation, .urlCancellation:
      break
    }
    return expectSame(
      await NotesScreen(sut, store: store.inner), expected,
      """
      Once \(what): expected the screen the later load leaves. Only the latest load may change the screen: number each load (a counter the \
      view model keeps) and, after the await, drop the answer of a load that is no longer the latest, on every path (notes, an error), \
      whichever answer comes first. A cancelled load changes nothing.
      """
    )
  }
}

/// The screen at the end of two overlapping calls, and whether the second call reached the store.
struct Overlap: Equatable {
  var screen: NotesScreen
  var secondCallReachedTheStore: Bool
}
