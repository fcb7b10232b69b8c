/// The one real lab the scratch workbook keeps: paths and the learner's states the tests set up.
enum Lab01 {
  static let folder = "Labs/Lab01NetworkingSeam"
  static let userAPI = "Labs/Lab01NetworkingSeam/UserAPI.swift"
  static let userProfile = "Labs/Lab01NetworkingSeam/UserProfile.swift"
  /// Task 1's file: with the solution's copy, Task 1 passes and Tasks 2 and 3 still fail.
  static let task1File = "URLSessionNetworking.swift"

  /// Task 1 finished, as the README's sample session shows the lab.
  static func finishTask1(in bench: Workbench) throws {
    try bench.copy("Solutions/Lab01NetworkingSeam/\(task1File)", over: "\(folder)/\(task1File)")
  }

  /// Every file of the solution copied over the learner's: the lab turns green.
  static func finish(in bench: Workbench) throws {
    for file in try Workbench.files(below: bench.url("Solutions/Lab01NetworkingSeam")) {
      try bench.copy("Solutions/Lab01NetworkingSeam/\(file)", over: "\(folder)/\(file)")
    }
  }
}
