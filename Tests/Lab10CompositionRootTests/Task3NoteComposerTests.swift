import Foundation
import Lab10CompositionRoot
import Testing

/// Task 3: `NoteComposer` uses the dependencies it was built with, and only the two it needs; the
/// composers a root builds (Task 2) save through that root's one list.
@Suite("Lab 10 · Task 3: a feature on injected dependencies")
struct Task3NoteComposerTests {
  /// What a composer test allows: the clock and the storage's save, nothing else.
  static let allowed: Set<Member> = [.now, .saveNote]

  @Test func post_savesTheTextTrimmedAtBothEnds_stampedByTheInjectedClock() async {
    for shape in TextShape.kept {
      let doubles = Doubles()
      let sut = NoteComposer(dependencies: doubles.dependencies(allowing: Self.allowed))

      let result = await Outcome.ofNote { try await sut.post(shape.typed) }

      let note = Note(text: shape.saved ?? "", createdAt: nineAM)
      guard
        expectSame(
          Observed([result], doubles),
          Observed(results: [.note(note)], saveAttempts: [note], stored: [note], clockReadings: 1),
          "With the text [\(shape)]: expected it saved once as \(String(reflecting: note.text)), stamped by the injected clock, and returned. Trim whitespace and line breaks of every kind at both ends only; keep what is inside; stamp with the dependencies' now()."
        )
      else { return }
    }
  }

  @Test func post_rejectsBlankText_beforeTouchingAnyDependency() async {
    for shape in TextShape.blank {
      let doubles = Doubles()
      let sut = NoteComposer(dependencies: doubles.dependencies(allowing: []))

      let result = await Outcome.ofNote { try await sut.post(shape.typed) }

      guard
        expectSame(
          Observed([result], doubles),
          Observed(results: [.threw("NoteComposerError.emptyText")]),
          "With the text [\(shape)]: expected NoteComposerError.emptyText, with no dependency touched (the clock included). Decide on the trimmed text before you read the clock or save."
        )
      else { return }
    }
  }

  @Test func post_readsTheClockOnce_andReturnsTheNoteItSaved() async {
    let doubles = Doubles(clock: .ticking(from: nineAM))
    let sut = NoteComposer(dependencies: doubles.dependencies(allowing: Self.allowed))

    let result = await Outcome.ofNote { try await sut.post("Buy milk") }

    let note = Note(text: "Buy milk", createdAt: nineAM)
    expectSame(
      Observed([result], doubles),
      Observed(results: [.note(note)], saveAttempts: [note], stored: [note], clockReadings: 1),
      "Expected one reading of a clock that moves an hour at every reading, and the note returned to be the note saved. Build the note once, save it, return that same value."
    )
  }

  /// Moments on every side of today: the epoch, the reference date, the distant past and future,
  /// a moment in 2100. A `post` that reads the wall clock on any branch (clamping a "future"
  /// time, replacing a "not set" one) stamps one of them with the machine's time. And moments
  /// between two seconds (a quarter, a millisecond, a microsecond, before 1970 too): a `post` that
  /// rounds the moment, to seconds or to milliseconds, stamps another one.
  static let momentsOfEveryKind = [
    Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: -1), Date(timeIntervalSinceReferenceDate: 0),
    Date.distantPast, nineAM, Date(timeIntervalSince1970: 4_102_444_800), Date.distantFuture,
    nineAM.addingTimeInterval(0.25), nineAM.addingTimeInterval(0.001), nineAM.addingTimeInterval(0.000_001),
    nineAM.addingTimeInterval(0.999), Date(timeIntervalSince1970: -0.5), Date(timeIntervalSince1970: -1.25),
  ]

  @Test func post_stampsTheNoteWithTheMomentTheClockSays_whateverItIs() async {
    for moment in Self.momentsOfEveryKind {
      let doubles = Doubles(clock: .fixed(moment))
      let sut = NoteComposer(dependencies: doubles.dependencies(allowing: Self.allowed))

      let result = await Outcome.ofNote { try await sut.post("Buy milk") }

      let note = Note(text: "Buy milk", createdAt: moment)
      guard
        expectSame(
          Observed([result], doubles),
          Observed(results: [.note(note)], saveAttempts: [note], stored: [note], clockReadings: 1),
          "With the injected clock at \(moment.timeIntervalSince1970) s after 1970: expected the note stamped with that moment. Use dependencies.now() as it is, on every branch: no Date(), no rounding, no clamping of a time that looks wrong, no fallback for one that looks unset."
        )
      else { return }
    }
  }

  @Test func post_passesTheStorageErrorThroughUnchanged_afterOneAttempt_touchingNothingElse() async {
    for failure in StorageFailure.allCases {
      let doubles = Doubles(saveFailures: [failure.error])
      let sut = NoteComposer(dependencies: doubles.dependencies(allowing: Self.allowed))

      let result = await Outcome.ofNote { try await sut.post("Buy milk") }

      let note = Note(text: "Buy milk", createdAt: nineAM)
      guard
        expectSame(
          Observed([result], doubles),
          Observed(results: [.threw(failure.kind)], saveAttempts: [note], clockReadings: 1),
          "With saveNote throwing \(failure.rawValue): expected it to reach the caller unchanged, after one attempt, with nothing else touched. No retry, no analytics, no fallback, and a cancel passed on as it came (docs/01, \"A cancel is not a failure\"): never return a note that was not saved."
        )
      else { return }
    }
  }

  @Test func post_whenItsTaskIsCancelled_returnsWhatTheStorageAnswered() async {
    for cell in CancelCell.all {
      let (doubles, pending) = Self.doubles(for: cell, stored: [])
      let sut = NoteComposer(dependencies: doubles.dependencies(allowing: Self.allowed))

      let result = await post(cell, through: sut, pending: pending)

      guard
        expectSame(
          Observed([result], doubles), Self.expected(cell, stored: [], before: [], after: []),
          "In the cell \"\(cell)\": expected \(Self.advice(cell))")
      else { return }
    }
  }

  /// A clock that goes back, then on by half a second: moments a composer must not keep, order or
  /// round.
  static let clockThatGoesBack = Doubles.Clock.readings([fivePM, nineAM, nineAM.addingTimeInterval(0.5)])

  @Test func post_readsTheClockAtEveryPost_andSavesEveryPost_theSameTextToo() async {
    let doubles = Doubles(clock: Self.clockThatGoesBack)
    let sut = NoteComposer(dependencies: doubles.dependencies(allowing: Self.allowed))

    let first = await Outcome.ofNote { try await sut.post("Buy milk") }
    let second = await Outcome.ofNote { try await sut.post("Buy milk") }
    let third = await Outcome.ofNote { try await sut.post("Pay rent") }

    let milk = Note(text: "Buy milk", createdAt: fivePM)
    let milkAgain = Note(text: "Buy milk", createdAt: nineAM)
    let rent = Note(text: "Pay rent", createdAt: nineAM.addingTimeInterval(0.5))
    expectSame(
      Observed([first, second, third], doubles),
      Observed(
        results: [.note(milk), .note(milkAgain), .note(rent)], saveAttempts: [milk, milkAgain, rent],
        stored: [milk, milkAgain, rent], clockReadings: 3),
      "Expected every post saved, the same text posted twice too, each stamped with the clock's reading at that post, on a clock that goes back from 5 pm to 9 am. Read dependencies.now() in post, every time, and use what it says: never a moment kept from an earlier post, never the latest one seen. A composer keeps nothing between posts."
    )
  }

  @Test func post_usesTheDependenciesItWasBuiltWith_besideAnotherComposer() async {
    let morning = Doubles(clock: .fixed(nineAM))
    let evening = Doubles(clock: .fixed(fivePM))
    let first = NoteComposer(dependencies: morning.dependencies(allowing: Self.allowed))
    let second = NoteComposer(dependencies: evening.dependencies(allowing: Self.allowed))

    let a = await Outcome.ofNote { try await first.post("Buy milk") }
    let b = await Outcome.ofNote { try await second.post("Pay rent") }
    let c = await Outcome.ofNote { try await first.post("Call Ada") }

    let milk = Note(text: "Buy milk", createdAt: nineAM)
    let rent = Note(text: "Pay rent", createdAt: fivePM)
    let ada = Note(text: "Call Ada", createdAt: nineAM)
    expectSame(
      [Observed([a, c], morning), Observed([b], evening)],
      [
        Observed(results: [.note(milk), .note(ada)], saveAttempts: [milk, ada], stored: [milk, ada], clockReadings: 2),
        Observed(results: [.note(rent)], saveAttempts: [rent], stored: [rent], clockReadings: 1),
      ],
      "Expected each composer to use the clock and storage it was built with, for every post. Keep what init receives, and use nothing else."
    )
  }

  // MARK: - The composers a root builds (Task 2)

  /// A root on doubles with the storage, the clock and nothing else allowed.
  private func makeRoot(_ doubles: Doubles) -> AppRoot {
    AppRoot(dependencies: doubles.dependencies(allowing: [.loadNotes, .saveNote, .now]))
  }

  @Test func aRootsComposer_savesThroughTheGivenStorage_andTheRootsListShowsTheNote() async {
    let doubles = Doubles(stored: storedNotes)
    let root = makeRoot(doubles)

    let before = await Outcome.ofNotes { try await root.notes.all() }
    let posted = await Outcome.ofNote { try await root.makeComposer().post("Buy milk") }
    let after = await Outcome.ofNotes { try await root.notes.all() }

    let note = Note(text: "Buy milk", createdAt: nineAM)
    expectSame(
      Observed([before, posted, after], doubles),
      Observed(
        results: [.notes(storedNotes), .note(note), .notes(storedNotes + [note])], saveAttempts: [note],
        stored: storedNotes + [note], loads: 1, clockReadings: 1),
      "Expected the root's composer to stamp with the root's clock and save through the root's storage, and the root's list, already loaded, to show the note without loading again. Build composers on the root's dependencies, saving through the root's one list. The root adds no work of its own: its composers touch only the clock and the storage."
    )
  }

  @Test func twoComposersOfOneRoot_postIntoOneList() async {
    let doubles = Doubles(stored: storedNotes, clock: .ticking(from: nineAM))
    let root = makeRoot(doubles)
    let first = root.makeComposer()
    let second = root.makeComposer()

    let before = await Outcome.ofNotes { try await root.notes.all() }
    let a = await Outcome.ofNote { try await first.post("Buy milk") }
    let b = await Outcome.ofNote { try await second.post("Pay rent") }
    let after = await Outcome.ofNotes { try await root.notes.all() }

    let milk = Note(text: "Buy milk", createdAt: nineAM)
    let rent = Note(text: "Pay rent", createdAt: nineAM.addingTimeInterval(3600))
    expectSame(
      Observed([before, a, b, after], doubles),
      Observed(
        results: [.notes(storedNotes), .note(milk), .note(rent), .notes(storedNotes + [milk, rent])],
        saveAttempts: [milk, rent], stored: storedNotes + [milk, rent], loads: 1, clockReadings: 2),
      "Expected two screens' composers to post into the app's one list, in order, loaded once. Every composer of a root shares that root's list; each is built on the root's dependencies. The root adds no work of its own: its composers touch only the clock and the storage."
    )
  }

  @Test func aRootsComposers_readTheClockAtEveryPost() async {
    let doubles = Doubles(clock: Self.clockThatGoesBack)
    let root = makeRoot(doubles)
    let first = root.makeComposer()
    let second = root.makeComposer()

    let a = await Outcome.ofNote { try await second.post("Buy milk") }
    let b = await Outcome.ofNote { try await first.post("Pay rent") }
    let c = await Outcome.ofNote { try await second.post("Call Ada") }
    let after = await Outcome.ofNotes { try await root.notes.all() }

    let milk = Note(text: "Buy milk", createdAt: fivePM)
    let rent = Note(text: "Pay rent", createdAt: nineAM)
    let ada = Note(text: "Call Ada", createdAt: nineAM.addingTimeInterval(0.5))
    expectSame(
      Observed([a, b, c, after], doubles),
      Observed(
        results: [.note(milk), .note(rent), .note(ada), .notes([milk, rent, ada])], saveAttempts: [milk, rent, ada],
        stored: [milk, rent, ada], loads: 1, clockReadings: 3),
      "Expected each post of a root's composers stamped with what the root's clock says at that post (the second composer built posting first, then the first, then the second again), on a clock that goes back from 5 pm to 9 am. Give composers the root's clock itself: never a moment read when the root or the composer was built, never a clock of the root's own that orders or corrects."
    )
  }

  @Test func aRootsComposer_postedAgainWhileTheFirstPostSaves_savesBoth_inOrder() async {
    let gate = SaveGate()
    defer { gate.openAll() }
    let doubles = Doubles(stored: storedNotes, gate: gate)
    let root = makeRoot(doubles)
    let composer = root.makeComposer()

    let before = await Outcome.ofNotes { try await root.notes.all() }
    let first = Task { try await composer.post("Buy milk") }
    _ = await gate.waitUntilWaiting(for: "Buy milk", orEnded: first)
    let second = Task { try await composer.post("Pay rent") }  // the user posts again at once
    _ = await gate.waitUntilWaiting(for: "Pay rent", orEnded: second)
    gate.letThrough("Buy milk")
    let a = await Outcome.ofNote { try await first.value }
    gate.letThrough("Pay rent")
    let b = await Outcome.ofNote { try await second.value }
    let after = await Outcome.ofNotes { try await root.notes.all() }

    let milk = Note(text: "Buy milk", createdAt: nineAM)
    let rent = Note(text: "Pay rent", createdAt: nineAM)
    expectSame(
      Observed([before, a, b, after], doubles),
      Observed(
        results: [.notes(storedNotes), .note(milk), .note(rent), .notes(storedNotes + [milk, rent])],
        saveAttempts: [milk, rent], stored: storedNotes + [milk, rent], loads: 1, clockReadings: 2),
      "Expected a second post, made while the first one's save still waits, to be saved too, after it, and both in the list. post refuses only blank text: no guard against a post in flight, no cancel of your own (a note the user posted is not a double tap)."
    )
  }

  @Test func aRootsComposer_whenItsTaskIsCancelled_returnsWhatTheStorageAnswered_andTheListAgrees() async {
    for cell in CancelCell.all {
      let (doubles, pending) = Self.doubles(for: cell, stored: storedNotes)
      let root = makeRoot(doubles)

      let before = await Outcome.ofNotes { try await root.notes.all() }
      let posted = await post(cell, through: root.makeComposer(), pending: pending)
      let after = await Outcome.ofNotes { try await root.notes.all() }

      var observed = Observed([posted], doubles)
      observed.results = [before] + observed.results + [after]
      guard
        expectSame(
          observed, Self.expected(cell, stored: storedNotes, before: [.notes(storedNotes)], after: [.notes(storedNotes)]),
          "In the cell \"\(cell)\", through a root's composer: expected \(Self.advice(cell)) The root's list shows the note only if the storage saved it. Save through the root's list in the composer's own task."
        )
      else { return }
    }
  }

  @Test func aRootsComposer_aFailedSaveLeavesTheListAsItWas() async {
    for failure in StorageFailure.allCases {
      let doubles = Doubles(stored: storedNotes, saveFailures: [failure.error])
      let root = makeRoot(doubles)

      let before = await Outcome.ofNotes { try await root.notes.all() }
      let posted = await Outcome.ofNote { try await root.makeComposer().post("Buy milk") }
      let after = await Outcome.ofNotes { try await root.notes.all() }

      guard
        expectSame(
          Observed([before, posted, after], doubles),
          Observed(
            results: [.notes(storedNotes), .threw(failure.kind), .notes(storedNotes)],
            saveAttempts: [Note(text: "Buy milk", createdAt: nineAM)], stored: storedNotes, loads: 1, clockReadings: 1),
          "With saveNote throwing \(failure.rawValue): expected it to reach the caller unchanged and the list to stay as it was (a cancel too: docs/01, \"A cancel is not a failure\"). Save through the root's list, which keeps a note only once it is saved."
        )
      else { return }
    }
  }

  @Test func composersOfTwoRoots_neverShareNotes() async {
    let first = Doubles(stored: storedNotes)
    let second = Doubles(stored: otherStoredNotes, clock: .fixed(fivePM))
    let firstRoot = makeRoot(first)
    let secondRoot = makeRoot(second)

    let firstBefore = await Outcome.ofNotes { try await firstRoot.notes.all() }
    let secondBefore = await Outcome.ofNotes { try await secondRoot.notes.all() }
    let posted = await Outcome.ofNote { try await firstRoot.makeComposer().post("Buy milk") }
    let firstAfter = await Outcome.ofNotes { try await firstRoot.notes.all() }
    let secondAfter = await Outcome.ofNotes { try await secondRoot.notes.all() }

    let note = Note(text: "Buy milk", createdAt: nineAM)
    expectSame(
      [Observed([firstBefore, posted, firstAfter], first), Observed([secondBefore, secondAfter], second)],
      [
        Observed(
          results: [.notes(storedNotes), .note(note), .notes(storedNotes + [note])], saveAttempts: [note],
          stored: storedNotes + [note], loads: 1, clockReadings: 1),
        Observed(results: [.notes(otherStoredNotes), .notes(otherStoredNotes)], stored: otherStoredNotes, loads: 1),
      ],
      "Expected a note posted in one app to reach that app's storage and list only. Keep what a root shares in that root: two roots share nothing. The root adds no work of its own: its composers touch only the clock and the storage."
    )
  }

  @Test func aPreviewRootsComposer_postsAtThePreviewMoment_intoThePreviewList() async {
    let root = AppRoot(dependencies: .preview)

    let before = await Outcome.ofNotes { try await root.notes.all() }
    let posted = await Outcome.ofNote { try await root.makeComposer().post("Buy milk") }
    let after = await Outcome.ofNotes { try await root.notes.all() }

    let note = Note(text: "Buy milk", createdAt: previewMoment)
    expectSame(
      [before, posted, after], [.notes(previewNotes), .note(note), .notes(previewNotes + [note])],
      "Expected a preview root to post at the preview's fixed moment into its list, touching nothing live. Build the root's composers on the configuration the root was given."
    )
  }

  @Test func aRootOnTheFailingConfiguration_postFailsNamingSaveNote() async {
    let doubles = Doubles()
    let root = AppRoot(dependencies: doubles.dependencies(allowing: []))

    let posted = await Outcome.ofNote { try await root.makeComposer().post("Buy milk") }

    expectSame(
      Observed([posted], doubles),
      Observed(
        results: [.threw("UnimplementedDependency(AppDependencies.saveNote)")],
        touched: ["AppDependencies.now", "AppDependencies.saveNote"]),
      "Expected a root's composer, on a test configuration with nothing overridden, to fail naming saveNote, after reading the configuration's clock: a test that forgets an override goes red. Build composers on the root's dependencies, not on a default of your own."
    )
  }

  // MARK: - Cancels

  /// Doubles for `cell`, holding `stored`: a storage that throws the cell's cancel or saves, at
  /// once (a cancel before `post`) or once the task is cancelled while the save waits.
  private static func doubles(for cell: CancelCell, stored: [Note]) -> (Doubles, PendingSave?) {
    switch (cell.when, cell.storage) {
    case (.beforePost, .saves): return (Doubles(stored: stored), nil)
    case (.beforePost, .throwsCancel(let cancel)): return (Doubles(stored: stored, saveFailures: [cancel.error]), nil)
    case (.whileSaving, .saves):
      let pending = PendingSave(answeringACancelBy: .finishing)
      return (Doubles(stored: stored, pendingSave: pending), pending)
    case (.whileSaving, .throwsCancel(let cancel)):
      let pending = PendingSave(answeringACancelBy: .throwing(cancel.error))
      return (Doubles(stored: stored, pendingSave: pending), pending)
    }
  }

  /// Posts `cell.typed` through `composer` in a task cancelled when `cell` says, and names what
  /// `post` produced. Nothing here waits without an end: see ``PendingSave``.
  private func post(_ cell: CancelCell, through composer: NoteComposer, pending: PendingSave?) async -> Outcome {
    switch cell.when {
    case .beforePost:
      return await withTaskGroup(of: Outcome.self) { group in
        group.cancelAll()  // a task added to a cancelled group starts cancelled
        group.addTask { await Outcome.ofNote { try await composer.post(cell.typed) } }
        return await group.next() ?? .returned
      }
    case .whileSaving:
      let task = Task { try await composer.post(cell.typed) }
      if let pending, await pending.waitUntilSaving(startedBy: task) {
        pending.cancel(task)  // the user leaves while the note is being saved
      }
      let result = await Outcome.ofNote { try await task.value }
      pending?.finish()
      return result
    }
  }

  /// What a test of `cell` sees, on a storage that held `stored`: blank text refused before
  /// anything is touched; otherwise one reading of the clock, one save attempt, and what the
  /// storage answered: the note, saved, or its cancel as it came, nothing saved. `before` and
  /// `after` are the results around the post (a root's list, read).
  private static func expected(_ cell: CancelCell, stored: [Note], before: [Outcome], after: [Outcome]) -> Observed {
    let note = Note(text: cell.typed, createdAt: nineAM)
    guard !cell.typed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
      return Observed(results: before + [.threw("NoteComposerError.emptyText")] + after, stored: stored, loads: before.isEmpty ? 0 : 1)
    }
    switch cell.storage {
    case .saves:
      let listed: [Outcome] = after.isEmpty ? [] : [.notes(stored + [note])]
      return Observed(
        results: before + [.note(note)] + listed, saveAttempts: [note], stored: stored + [note],
        loads: before.isEmpty ? 0 : 1, clockReadings: 1)
    case .throwsCancel(let cancel):
      return Observed(
        results: before + [.threw(cancel.kind)] + after, saveAttempts: [note], stored: stored,
        loads: before.isEmpty ? 0 : 1, clockReadings: 1)
    }
  }

  /// What to do, for a test of `cell` that failed.
  private static func advice(_ cell: CancelCell) -> String {
    switch (cell.when, cell.storage) {
    case (_, _) where cell.typed.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty:
      "NoteComposerError.emptyText, with nothing touched. Refuse blank text first; a cancel changes nothing about that."
    case (.beforePost, .saves):
      "the note returned and saved: the storage saved it. Don't check for cancellation in post: only the storage knows whether a note was saved, and a saved note reported as cancelled is a lie (docs/01, \"A cancel is not a failure\")."
    case (.beforePost, .throwsCancel(let cancel)):
      "the storage's \(cancel.rawValue) passed on as it came, nothing saved (docs/01, \"A cancel is not a failure\")."
    case (.whileSaving, .saves):
      "the cancel to reach the save, and then the note returned and saved: the storage finished saving it. Got CancelNeverReachedTheSave? The save ran in a task of its own, which the cancel never reaches: call saveNote in post's own task (no Task { } or Task.detached around it). Got a cancel? Don't check for cancellation after the save: the note was saved."
    case (.whileSaving, .throwsCancel(let cancel)):
      "the cancel to reach the save, and the storage's \(cancel.rawValue) passed on as it came, nothing saved (docs/01, \"A cancel is not a failure\"). Got CancelNeverReachedTheSave? The save ran in a task of its own, which the cancel never reaches: call saveNote in post's own task (no Task { } or Task.detached around it)."
    }
  }
}
