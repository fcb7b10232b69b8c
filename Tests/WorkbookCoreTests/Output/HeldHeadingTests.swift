import Testing

@testable import WorkbookCore

/// A watched check's heading is shown once or dropped once, whichever comes first: the check
/// that showed cannot end unseen, and the one dropped never shows (its number goes to the next).
@Suite("HeldHeading: shown or dropped, whichever comes first")
struct HeldHeadingTests {
  @Test func shown_staysShown_andCannotBeDropped() {
    let heading = HeldHeading(clearsScreen: false, line: "")

    let shown = (heading.show(), heading.show())
    let dropped = heading.drop()

    #expect(shown == (true, true) && !dropped && heading.isShown)
  }

  @Test func dropped_staysDropped_andNeverShows() {
    let heading = HeldHeading(clearsScreen: false, line: "")

    let dropped = (heading.drop(), heading.drop())
    let shown = heading.show()

    #expect(dropped == (true, true) && !shown && !heading.isShown)
  }

  @Test func held_isNeitherShownNorDropped_untilOneHappens() {
    let heading = HeldHeading(clearsScreen: false, line: "")

    #expect(!heading.isShown)
    #expect(heading.drop() && !heading.isShown)
  }
}
