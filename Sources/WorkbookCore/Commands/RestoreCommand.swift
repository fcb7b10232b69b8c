import Foundation

/// `workbook restore <lab>`: put the newest backup back (undoing `reset`), after keeping the
/// current copy, unless that is the starter or already backed up.
struct RestoreCommand {
  let catalog: Catalog
  let lab: Lab

  func run() throws -> Int32 {
    let backups = Backups(catalog: catalog, lab: lab)
    guard let newest = backups.newest else {
      say("Lab \(lab.tag) has no backup yet: reset keeps one in \(Layout.backups)/ before it puts the starter back.")
      return 1
    }
    if backups.isSame(as: newest) {
      say("\(Layout.learnerFolder(of: lab)) is already the same as your last backup, \(newest): nothing to restore.")
      return 0
    }
    // The starter needs no backup: reset brings it back any time.
    let kept: Backups.Kept = Starter(catalog: catalog).isTouched(lab) ? try backups.keep() : .nothing
    try backups.putBack(newest)
    say("Lab \(lab.tag): your copy from \(newest) is back in \(Layout.learnerFolder(of: lab)).")
    switch kept {
    case .new(let path): say("What was there is kept in \(path) (restore again to swap back).")
    case .sameAsNewest, .nothing: say("What was there was the starter: \(Invocation.typed("reset \(lab.number)")) brings it back.")
    }
    say("Next: \(Invocation.typed("check \(lab.number)"))")
    return 0
  }
}
