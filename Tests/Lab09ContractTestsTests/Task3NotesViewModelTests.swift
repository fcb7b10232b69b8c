import Lab09ContractTests
import Testing

/// Task 3: the fake at work. `NotesViewModel` is tested over an `InMemoryStore`: each test puts
/// notes in through the store's own API, runs the view model, and compares everything it can see
/// (the list, the message, what the store holds: a ``NotesScreen``) with what the chapter promises,
/// once. No test scripts a call or counts one; the contract suite is what lets these tests trust
/// the fake.
@MainActor
@Suite("Lab 09 · Task 3: a view model tested with the fake")
struct Task3NotesViewModelTests {
  @Test func load_showsEveryStoredNoteInIDOrder() async throws {
    let (sut, store) = try await makeSUT(storing: [packing, groceries, ideas])

    await sut.load()

    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [groceries, ideas, packing], errorMessage: nil, stored: [groceries, ideas, packing]),
      "Expected the three stored notes in id order, no message. Store `store` in init; in load, read every note the store holds, in the order of its ids()."
    )
  }

  @Test func load_showsTheStoresOrder_andEveryNote_evenTwoWithTheSameText() async throws {
    // Plain String order, as the store lists it: not a natural order (note10 after note2), and two
    // notes with one text are two notes.
    let notes = [
      NoteValue("note2", "same text"), NoteValue("note_a", "a"), NoteValue("note10", "same text"), NoteValue("note-b", "b"),
      NoteValue("note1", "1"),
    ]
    let (sut, store) = try await makeSUT(storing: notes)

    await sut.load()

    let inOrder = ["note-b", "note1", "note10", "note2", "note_a"].compactMap { id in notes.first { $0.id == id } }
    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: inOrder, errorMessage: nil, stored: inOrder),
      "Expected every stored note, in the store's order (its ids() order). Show what the store lists, in its order: don't sort again, don't drop a note whose text another has."
    )
  }

  @Test func load_again_showsWhatTheStoreHoldsNow_eachNoteOnce() async throws {
    let (sut, store) = try await makeSUT(storing: [groceries])
    await sut.load()
    try await store.save(packing)

    await sut.load()

    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [groceries, packing], errorMessage: nil, stored: [groceries, packing]),
      "Expected a second load (a refresh) to show the stored notes, each once, in id order. Replace `notes` with what you read; don't append to the list of the last load."
    )
  }

  @Test func load_showsAnEmptyListAndNoError_whenTheStoreHoldsNoNotes() async throws {
    let (sut, store) = try await makeSUT(storing: [groceries])
    await sut.load()
    try await store.delete(id: "groceries")

    await sut.load()

    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [], errorMessage: nil, stored: []),
      "Expected an empty list and no message once the store holds no notes: no notes is a normal answer. Set `notes` to what the store holds, even when that is nothing."
    )
  }

  @Test func load_again_showsNotesChangedOrDeletedInTheStoreSince() async throws {
    let (sut, store) = try await makeSUT(storing: [groceries, packing])
    await sut.load()
    try await store.save(groceriesRevised)
    try await store.delete(id: "packing")
    try await store.save(ideas)

    await sut.load()

    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [groceriesRevised, ideas], errorMessage: nil, stored: [groceriesRevised, ideas]),
      "Expected the second load to show the store as it is now (groceries with its new text, ideas, no packing). Read every note again on each load; don't keep the notes you showed last time."
    )
  }

  @Test func save_storesTheNoteAndShowsIt() async throws {
    let (sut, store) = try await makeSUT(storing: [packing])
    await sut.load()

    await sut.save(groceries)

    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [groceries, packing], errorMessage: nil, stored: [groceries, packing]),
      "Expected the note in the store and the list showing the stored notes in id order, no message. Call store.save(note), then read the notes back from the store."
    )
  }

  @Test func save_showsEveryStoredNote_evenBeforeALoad() async throws {
    let (sut, store) = try await makeSUT(storing: [packing])

    await sut.save(groceries)

    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [groceries, packing], errorMessage: nil, stored: [groceries, packing]),
      "Expected the list to show what the store holds after a save, \"packing\" included. Don't patch `notes`: read every note back from the store."
    )
  }

  @Test func save_showsWhatTheStoreHolds_whenItChangedSinceTheLastLoad() async throws {
    // Another screen (or device) wrote to the store after this one loaded: the list on screen is
    // stale, and only a read-back shows the store as it is. A list patched with the saved note
    // misses "ideas" and still shows the old "groceries".
    let (sut, store) = try await makeSUT(storing: [groceries, packing])
    await sut.load()
    try await store.save(ideas)
    try await store.save(groceriesRevised)

    await sut.save(NoteValue("packing", "charger, passport, adapter"))

    let packed = NoteValue("packing", "charger, passport, adapter")
    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [groceriesRevised, ideas, packed], errorMessage: nil, stored: [groceriesRevised, ideas, packed]),
      "Expected the list to show what the store holds after the save, the notes saved elsewhere since the last load included. The screen shows what is stored: read every note back after a save, don't patch the list you have."
    )
  }

  @Test func save_replacesTheNoteWithTheSameID_insteadOfAddingASecond() async throws {
    let (sut, store) = try await makeSUT(storing: [groceries])
    await sut.load()

    await sut.save(groceriesRevised)

    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [groceriesRevised], errorMessage: nil, stored: [groceriesRevised]),
      "Expected one \"groceries\" note with the new text. Don't append to `notes`: read them back from the store, which replaced the note."
    )
  }

  @Test func save_storesAndShowsTheTextExactlyAsGiven() async throws {
    for text in textsOfEveryShape {
      let (sut, store) = try await makeSUT(storing: [groceries])
      await sut.load()
      let edited = NoteValue("groceries", text)

      await sut.save(edited)

      guard
        expectSame(
          await NotesScreen(sut, store: store),
          NotesScreen(notes: [edited], errorMessage: nil, stored: [edited]),
          """
          With the text \(text.debugDescription): expected the store to hold it, and the list to show it, exactly as given, no message. \
          Save the note you are given, whatever its text (an empty one too): only the id has a rule, and the store applies it.
          """
        )
      else { return }
    }
  }

  @Test func save_storesAndShowsANoteUnderEveryIDTheRuleAllows() async throws {
    for id in validIDsOfEveryShape {
      let (sut, store) = try await makeSUT(storing: [groceries])
      await sut.load()
      let note = NoteValue(id, "kept under \(id)")

      await sut.save(note)

      let both = [groceries, note].sorted { $0.id < $1.id }
      guard
        expectSame(
          await NotesScreen(sut, store: store),
          NotesScreen(notes: both, errorMessage: nil, stored: both),
          """
          With the id \(id.debugDescription): expected the note saved under it stored and listed in id order, no message. \
          Pass every id to the store: the store applies the rule, not the view model.
          """
        )
      else { return }
    }
  }

  @Test func save_showsAnErrorAndKeepsTheList_whenTheStoreRefusesTheID() async throws {
    for id in invalidIDs {
      let (sut, store) = try await makeSUT(storing: [groceries])
      await sut.load()

      // No stubbing: the fake refuses this id because the real store would.
      await sut.save(NoteValue(id, "bread"))

      guard
        expectSame(
          await NotesScreen(sut, store: store),
          NotesScreen(notes: [groceries], errorMessage: aSentence(sut.errorMessage), stored: [groceries]),
          """
          With the id \(id.debugDescription): expected a message, and the list and the store unchanged, when the store refuses it. \
          Catch the error in save and set errorMessage; replace `notes` only after the store accepts.
          """
        )
      else { return }
    }
  }

  @Test func save_clearsTheErrorWhenTheNextSaveSucceeds() async throws {
    let (sut, store) = try await makeSUT(storing: [])
    await sut.save(NoteValue("../escape", "nope"))
    try #require(
      sut.errorMessage != nil, "Expected an error message for the refused id \"../escape\". Catch the error in save and set errorMessage.")

    await sut.save(packing)

    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [packing], errorMessage: nil, stored: [packing]),
      "Expected the message cleared and the saved note listed after a save that worked. Set errorMessage = nil on success."
    )
  }

  @Test func load_clearsTheErrorOfAnEarlierRefusedSave() async throws {
    let (sut, store) = try await makeSUT(storing: [groceries])
    await sut.save(NoteValue("Shopping List", "bread"))
    try #require(
      sut.errorMessage != nil, "Expected an error message for the refused id \"Shopping List\". Set errorMessage in save's catch.")

    await sut.load()

    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [groceries], errorMessage: nil, stored: [groceries]),
      "Expected the message cleared and the stored note listed after a load that worked. Set errorMessage = nil when load succeeds too."
    )
  }

  // A failure the fake can't produce through its API: here a stub that fails every call is the
  // right double. The test still checks only what the screen shows.
  @Test func load_showsAnError_whenTheStoreCannotBeRead() async {
    let sut = NotesViewModel(store: UnavailableStore())

    await sut.load()

    expectSame(
      await NotesScreen(sut, store: nil),
      NotesScreen(notes: [], errorMessage: aSentence(sut.errorMessage), stored: nil),
      "Expected a message and no notes when the store can't be read. In load, catch every error and set errorMessage; don't use try?."
    )
  }

  @Test func load_showsAnError_whenAListedNoteCannotBeRead() async {
    let sut = NotesViewModel(store: UnreadableNoteStore())

    await sut.load()

    expectSame(
      await NotesScreen(sut, store: nil),
      NotesScreen(notes: [], errorMessage: aSentence(sut.errorMessage), stored: nil),
      "Expected a message and no half list when the store lists a note it then can't read. Let an error from store.load(id:) reach load's catch; don't skip the note with try?."
    )
  }

  @Test func save_showsAnError_whenTheStoreFailsForAnotherReason() async {
    let sut = NotesViewModel(store: UnavailableStore())

    await sut.save(groceries)

    expectSame(
      await NotesScreen(sut, store: nil),
      NotesScreen(notes: [], errorMessage: aSentence(sut.errorMessage), stored: nil),
      "Expected a message and the list unchanged when the store fails to save for a reason other than the id. Set errorMessage for every error, not only .invalidID."
    )
  }

  @Test func save_keepsTheList_whenTheStoreFailsToWrite() async {
    let store = SaveFailingStore(notes: [groceries, packing])
    let sut = NotesViewModel(store: store)
    await sut.load()

    await sut.save(ideas)

    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [groceries, packing], errorMessage: aSentence(sut.errorMessage), stored: [groceries, packing]),
      "Expected a message and the loaded list unchanged after a failed save. Whatever the reason the save failed, leave `notes` as it was."
    )
  }

  @Test func save_saysWhy_aRefusedNameIsNotReportedLikeAFailingStore() async throws {
    let refused = NoteValue("Shopping List", "bread")
    let (refusingSUT, _) = try await makeSUT(storing: [])
    let failingSUT = NotesViewModel(store: UnavailableStore())

    await refusingSUT.save(refused)
    await failingSUT.save(refused)

    let refusal = refusingSUT.errorMessage ?? ""
    let failure = failingSUT.errorMessage ?? ""
    expectSame(
      Messages(refusalIsASentence: !refusal.isEmpty, refusalNamesTheName: refusal.contains("Shopping List"), differ: refusal != failure),
      Messages(refusalIsASentence: true, refusalNamesTheName: true, differ: true),
      """
      Expected a refused name and a failing store to get different messages, the refusal naming "Shopping List"; got "\(refusal)" and "\(failure)". \
      The message says why: catch NoteStoreError.invalidID on its own and say what a name may contain (trying again with the same name never works).
      """
    )
  }

  @Test func load_showsTheNotesInIDOrder_whateverOrderTheStoreAnswersReadsIn() async {
    // Reads made in parallel are answered last id first, on purpose: a list built in the order the
    // answers arrive comes out reversed, every run.
    let store = OutOfOrderStore(notes: [packing, groceries, ideas])
    let sut = NotesViewModel(store: store)

    let load = Task { await sut.load() }
    await store.settle(load)

    expectSame(
      await NotesScreen(sut, store: store),
      NotesScreen(notes: [groceries, ideas, packing], errorMessage: nil, stored: [groceries, ideas, packing]),
      """
      Expected the notes in id order, whatever order the store answers the reads of each note in. Read them one after another, or, \
      if you read them in parallel, put them back in the order of the ids before showing them, not in the order they arrive.
      """
    )
  }

  /// The task running a call is cancelled while the store works, and then the store answers with
  /// notes, or with a failure, not with a cancel: the answer decides, not the task's flag. Only a
  /// thrown `CancellationError` or `URLError(.cancelled)` is a cancel.
  @Test func load_whoseTaskWasCancelled_showsWhatTheStoreAnswered() async throws {
    for answer in [ReadEnding.notes, .failure] {
      let store = ParkingListsStore()
      defer { store.releaseAll() }
      try await store.inner.save(groceries)
      store.throwing[1] = answer.error
      let sut = NotesViewModel(store: store)

      let load = Task { await sut.load() }
      try #require(
        await store.waitForParkedLists(1, startedBy: load),
        "With a store that then \(answer.testDescription): expected load() to ask the store for its ids(). Read the notes from the store you were given."
      )
      load.cancel()
      await store.finishList(1, load)

      guard
        expectSame(
          await NotesScreen(sut, store: store.inner),
          answer == .notes
            ? NotesScreen(notes: [groceries], errorMessage: nil, stored: [groceries])
            : NotesScreen(notes: [], errorMessage: aSentence(sut.errorMessage), stored: [groceries]),
          """
          With a store that then \(answer.testDescription): expected the load whose task was cancelled while the store worked to show \
          that answer. What the store throws says whether the call was cancelled: look at the error (CancellationError, \
          URLError(.cancelled)), never at Task.isCancelled.
          """
        )
      else { return }
    }
  }

  @Test func save_whoseTaskWasCancelled_showsWhatTheStoreAnswered() async throws {
    for answer in [ReadEnding.notes, .failure] {
      let store = ParkingSavesStore()
      defer { store.releaseAll() }
      store.failsToWrite = answer == .notes ? [] : ["packing"]
      let sut = NotesViewModel(store: store)
      let written = answer == .notes ? "wrote the note" : "failed"

      let save = Task { await sut.save(packing) }
      try #require(
        await store.waitForParkedSaves(1, startedBy: save),
        "With a store that then \(written): expected save(packing) to call store.save. Save the note to the store you were given.")
      save.cancel()
      await store.finishSave(of: "packing", save)

      guard
        expectSame(
          await NotesScreen(sut, store: store.inner),
          answer == .notes
            ? NotesScreen(notes: [packing], errorMessage: nil, stored: [packing])
            : NotesScreen(notes: [], errorMessage: aSentence(sut.errorMessage), stored: []),
          """
          With a store that then \(written): expected the save whose task was cancelled while the store worked to show that answer. \
          What the store throws says whether the call was cancelled: look at the error (CancellationError, URLError(.cancelled)), \
          never at Task.isCancelled.
          """
        )
      else { return }
    }
  }

  // MARK: - Every event from every state

  /// Every event the screen can meet, from every state it can be in: the table the chapter's
  /// promises make (the facilitator notes show it). The expected screen is built from the one
  /// before the event, by the rule for that event, so a side effect nobody asked for (a list
  /// emptied by a failure, a message wiped by a cancel, a patched list) fails in its own cell. The
  /// cells run state by state, each event in turn, each on a fresh store and view model; the test
  /// stops at the first wrong cell, and its message names the state and the event.
  @Test func eachEvent_fromEachState_leavesTheScreenThatItsRuleSays() async throws {
    for state in ScreenState.allCases {
      for event in ScreenEvent.all {
        let store = FaultyStore(notes: [groceries, packing])
        let sut = NotesViewModel(store: store)
        await state.reach(sut, store)
        store.writes = []
        let before = await NotesScreen(sut, store: store)
        let freshScreen = await event.messageOnAFreshScreen()

        await event.happen(to: sut, store)

        let message = await event.expectedMessage(actual: sut.errorMessage, freshScreen: freshScreen)
        guard
          expectSame(
            await NotesScreen(sut, store: store),
            event.expectedScreen(after: before, message: message),
            "From \(state.testDescription), \(event.testDescription): \(event.rule)"
          )
        else { return }
      }
    }
  }

  // MARK: - Helpers

  /// A view model over a fresh fake that already holds `notes`. They go in through the fake's own
  /// `save`, which the contract suite has proven behaves like the real store's.
  private func makeSUT(storing notes: [NoteValue]) async throws -> (NotesViewModel, InMemoryStore) {
    let store = InMemoryStore()
    for note in notes {
      try await store.save(note)
    }
    return (NotesViewModel(store: store), store)
  }
}

/// What a test expects of a message it can't spell out (the words are yours): `message` itself
/// when it is a sentence, or a placeholder that makes the comparison fail when it is `nil` or empty.
func aSentence(_ message: String?) -> String {
  guard let message, !message.isEmpty else { return "(a sentence for the user)" }
  return message
}

/// What the messages of a refused name and a failing store show, compared whole.
struct Messages: Equatable {
  var refusalIsASentence: Bool
  var refusalNamesTheName: Bool
  var differ: Bool
}
