import Foundation
import Lab10CompositionRoot

/// Fixed moments the tests inject as `now`. No test reads the wall clock.
let nineAM = Date(timeIntervalSince1970: 1_750_064_400)
let fivePM = Date(timeIntervalSince1970: 1_750_093_200)

let ada = User(id: "42", name: "Ada")

/// An error for a storage double to throw: the disk is full.
struct DiskFull: Error, Equatable {}
