import Lab09ContractTests
import Testing

/// Task 3: the fake at work. `NotesViewModel` is tested over an `InMemoryStore`: each test puts
/// notes in through the store's own API, runs the view model, and checks what the screen shows and
/// what the store holds. No test scripts a call or counts one; the contract suite is what lets
/// these tests trust the fake.
@MainActor
@Suite("Lab 09 · Task 3: a view model tested with the fake")
struct Task3NotesViewModelTests {
  @Test func load_showsEveryStoredNoteInIDOrder() async throws {
    let (sut, _) = try await makeSUT(storing: [packing, groceries, ideas])

    await sut.load()

    #expect(
      sut.notes == [groceries, ideas, packing],
      "Expected the three stored notes in id order, got \(sut.notes.map(\.id)). Store `store` in init; in load, ask it for ids() and load each one in that order."
    )
  }

  @Test func load_again_showsWhatTheStoreHoldsNow_eachNoteOnce() async throws {
    let (sut, store) = try await makeSUT(storing: [groceries])
    await sut.load()
    try await store.save(packing)

    await sut.load()

    #expect(
      sut.notes == [groceries, packing],
      "Expected a second load (a refresh) to show the stored notes, each once, in id order, got \(sut.notes.map(\.id)). Replace `notes` with what you read; don't append to the list of the last load."
    )
  }

  @Test func load_showsAnEmptyListAndNoError_whenTheStoreHoldsNoNotes() async throws {
    let (sut, store) = try await makeSUT(storing: [groceries])
    await sut.load()
    try await store.delete(id: "groceries")

    await sut.load()

    #expect(
      sut.notes.isEmpty,
      "Expected an empty list once the store holds no notes, got \(sut.notes.map(\.id)). Set `notes` to what the store holds, even when that is nothing."
    )
    #expect(
      sut.errorMessage == nil,
      "Expected no error message for a store with no notes, got \(String(describing: sut.errorMessage)). No notes is a normal answer: show the empty list, keep errorMessage nil."
    )
  }

  @Test func load_again_showsNotesChangedOrDeletedInTheStoreSince() async throws {
    let (sut, store) = try await makeSUT(storing: [groceries, packing])
    await sut.load()
    try await store.save(groceriesRevised)
    try await store.delete(id: "packing")
    try await store.save(ideas)

    await sut.load()

    #expect(
      sut.notes == [groceriesRevised, ideas],
      """
      Expected the second load to show the store as it is now (groceries with its new text, ideas, no packing), got \(sut.notes). \
      Read every note again on each load; don't keep the notes you showed last time.
      """
    )
  }

  @Test func save_storesTheNoteAndShowsIt() async throws {
    let (sut, store) = try await makeSUT(storing: [packing])
    await sut.load()

    await sut.save(groceries)

    let stored = try await store.load(id: "groceries")
    #expect(stored == groceries, "Expected the note in the store after save, got \(stored). Call store.save(note).")
    #expect(
      sut.notes == [groceries, packing],
      "Expected the list to show the stored notes in id order, got \(sut.notes.map(\.id)). Read the notes back from the store after saving."
    )
    #expect(sut.errorMessage == nil, "Expected no error message after a save that worked, got \(String(describing: sut.errorMessage)).")
  }

  @Test func save_showsEveryStoredNote_evenBeforeALoad() async throws {
    let (sut, _) = try await makeSUT(storing: [packing])

    await sut.save(groceries)

    #expect(
      sut.notes == [groceries, packing],
      "Expected the list to show what the store holds after a save, \"packing\" included, got \(sut.notes.map(\.id)). Don't patch `notes`: read every note back from the store."
    )
  }

  @Test func save_replacesTheNoteWithTheSameID_insteadOfAddingASecond() async throws {
    let (sut, _) = try await makeSUT(storing: [groceries])
    await sut.load()

    await sut.save(groceriesRevised)

    #expect(
      sut.notes == [groceriesRevised],
      "Expected one \"groceries\" note with the new text, got \(sut.notes). Don't append to `notes`: read them back from the store, which replaced the note."
    )
  }

  @Test(arguments: textsOfEveryShape)
  func save_storesAndShowsTheTextExactlyAsGiven(text: String) async throws {
    let (sut, store) = try await makeSUT(storing: [groceries])
    await sut.load()
    let edited = Note(id: "groceries", text: text)

    await sut.save(edited)

    let stored = try await store.load(id: "groceries")
    #expect(
      stored == edited,
      """
      Expected the store to hold the text \(text.debugDescription) exactly as given, got \(stored.text.debugDescription). \
      Save the note you are given, whatever its text (an empty one too): only the id has a rule, and the store applies it.
      """
    )
    #expect(
      sut.notes == [edited],
      "Expected the list to show the text \(text.debugDescription) as saved, got \(sut.notes.map(\.text)). Read the notes back from the store after saving."
    )
    #expect(
      sut.errorMessage == nil,
      "Expected no error message after saving the text \(text.debugDescription), got \(String(describing: sut.errorMessage)). No text is refused."
    )
  }

  @Test func save_showsAnErrorAndKeepsTheList_whenTheStoreRefusesTheID() async throws {
    let (sut, store) = try await makeSUT(storing: [groceries])
    await sut.load()

    // No stubbing: the fake refuses this id because the real store would.
    await sut.save(Note(id: "Shopping List", text: "bread"))

    let message = try #require(
      sut.errorMessage, "Expected an error message when the store refuses the note. Catch the error in save and set errorMessage.")
    #expect(!message.isEmpty, "Expected a sentence the user can act on, got an empty message.")
    #expect(
      sut.notes == [groceries],
      "Expected the list unchanged after a refused save, got \(sut.notes.map(\.id)). Only replace `notes` after the store accepts.")
    let ids = try await store.ids()
    #expect(ids == ["groceries"], "Expected the store unchanged after a refused save, got \(ids).")
  }

  @Test func save_clearsTheErrorWhenTheNextSaveSucceeds() async throws {
    let (sut, _) = try await makeSUT(storing: [])
    await sut.save(Note(id: "../escape", text: "nope"))
    try #require(
      sut.errorMessage != nil, "Expected an error message for the refused id \"../escape\". Catch the error in save and set errorMessage.")

    await sut.save(packing)

    #expect(sut.errorMessage == nil, "Expected the error message cleared after a save that worked. Set errorMessage = nil on success.")
    #expect(sut.notes == [packing], "Expected the saved note in the list after the retry, got \(sut.notes.map(\.id)).")
  }

  @Test func load_clearsTheErrorOfAnEarlierRefusedSave() async throws {
    let (sut, _) = try await makeSUT(storing: [groceries])
    await sut.save(Note(id: "Shopping List", text: "bread"))
    try #require(
      sut.errorMessage != nil, "Expected an error message for the refused id \"Shopping List\". Set errorMessage in save's catch.")

    await sut.load()

    #expect(
      sut.errorMessage == nil,
      "Expected the error message cleared after a load that worked, got \(String(describing: sut.errorMessage)). Set errorMessage = nil when load succeeds too."
    )
    #expect(sut.notes == [groceries], "Expected the stored note listed after the load, got \(sut.notes.map(\.id)).")
  }

  // A failure the fake can't produce through its API: here a stub that fails every call is the
  // right double. The test still checks only what the screen shows.
  @Test func load_showsAnError_whenTheStoreCannotBeRead() async {
    let sut = NotesViewModel(store: UnavailableStore())

    await sut.load()

    #expect(
      sut.errorMessage?.isEmpty == false,
      "Expected an error message when the store can't be read, got \(String(describing: sut.errorMessage)). In load, catch every error and set errorMessage; don't use try?."
    )
    #expect(sut.notes.isEmpty, "Expected no notes listed when nothing could be read, got \(sut.notes.map(\.id)).")
  }

  @Test func load_showsAnError_whenAListedNoteCannotBeRead() async {
    let sut = NotesViewModel(store: UnreadableNoteStore())

    await sut.load()

    #expect(
      sut.errorMessage?.isEmpty == false,
      "Expected an error message when the store lists a note it then can't read, got \(String(describing: sut.errorMessage)). Let an error from store.load(id:) reach load's catch; don't skip the note with try?."
    )
  }

  @Test func save_showsAnError_whenTheStoreFailsForAnotherReason() async {
    let sut = NotesViewModel(store: UnavailableStore())

    await sut.save(groceries)

    #expect(
      sut.errorMessage?.isEmpty == false,
      "Expected an error message when the store fails to save for a reason other than the id, got \(String(describing: sut.errorMessage)). Set errorMessage for every error, not only .invalidID."
    )
    #expect(sut.notes.isEmpty, "Expected the list unchanged after a failed save, got \(sut.notes.map(\.id)).")
  }

  @Test func save_keepsTheList_whenTheStoreFailsToWrite() async {
    let sut = NotesViewModel(store: SaveFailingStore(notes: [groceries, packing]))
    await sut.load()

    await sut.save(ideas)

    #expect(
      sut.errorMessage?.isEmpty == false,
      "Expected an error message when the store can't write, got \(String(describing: sut.errorMessage)). Set errorMessage for every error."
    )
    #expect(
      sut.notes == [groceries, packing],
      "Expected the loaded list unchanged after a failed save, got \(sut.notes.map(\.id)). Whatever the reason the save failed, leave `notes` as it was."
    )
  }

  @Test func save_saysWhy_aRefusedNameIsNotReportedLikeAFailingStore() async throws {
    let refused = Note(id: "Shopping List", text: "bread")
    let (refusingSUT, _) = try await makeSUT(storing: [])
    let failingSUT = NotesViewModel(store: UnavailableStore())

    await refusingSUT.save(refused)
    await failingSUT.save(refused)

    let refusal = try #require(
      refusingSUT.errorMessage, "Expected an error message when the store refuses the name. Catch the error in save and set errorMessage.")
    let failure = try #require(
      failingSUT.errorMessage, "Expected an error message when the store fails. Catch every error in save and set errorMessage.")
    #expect(
      refusal != failure,
      """
      Expected a refused name and a failing store to get different messages, got "\(refusal)" for both. The message says why: \
      catch NoteStoreError.invalidID on its own and say what a name may contain (trying again with the same name never works).
      """
    )
    #expect(
      refusal.contains("Shopping List"),
      "Expected the refusal to name the refused name \"Shopping List\", got \"\(refusal)\". Put the id from NoteStoreError.invalidID in the message."
    )
  }

  @Test(arguments: [true, false])
  func save_whileAnotherSaveIsInFlight_storesAndShowsBoth(firstFinishesFirst: Bool) async throws {
    let store = ParkingSavesStore()
    defer { store.releaseAll() }
    let sut = NotesViewModel(store: store)

    let first = Task { await sut.save(groceries) }
    try #require(
      await store.waitForParkedSaves(1, startedBy: first),
      "Expected save(groceries) to call store.save. Save the note to the store you were given.")
    let second = Task { await sut.save(packing) }
    let secondReachedTheStore = await store.waitForParkedSaves(2, startedBy: second)
    if firstFinishesFirst {
      await store.finishSave(of: "groceries", first)
      await store.finishSave(of: "packing", second)
    } else {
      await store.finishSave(of: "packing", second)
      await store.finishSave(of: "groceries", first)
    }

    #expect(
      secondReachedTheStore,
      """
      Expected save(packing), started while save(groceries) was still waiting on the store, to reach the store too. \
      Don't drop a save because another one is in flight: each call saves its note.
      """
    )
    let ids = try await store.ids()
    #expect(
      ids == ["groceries", "packing"], "Expected both notes stored, got \(ids). Each call to save must save its own note to the store.")
    #expect(
      sut.notes == [groceries, packing],
      "Expected the list to show both notes once both saves ended, got \(sut.notes.map(\.id)). Read the notes back from the store after each save."
    )
  }

  @Test(arguments: [true, false])
  func save_failingAfterAnotherSaveEnded_keepsThatSavesNoteListed(nameRefused: Bool) async throws {
    let store = ParkingSavesStore()
    defer { store.releaseAll() }
    try await store.inner.save(groceries)
    // Either the name is refused or the disk is full: the list after a failed save is the same.
    let failing = nameRefused ? Note(id: "Shopping List", text: "bread") : ideas
    store.failsToWrite = nameRefused ? [] : ["ideas"]
    let sut = NotesViewModel(store: store)
    await sut.load()

    let first = Task { await sut.save(failing) }
    try #require(
      await store.waitForParkedSaves(1, startedBy: first),
      "Expected save(\"\(failing.id)\") to call store.save. Save the note to the store you were given.")
    let second = Task { await sut.save(packing) }
    try #require(
      await store.waitForParkedSaves(2, startedBy: second),
      "Expected save(packing), started while another save was waiting on the store, to reach the store too. Don't drop a save.")
    await store.finishSave(of: "packing", second)
    await store.finishSave(of: failing.id, first)

    #expect(
      sut.errorMessage?.isEmpty == false,
      "Expected an error message once the save of \"\(failing.id)\" failed, got \(String(describing: sut.errorMessage)). Set errorMessage for every error."
    )
    #expect(
      sut.notes == [groceries, packing],
      """
      Expected "packing", saved while the save of "\(failing.id)" waited, still listed after that save failed, got \(sut.notes.map(\.id)). \
      A failed save leaves the list as it is when the failure comes: don't put back a copy of the list taken when the save began.
      """
    )
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
    let secondReachedTheStore = await store.waitForParkedLists(2, startedBy: second)
    await store.finishList(1, first)
    await store.finishList(2, second)

    #expect(
      secondReachedTheStore,
      """
      Expected a load started while another was still waiting on the store to ask the store too. \
      Don't drop a load because another one is in flight: the earlier one read the store before it changed.
      """
    )
    #expect(
      sut.notes == [groceries, packing],
      "Expected the screen to end showing what the later load read (groceries and packing), got \(sut.notes.map(\.id)). Let every load set `notes` from what it read."
    )
  }

  @Test(arguments: ReadEnding.allCases, ReadEnding.allCases)
  func twoLoads_endOnTheLaterLoadsAnswer_whenTheEarlierAnswersLast(earlier: ReadEnding, later: ReadEnding) async throws {
    let store = ParkingListsStore()
    defer { store.releaseAll() }
    let sut = NotesViewModel(store: store)
    let loads = try await startTwoOverlappingLoads(of: sut, over: store, earlier: earlier, later: later)

    await store.finishList(3, loads.later)
    await store.finishList(2, loads.earlier)

    expectTheLaterLoadsAnswer(
      on: sut, later: later, after: "the later load \(later.testDescription) first, then the earlier one \(earlier.testDescription)")
  }

  @Test(arguments: ReadEnding.allCases, ReadEnding.allCases)
  func twoLoads_endOnTheLaterLoadsAnswer_whenTheEarlierAnswersFirst(earlier: ReadEnding, later: ReadEnding) async throws {
    let store = ParkingListsStore()
    defer { store.releaseAll() }
    let sut = NotesViewModel(store: store)
    let loads = try await startTwoOverlappingLoads(of: sut, over: store, earlier: earlier, later: later)

    await store.finishList(2, loads.earlier)
    await store.finishList(3, loads.later)

    expectTheLaterLoadsAnswer(
      on: sut, later: later, after: "the earlier load \(earlier.testDescription) first, then the later one \(later.testDescription)")
  }

  @Test(arguments: ReadEnding.allCases)
  func load_overtakenByASave_leavesTheSavedNoteListed_whenItAnswersLast(ending: ReadEnding) async throws {
    let store = ParkingListsStore()
    defer { store.releaseAll() }
    try await store.inner.save(groceries)
    store.throwing[1] = ending.error
    let sut = NotesViewModel(store: store)

    let load = Task { await sut.load() }
    try #require(
      await store.waitForParkedLists(1, startedBy: load),
      "Expected load() to ask the store for its ids(). Read the notes from the store you were given.")
    let save = Task { await sut.save(packing) }
    try #require(
      await store.waitForParkedLists(2, startedBy: save),
      "Expected save(packing), started while a load waited on the store, to read the notes back from the store after saving.")
    await store.finishList(2, save)
    await store.finishList(1, load)

    #expect(
      sut.notes == [groceries, packing],
      """
      Expected "packing" still listed after the load started before its save \(ending.testDescription) last, got \(sut.notes.map(\.id)). \
      A save's read-back is a newer read than that load: count it with the loads (the same counter), so the load's late answer changes nothing.
      """
    )
    #expect(
      sut.errorMessage == nil,
      """
      Expected no error message: the save worked, and the load that \(ending.testDescription) after it was overtaken; got \(String(describing: sut.errorMessage)). \
      Check the counter after the await on every path of load, its catch too.
      """
    )
  }

  @Test(arguments: [CancellingStore.Call.ids, .load])
  func load_leavesTheListAndTheMessageAsTheyWere_whenCancelled(at call: CancellingStore.Call) async throws {
    let (sut, store) = try await makeCancellableSUT()

    store.cancelling = call
    await sut.load()

    expectScreenUnchanged(sut, after: "a load \(call.testDescription)")
  }

  @Test(arguments: CancellingStore.Call.allCases)
  func save_leavesTheListAndTheMessageAsTheyWere_whenCancelled(at call: CancellingStore.Call) async throws {
    let (sut, store) = try await makeCancellableSUT()

    store.cancelling = call
    await sut.save(ideas)

    expectScreenUnchanged(sut, after: "a save \(call.testDescription)")
  }

  // MARK: - Helpers

  /// A view model over a `CancellingStore` holding groceries and packing, loaded, with the
  /// message of a refused save on screen: the state a cancelled call must leave alone.
  private func makeCancellableSUT() async throws -> (NotesViewModel, CancellingStore) {
    let store = CancellingStore(notes: [groceries, packing])
    let sut = NotesViewModel(store: store)
    await sut.load()
    await sut.save(Note(id: "Shopping List", text: "bread"))
    try #require(
      sut.notes == [groceries, packing] && sut.errorMessage != nil,
      "Expected the two stored notes listed and the refused name's message shown before the cancelled call, got \(sut.notes.map(\.id)) and \(String(describing: sut.errorMessage))."
    )
    return (sut, store)
  }

  private func expectScreenUnchanged(_ sut: NotesViewModel, after what: String) {
    #expect(
      sut.errorMessage?.contains("Shopping List") == true,
      """
      Expected the earlier message about "Shopping List" still shown after \(what), got \(String(describing: sut.errorMessage)). \
      A cancelled call has not failed: catch CancellationError on its own, before the catch-all, and change nothing.
      """
    )
    #expect(
      sut.notes == [groceries, packing],
      "Expected the list unchanged after \(what), got \(sut.notes.map(\.id)). A cancelled call leaves `notes` as it was.")
  }

  /// Puts groceries and the refused name's message on screen, then starts two loads while the
  /// store changes: the earlier reads groceries and packing, the later groceries, ideas and
  /// packing. Both wait in the store (its calls 2 and 3 to `ids()`) until the test lets each
  /// through; each then ends as `earlier` and `later` say.
  private func startTwoOverlappingLoads(
    of sut: NotesViewModel, over store: ParkingListsStore, earlier: ReadEnding, later: ReadEnding
  ) async throws -> (earlier: Task<Void, Never>, later: Task<Void, Never>) {
    try await store.inner.save(groceries)
    let first = Task { await sut.load() }
    try #require(
      await store.waitForParkedLists(1, startedBy: first),
      "Expected load() to ask the store for its ids(). Read the notes from the store you were given.")
    await store.finishList(1, first)
    await sut.save(Note(id: "Shopping List", text: "bread"))
    try #require(
      sut.notes == [groceries] && sut.errorMessage?.contains("Shopping List") == true,
      "Expected groceries listed and the refused name's message shown before the two loads, got \(sut.notes.map(\.id)) and \(String(describing: sut.errorMessage))."
    )

    try await store.inner.save(packing)
    store.throwing = [2: earlier.error, 3: later.error].compactMapValues { $0 }
    let earlierLoad = Task { await sut.load() }
    try #require(
      await store.waitForParkedLists(2, startedBy: earlierLoad),
      "Expected a second load() to ask the store for its ids() again. Read the store on every load.")
    try await store.inner.save(ideas)
    let laterLoad = Task { await sut.load() }
    try #require(
      await store.waitForParkedLists(3, startedBy: laterLoad),
      "Expected a load started while another was still waiting on the store to ask the store too. Don't drop a load because another one is in flight."
    )
    return (earlierLoad, laterLoad)
  }

  /// Expects the screen the later of two overlapping loads leaves, whatever the earlier one did:
  /// what it read, or its failure's message over the list from before, or (cancelled) the screen
  /// from before the two loads.
  private func expectTheLaterLoadsAnswer(on sut: NotesViewModel, later: ReadEnding, after what: String) {
    let rule = """
      Only the latest load may change the screen: number each load (a counter the view model keeps) and, after the await, \
      drop the answer of a load that is no longer the latest, on every path (notes, an error), whichever answer comes first.
      """
    switch later {
    case .notes:
      #expect(
        sut.notes == [groceries, ideas, packing],
        "Expected the notes the later load read (groceries, ideas, packing) once \(what), got \(sut.notes.map(\.id)). \(rule)")
      #expect(
        sut.errorMessage == nil,
        "Expected no error message once \(what): the latest load worked. Got \(String(describing: sut.errorMessage)). \(rule)")
    case .failure:
      #expect(
        sut.notes == [groceries],
        "Expected the list from before the two loads (groceries) once \(what), got \(sut.notes.map(\.id)). \(rule)")
      #expect(
        sut.errorMessage?.isEmpty == false && sut.errorMessage?.contains("Shopping List") == false,
        "Expected the later load's failure message once \(what), got \(String(describing: sut.errorMessage)). \(rule)")
    case .cancellation:
      #expect(
        sut.notes == [groceries],
        "Expected the list from before the two loads (groceries) once \(what), got \(sut.notes.map(\.id)). \(rule)")
      #expect(
        sut.errorMessage?.contains("Shopping List") == true,
        """
        Expected the message from before the two loads (about "Shopping List") once \(what), got \(String(describing: sut.errorMessage)). \
        A cancelled load changes nothing. \(rule)
        """
      )
    }
  }

  /// A view model over a fresh fake that already holds `notes`. They go in through the fake's own
  /// `save`, which the contract suite has proven behaves like the real store's.
  private func makeSUT(storing notes: [Note]) async throws -> (NotesViewModel, InMemoryStore) {
    let store = InMemoryStore()
    for note in notes {
      try await store.save(note)
    }
    return (NotesViewModel(store: store), store)
  }
}
