import Testing

extension EndToEnd {
  @Suite("reset: the starter back, the learner's copy kept")
  struct ResetTests {
    static let edited = "Labs/Lab01NetworkingSeam/UserAPI.swift"

    /// A clean workbench with the learner's edit in Lab 01, reset.
    func resetAfterAnEdit() async throws -> (Workbench, WorkbookRun) {
      let bench = try Workbench.clean()
      try bench.append("this is not swift", to: Self.edited)
      return (bench, try await bench.run("reset", "1"))
    }

    @Test("reset restores the starter and says where the copy went")
    func saysWhereTheCopyWent() async throws {
      let (_, run) = try await resetAfterAnEdit()
      expect(run, exits: 0, showing: ".workbook/backups/Lab01NetworkingSeam-1")
    }

    @Test("the backup holds the learner's edit; the lab holds the starter")
    func backupHoldsTheEdit() async throws {
      let (bench, _) = try await resetAfterAnEdit()
      #expect(try bench.read(".workbook/backups/Lab01NetworkingSeam-1/UserAPI.swift").contains("this is not swift"))
      #expect(try !bench.read(Self.edited).contains("this is not swift"))
    }

    @Test("after reset git sees no change in the lab")
    func pristineAfterReset() async throws {
      let (bench, _) = try await resetAfterAnEdit()
      #expect(try bench.git("status", "--porcelain", "--", "Labs/Lab01NetworkingSeam") == "")
    }
  }
}

extension EndToEnd.ResetTests {
  static let backups = ".workbook/backups/Lab01NetworkingSeam"

  @Test("reset says how to get the copy back")
  func saysHowToRestore() async throws {
    let (_, run) = try await resetAfterAnEdit()
    expect(run, exits: 0, showing: "To get it back: swift run workbook restore 1")
  }

  @Test("restore puts the last backup back, after keeping the current copy")
  func restorePutsTheBackupBack() async throws {
    let (bench, _) = try await resetAfterAnEdit()
    try bench.append("// a second try", to: Self.edited)
    let run = try await bench.run("restore", "1")
    expect(run, exits: 0, showing: "\(Self.backups)-1 is back", "kept in \(Self.backups)-2")
    #expect(try bench.read(Self.edited).contains("this is not swift"), "the first backup is back")
    #expect(try bench.read("\(Self.backups)-2/UserAPI.swift").contains("// a second try"), "the second try is kept")
  }

  @Test("restore over the starter keeps no copy of the starter: reset brings it back")
  func restoreOverTheStarter() async throws {
    let (bench, _) = try await resetAfterAnEdit()
    let run = try await bench.run("restore", "1")
    expect(run, exits: 0, showing: "was the starter")
    #expect(!bench.exists("\(Self.backups)-2"), "\(run.transcript)")
    #expect(try bench.read(Self.edited).contains("this is not swift"))
  }

  @Test("reset skips the backup when the copy is the same as the last backup")
  func noIdenticalBackup() async throws {
    let (bench, _) = try await resetAfterAnEdit()
    _ = try await bench.run("restore", "1")
    let run = try await bench.run("reset", "1")
    expect(run, exits: 0, showing: "same as your last backup, \(Self.backups)-1", "no new backup")
    #expect(!bench.exists("\(Self.backups)-2"), "\(run.transcript)")
  }

  @Test("restore without a backup says that reset makes one")
  func restoreWithoutBackup() async throws {
    let run = try await Workbench.clean().run("restore", "1")
    expect(run, exits: 1, showing: "Lab 01 has no backup yet", "reset keeps one")
  }

  @Test("reset brings back a deleted lab folder")
  func resetADeletedFolder() async throws {
    let bench = try Workbench.clean()
    try bench.remove("Labs/Lab90Fixture")
    let run = try await bench.run("reset", "90")
    expect(run, exits: 0, showing: "Lab 90 is back to its starter", "no copy to keep")
    #expect(try bench.read(Lab90.answer) == Lab90.starter + "\n")
  }

  @Test("reset brings back a deleted file, keeping the rest of the copy first")
  func resetADeletedFile() async throws {
    let bench = try Workbench.clean()
    try bench.remove(Lab01.userProfile)
    try bench.append("// mine", to: Self.edited)
    let run = try await bench.run("reset", "1")
    expect(run, exits: 0, showing: "Your copy was kept in \(Self.backups)-1")
    #expect(bench.exists(Lab01.userProfile))
    #expect(try bench.read("\(Self.backups)-1/UserAPI.swift").contains("// mine"))
  }

  @Test("reset of an untouched lab keeps no backup")
  func resetOfTheStarter() async throws {
    let bench = try Workbench.clean()
    let run = try await bench.run("reset", "1")
    expect(run, exits: 0, showing: "already its starter")
    #expect(!bench.exists(".workbook/backups"))
  }

  @Test("without git history (a ZIP download) reset says what it needs and changes nothing")
  func resetWithoutGit() async throws {
    let bench = try Workbench.clean()
    try bench.append("// mine", to: Self.edited)
    let noGit = ["GIT_DIR": bench.outside.appendingPathComponent("no-git").path]
    let run = try await bench.run("reset", "1", environment: noGit)
    expect(run, exits: 3, showing: "reset needs the workbook's git history", "ZIP download", "Your files are untouched")
    #expect(try bench.read(Self.edited).contains("// mine"))
  }
}
