import Lab09ContractTests
import Testing

/// The states a notes screen can be in before an event, each reached through the view model over a
/// ``FaultyStore`` that holds groceries and packing.
enum ScreenState: CaseIterable, Sendable, CustomTestStringConvertible {
  /// Nothing loaded yet: an empty list, no message.
  case idle
  /// Loaded: groceries and packing listed.
  case loaded
  /// The first load failed: no list, a message.
  case failedFirstLoad
  /// Loaded, then a save was refused: the list, and the refusal's message.
  case loadedThenRefused
  /// Loaded, then a reload failed: the list from before, and the failure's message.
  case loadedThenFailedReload
  /// Loaded, then a reload was cancelled: the list, no message.
  case loadedThenCancelledReload

  @MainActor
  func reach(_ sut: NotesViewModel, _ store: FaultyStore) async {
    switch self {
    case .idle:
      break
    case .loaded:
      await sut.load()
    case .failedFirstLoad:
      store.failing = (.ids, UnavailableStore.DiskUnavailable())
      await sut.load()
    case .loadedThenRefused:
      await sut.load()
      await sut.save(NoteValue("Shopping List", "bread"))
    case .loadedThenFailedReload:
      await sut.load()
      store.failing = (.load, UnavailableStore.DiskUnavailable())
      await sut.load()
    case .loadedThenCancelledReload:
      await sut.load()
      store.failing = (.ids, CancellationError())
      await sut.load()
    }
    store.failing = nil
  }

  var testDescription: String {
    switch self {
    case .idle: "idle (nothing loaded)"
    case .loaded: "loaded"
    case .failedFirstLoad: "a first load that failed"
    case .loadedThenRefused: "loaded, then a refused save"
    case .loadedThenFailedReload: "loaded, then a failed reload"
    case .loadedThenCancelledReload: "loaded, then a cancelled reload"
    }
  }
}

/// What happens to the screen: a load or a save, working, failing in each way a store can fail,
/// or cancelled (both kinds) at each of the store's calls.
enum ScreenEvent: Sendable, CustomTestStringConvertible {
  case load
  case loadFailing(StoreFailure)
  case loadCancelled(StoreCancel, at: FaultyStore.Call)
  case save(NoteValue)
  /// Another screen saved ideas and revised groceries in the store, then this one saves packing.
  case saveAfterTheStoreChanged
  /// Another screen deleted groceries, then this one saves groceries, as it shows it.
  case saveAShownNoteAnotherScreenDeleted
  /// Another screen deleted packing, then this one saves ideas.
  case saveAfterAnotherScreenDeletedANote
  case saveRefused
  case saveFailing(StoreFailure)
  case saveCancelled(StoreCancel, at: FaultyStore.Call)

  static let all: [ScreenEvent] =
    [.load]
    + StoreFailure.allCases.map { .loadFailing($0) }
    + StoreCancel.allCases.flatMap { cancel in [FaultyStore.Call.ids, .load].map { .loadCancelled(cancel, at: $0) } }
    + [.save(ideas), .save(groceriesRevised), .saveAfterTheStoreChanged, .saveAShownNoteAnotherScreenDeleted]
    + [.saveAfterAnotherScreenDeletedANote, .saveRefused]
    + StoreFailure.allCases.map { .saveFailing($0) }
    + StoreCancel.allCases.flatMap { cancel in FaultyStore.Call.allCases.map { .saveCancelled(cancel, at: $0) } }

  /// The note the event's save tries to store.
  private static let revisedPacking = NoteValue("packing", "charger, passport, adapter")
  private static let refused = NoteValue("Two Words", "bread")

  /// The note this event asks the store to save, if it saves one.
  var written: NoteValue? {
    switch self {
    case .load, .loadFailing, .loadCancelled: nil
    case .save(let note): note
    case .saveAfterTheStoreChanged: Self.revisedPacking
    case .saveAShownNoteAnotherScreenDeleted: groceries
    case .saveRefused: Self.refused
    case .saveAfterAnotherScreenDeletedANote, .saveFailing, .saveCancelled: ideas
    }
  }

  @MainActor
  func happen(to sut: NotesViewModel, _ store: FaultyStore) async {
    switch self {
    case .load:
      await sut.load()
    case .loadFailing(let failure):
      store.failing = (.load, failure.error)
      await sut.load()
    case .loadCancelled(let cancel, let call):
      store.failing = (call, cancel.error)
      await sut.load()
    case .save(let note):
      await sut.save(note)
    case .saveAfterTheStoreChanged:
      store.saveDirectly(ideas)
      store.saveDirectly(groceriesRevised)
      await sut.save(Self.revisedPacking)
    case .saveAShownNoteAnotherScreenDeleted:
      store.deleteDirectly("groceries")
      await sut.save(groceries)
    case .saveAfterAnotherScreenDeletedANote:
      store.deleteDirectly("packing")
      await sut.save(ideas)
    case .saveRefused:
      await sut.save(Self.refused)
    case .saveFailing(let failure):
      store.failing = (.save, failure.error)
      await sut.save(ideas)
    case .saveCancelled(let cancel, let call):
      store.failing = (call, cancel.error)
      await sut.save(ideas)
    }
    store.failing = nil
  }

  /// The message this event leaves on a fresh screen, when it is a failure of a load: what the
  /// same event must show from any other state too (your words; other tests check they are a
  /// sentence).
  @MainActor
  func messageOnAFreshScreen() async -> String? {
    switch self {
    case .loadFailing:
      let store = FaultyStore(notes: [groceries, packing])
      let sut = NotesViewModel(store: store)
      await happen(to: sut, store)
      return sut.errorMessage
    default:
      return nil
    }
  }

  /// The message the chapter allows after this event, given the one shown (`actual`): `actual`
  /// itself when it is of the kind the chapter says, or a description of what was expected,
  /// which then shows in the diff.
  ///
  /// The kind is decided here, not by asking your code what the same event gives elsewhere: a
  /// refused name (`NoteStoreError.invalidID`) gets a message that names it and is not the
  /// failing store's message for that note; every other error (`notFound` too, and every
  /// `URLError` but a cancel) gets a message that is not the refused name's.
  @MainActor
  func expectedMessage(actual: String?, freshScreen: String?) async -> String? {
    guard let note = written else { return aSentence(freshScreen) }
    let kinds = await MessageKinds(for: note)
    switch self {
    case .saveRefused:
      guard let actual, !actual.isEmpty, actual.contains(note.id), actual != kinds.failure else {
        return "(a sentence that names “\(note.id)”, and not the failing store's “\(kinds.failure ?? "")”)"
      }
      return actual
    case .saveFailing:
      guard let actual, !actual.isEmpty, actual != kinds.refusal else {
        return "(a sentence saying the save failed, not the refused name's “\(kinds.refusal ?? "")”)"
      }
      return actual
    default:
      return nil
    }
  }

  /// The screen the chapter promises after this event, from the screen `before` it.
  func expectedScreen(after before: NotesScreen, message: String?) -> NotesScreen {
    var expected = before
    let stored = before.stored ?? []
    expected.writes = written.map { [$0] } ?? []
    switch self {
    case .load:
      expected.notes = stored
      expected.errorMessage = nil
    case .save(let note):
      expected.stored = upserting(note, into: stored)
      expected.notes = upserting(note, into: stored)
      expected.errorMessage = nil
    case .saveAfterTheStoreChanged:
      let now = upserting(Self.revisedPacking, into: upserting(groceriesRevised, into: upserting(ideas, into: stored)))
      expected.stored = now
      expected.notes = now
      expected.errorMessage = nil
    case .saveAShownNoteAnotherScreenDeleted:
      let now = upserting(groceries, into: stored.filter { $0.id != "groceries" })
      expected.stored = now
      expected.notes = now
      expected.errorMessage = nil
    case .saveAfterAnotherScreenDeletedANote:
      let now = upserting(ideas, into: stored.filter { $0.id != "packing" })
      expected.stored = now
      expected.notes = now
      expected.errorMessage = nil
    case .loadFailing, .saveRefused, .saveFailing:
      expected.errorMessage = message
    case .loadCancelled:
      break
    case .saveCancelled(_, let call):
      // Cancelled after the write (while reading back): the store holds the note; the screen
      // stays as it was before the call.
      if call != .save { expected.stored = upserting(ideas, into: stored) }
    }
    return expected
  }

  /// The rule this event follows, said as what to do (after the cell's name, so it starts in lower case).
  var rule: String {
    switch self {
    case .load:
      "expected a load to show every stored note in id order and no message. Replace `notes` with what you read; clear errorMessage."
    case .loadFailing:
      "expected a failed load to show its message and leave the list as it was, the store read once (a failure is not retried behind the user's back). Build the new list aside and show it only when every note is read; set errorMessage in the catch."
    case .loadCancelled, .saveCancelled:
      """
      expected a cancelled call to leave the list and the message as they were (what the store holds may differ: a save cancelled after \
      its write keeps the note). A cancel is not a failure: recognize both CancellationError and URLError(.cancelled), before the catch-all, \
      and change nothing. No other error is a cancel.
      """
    case .save, .saveAfterTheStoreChanged, .saveAShownNoteAnotherScreenDeleted, .saveAfterAnotherScreenDeletedANote:
      "expected the saved note written once and the list showing what the store holds, no message. Save every note you are given, even one you show; read every note back from the store after saving; don't patch or merge the list."
    case .saveRefused, .saveFailing:
      "expected a failed save to show the message of its kind (a refused name: one that names it; any other error: not that one), written once and not retried, leaving the list and the store as they were. Set errorMessage in the catch; don't touch `notes`."
    }
  }

  var testDescription: String {
    switch self {
    case .load: "load"
    case .loadFailing(let failure): "load failing with \(failure.testDescription)"
    case .loadCancelled(let cancel, let call): "load cancelled at \(call.rawValue) with \(cancel.testDescription)"
    case .save(let note): "save \(note.id) (\(note.text.debugDescription))"
    case .saveAfterTheStoreChanged: "save packing after another screen changed the store"
    case .saveAShownNoteAnotherScreenDeleted: "save groceries, as shown, after another screen deleted it"
    case .saveAfterAnotherScreenDeletedANote: "save ideas after another screen deleted packing"
    case .saveRefused: "save refused (\"Two Words\")"
    case .saveFailing(let failure): "save failing with \(failure.testDescription)"
    case .saveCancelled(let cancel, let call): "save cancelled at \(call.rawValue) with \(cancel.testDescription)"
    }
  }
}

/// The two messages the chapter tells apart, as your view model words them for one note, each on a
/// fresh screen: the note's name refused (the store throws `NoteStoreError.invalidID`), and the
/// store failing to write it (a disk error).
struct MessageKinds {
  var refusal: String?
  var failure: String?

  @MainActor
  init(for note: NoteValue) async {
    refusal = await Self.message(saving: note, storeThrows: NoteStoreError.invalidID(note.id))
    failure = await Self.message(saving: note, storeThrows: UnavailableStore.DiskUnavailable())
  }

  @MainActor
  private static func message(saving note: NoteValue, storeThrows error: any Error) async -> String? {
    let store = FaultyStore(notes: [])
    store.failing = (.save, error)
    let sut = NotesViewModel(store: store)
    await sut.save(note)
    return sut.errorMessage
  }
}

/// `notes` with `note` in its place: replacing the note with its id, or added, in id order.
func upserting(_ note: NoteValue, into notes: [NoteValue]) -> [NoteValue] {
  (notes.filter { $0.id != note.id } + [note]).sorted { $0.id < $1.id }
}
