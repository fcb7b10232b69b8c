import Foundation
import Lab10CompositionRoot
import Testing

/// Task 3: `NoteComposer` uses the dependencies it was given, and only the two it needs.
@Suite("Lab 10 · Task 3: a feature on injected dependencies")
struct Task3NoteComposerTests {
  @Test func post_savesTheTrimmedTextStampedByTheInjectedClock() async throws {
    let (sut, saved, _) = makeSUT(now: nineAM)

    let note = try await sut.post("  Buy milk \n")

    let expected = Note(text: "Buy milk", createdAt: nineAM)
    #expect(
      note == expected,
      "Expected \(expected), got \(note). Trim whitespace and newlines, and stamp the note with dependencies.now(), never Date()."
    )
    #expect(saved.all == [expected], "Expected that one note saved, got \(saved.all). Call dependencies.saveNote(note) once.")
  }

  @Test func post_readsTheClockOnce_andReturnsTheNoteItSaved() async throws {
    let clock = TickingClock(start: nineAM)
    let (sut, saved, _) = makeSUT(clock: clock.now)

    let note = try await sut.post("Buy milk")

    #expect(
      saved.all == [note],
      "Expected the returned note to be the one saved, got \(note) returned and \(saved.all) saved. Build the note once, save it, and return that same value."
    )
    #expect(
      note.createdAt == nineAM,
      "Expected the note stamped by the clock's first reading (\(nineAM)), got \(note.createdAt). Read dependencies.now() once per post."
    )
  }

  /// Moments on every side of today: the epoch, the reference date, the distant past and future,
  /// a moment in 2100. A `post` that reads the wall clock on any branch (clamping a "future"
  /// time, replacing a "not set" one) stamps one of them with the machine's time.
  static let momentsOfEveryKind = [
    Date(timeIntervalSince1970: 0), Date(timeIntervalSinceReferenceDate: 0), Date.distantPast, nineAM,
    Date(timeIntervalSince1970: 4_102_444_800), Date.distantFuture,
  ]

  @Test(arguments: momentsOfEveryKind)
  func post_stampsTheNoteWithTheMomentTheClockSays_whateverItIs(moment: Date) async throws {
    let (sut, saved, _) = makeSUT(now: moment)

    let note = try await sut.post("Buy milk")

    #expect(
      note.createdAt == moment,
      "Expected the note stamped \(moment), the moment the injected clock says, got \(note.createdAt). Use dependencies.now() as it is, on every branch: no Date(), no clamping of a time that looks wrong, no fallback for one that looks unset."
    )
    #expect(saved.all == [note], "Expected the returned note to be the one saved, got \(saved.all). Save the note you return.")
  }

  @Test func post_touchesNoDependencyButNowAndSaveNote() async throws {
    let (sut, _, log) = makeSUT(now: nineAM)

    _ = try await sut.post("Buy milk")

    #expect(
      log.touched.isEmpty,
      "Expected NoteComposer to use only now and saveNote, but it also called \(log.touched). Posting a note needs nothing else."
    )
  }

  @Test func post_rejectsBlankTextBeforeTouchingAnyDependency() async throws {
    let log = UnimplementedLog()
    let sut = NoteComposer(dependencies: .failing(log: log))

    await #expect(
      throws: NoteComposerError.emptyText,
      "Expected NoteComposerError.emptyText for text that is only whitespace. Check the trimmed text first."
    ) {
      _ = try await sut.post(" \n\t ")
    }
    #expect(
      log.touched.isEmpty,
      "Expected no dependency touched for blank text, got \(log.touched). Reject the text before you read the clock or save."
    )
  }

  /// Errors a storage throws: its own, a cancellation, the network's, an unimplemented member.
  enum StorageFailure: String, CaseIterable, Sendable {
    case diskFull = "DiskFull"
    case cancelled = "CancellationError"
    case offline = "URLError(.notConnectedToInternet)"
    case unimplemented = "UnimplementedDependency"

    var error: any Error {
      switch self {
      case .diskFull: DiskFull()
      case .cancelled: CancellationError()
      case .offline: URLError(.notConnectedToInternet)
      case .unimplemented: UnimplementedDependency(name: "AppDependencies.saveNote")
      }
    }

    func isThrown(_ error: (any Error)?) -> Bool {
      switch self {
      case .diskFull: error as? DiskFull == DiskFull()
      case .cancelled: error is CancellationError
      case .offline: (error as? URLError)?.code == .notConnectedToInternet
      case .unimplemented: error as? UnimplementedDependency == UnimplementedDependency(name: "AppDependencies.saveNote")
      }
    }
  }

  @Test(arguments: StorageFailure.allCases)
  func post_passesTheStorageErrorThroughUnchanged(failure: StorageFailure) async throws {
    let attempts = SavedNotes()
    let (sut, _, _) = makeSUT(
      now: nineAM,
      save: { note in
        attempts.save(note)
        throw failure.error
      })

    let thrown = await errorThrown { _ = try await sut.post("Buy milk") }

    #expect(
      failure.isThrown(thrown),
      "Expected saveNote's \(failure.rawValue) itself, got \(describe(thrown)). Call saveNote with `try` and let every error reach the caller, CancellationError included: never return a note that was not saved."
    )
    #expect(
      attempts.all.count == 1,
      "Expected one attempt to save, got \(attempts.all.count). Don't retry or catch in post: the error and what to do about it belong to the caller."
    )
  }

  @Test(arguments: StorageFailure.allCases)
  func post_touchesNoDependencyButNowAndSaveNote_alsoWhenSavingFails(failure: StorageFailure) async throws {
    let attempts = SavedNotes()
    let (sut, _, log) = makeSUT(
      now: nineAM,
      save: { note in
        attempts.save(note)
        throw failure.error
      })

    _ = try? await sut.post("Buy milk")

    #expect(
      attempts.all.count == 1,
      "Expected post to try saving once, got \(attempts.all.count) attempts. Finish post first: trim, stamp, save."
    )
    #expect(
      log.touched.isEmpty,
      "Expected NoteComposer to use only now and saveNote when saving fails with \(failure.rawValue), but it also called \(log.touched). On every path, the error path included, post touches nothing else: no analytics, no reload, no fallback. Let the error reach the caller, who decides."
    )
  }

  @Test func post_cancelledWhileSaving_throwsCancellationError() async throws {
    let storage = PendingSave()
    let (sut, _, _) = makeSUT(now: nineAM, save: storage.save)

    let task = Task { try await sut.post("Buy milk") }
    let saving = await storage.waitUntilSaving(startedBy: task)
    try #require(saving, "Expected post to call saveNote and wait there. Finish post first: trim, stamp, save.")
    task.cancel()  // the user leaves while the note is being saved

    switch await task.result {
    case .success(let note):
      Issue.record(
        "Expected post to throw CancellationError when cancelled while saving, but it returned \(note), a note that was never saved. Let saveNote's error reach the caller."
      )
    case .failure(let error):
      #expect(
        error is CancellationError,
        "Expected CancellationError from a post cancelled while saving, got \(describe(error)). Let saveNote's error reach the caller unchanged."
      )
    }
  }

  @Test func post_usesTheDependenciesItWasGiven_notTheCurrentOnes() async throws {
    let (sut, saved, _) = makeSUT(now: nineAM)

    let note = try await withDependencies {
      $0.now = { fivePM }
      $0.saveNote = { _ in throw DiskFull() }
    } operation: {
      try await sut.post("Buy milk")
    }

    #expect(
      note.createdAt == nineAM,
      "Expected the clock given to init (\(nineAM)), got \(note.createdAt). Keep `dependencies` in a stored property and use it; don't read AppDependencies.current or Date() in post."
    )
    #expect(saved.all.count == 1, "Expected the note saved through the storage given to init. Use the stored dependencies.saveNote.")
  }

  @Test func init_withoutArgumentsKeepsTheDependenciesCurrentWhereItIsBuilt() async throws {
    let saved = SavedNotes()
    let sut = await withDependencies {
      $0.now = { fivePM }
      $0.saveNote = saved.save
    } operation: {
      NoteComposer()
    }

    let note = try await sut.post("Buy milk")

    #expect(
      note == Note(text: "Buy milk", createdAt: fivePM),
      "Expected the clock that was current when the composer was built, even after the override ended. Store the `dependencies` init receives (its default is AppDependencies.current)."
    )
    #expect(saved.all == [note], "Expected the note saved through the storage current at init. Use the stored dependencies.")
  }

  // MARK: - Helpers

  /// A composer over the failing configuration with only `now` and `saveNote` overridden: any
  /// other member it touches shows up in the log.
  private func makeSUT(
    now: Date,
    save: (@Sendable (Note) async throws -> Void)? = nil
  ) -> (NoteComposer, SavedNotes, UnimplementedLog) {
    makeSUT(clock: { now }, save: save)
  }

  /// The same, with a clock of the test's choosing, such as a `TickingClock`.
  private func makeSUT(
    clock: @escaping @Sendable () -> Date,
    save: (@Sendable (Note) async throws -> Void)? = nil
  ) -> (NoteComposer, SavedNotes, UnimplementedLog) {
    let log = UnimplementedLog()
    let saved = SavedNotes()
    var dependencies = AppDependencies.failing(log: log)
    dependencies.now = clock
    dependencies.saveNote = save ?? saved.save
    return (NoteComposer(dependencies: dependencies), saved, log)
  }
}
