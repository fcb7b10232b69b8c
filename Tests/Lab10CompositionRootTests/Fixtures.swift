import Foundation
import Lab10CompositionRoot

/// Fixed moments the tests inject as `now`. No test reads the wall clock.
let nineAM = Date(timeIntervalSince1970: 1_750_064_400)
let fivePM = Date(timeIntervalSince1970: 1_750_093_200)

/// Notes a storage double holds before a test starts: distinct texts and times, so a list that
/// lost, repeated or reordered one shows it.
let storedNotes = [
  Note(text: "Call Ada", createdAt: Date(timeIntervalSince1970: 1_749_900_000)),
  Note(text: "Pay rent", createdAt: Date(timeIntervalSince1970: 1_749_990_000)),
]

/// What another app's storage holds: nothing in common with ``storedNotes``.
let otherStoredNotes = [Note(text: "Water the plants", createdAt: Date(timeIntervalSince1970: 1_749_000_000))]

/// What `AppDependencies.preview` answers (see `AppDependencies+Preview.swift`).
let previewMoment = Date(timeIntervalSince1970: 1_700_000_000)
let previewNotes = [
  Note(text: "Welcome to Notes", createdAt: previewMoment),
  Note(text: "Swipe to delete", createdAt: previewMoment),
]

/// An error of the tests' own for a storage double to throw: the disk is full.
struct DiskFull: Error, Equatable {}
