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

  @Test func post_passesTheStorageErrorThroughUnchanged() async throws {
    let attempts = SavedNotes()
    let (sut, _, _) = makeSUT(
      now: nineAM,
      save: { note in
        attempts.save(note)
        throw DiskFull()
      })

    await #expect(
      throws: DiskFull(),
      "Expected saveNote's error itself. Call it with `try` and let the error reach the caller."
    ) {
      _ = try await sut.post("Buy milk")
    }
    #expect(
      attempts.all.count == 1,
      "Expected one attempt to save, got \(attempts.all.count). Don't retry or catch in post: the error and what to do about it belong to the caller."
    )
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
