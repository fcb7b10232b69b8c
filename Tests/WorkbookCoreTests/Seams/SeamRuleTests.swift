import Testing

@testable import WorkbookCore

/// Each rule of the seam audit on the spellings a learner really writes, and on the look-alikes
/// it must leave alone.
@Suite("Seam audit: each rule on tricky spellings")
struct SeamRuleTests {
  /// The expressions `rule` finds in `code`, with their lines.
  private func found(_ rule: SeamRule, in code: String) -> [String] {
    let tokens = SeamTokenizer.tokens(of: code)
    return rule.matches(in: tokens).map { match in
      "\(tokens[match.first].line):" + tokens[match.first...match.last].map(\.text).joined()
    }
  }

  @Test("Date(): found spaced, module-qualified, in #if DEBUG and in an interpolation; not in comments, strings or MyDate()")
  func date() {
    #expect(found(.date, in: "let a = Date()") == ["1:Date()"])
    #expect(found(.date, in: "let a = Date ()") == ["1:Date()"], "a space before the parentheses is the same call")
    #expect(found(.date, in: "let a = Foundation.Date()") == ["1:Date()"])
    #expect(found(.date, in: "#if DEBUG\nlet a = Date()\n#endif") == ["2:Date()"], "code in #if DEBUG still ships in a debug build")
    #expect(found(.date, in: #"print("at \(Date())")"#) == ["1:Date()"], "an interpolation is code")
    #expect(found(.date, in: "let a = Date.now\nlet b = Date(timeIntervalSinceNow: 5)") == ["1:Date.now", "2:Date(timeIntervalSinceNow"])
    #expect(found(.date, in: "// Date()\n/* Date() /* nested */ Date() */ let a = 1") == [], "comments are not code")
    #expect(found(.date, in: ##"let s = "Date()"; let r = #"Date() \(x)"#"##) == [], "a string is not code")
    let multiline = "let m = \"\"\"\n  Date() \\(x)\n  \"\"\"\nlet n = Date()"
    #expect(found(.date, in: multiline) == ["4:Date()"], "a multi-line string is not code; the line after it is")
    #expect(found(.date, in: "let a = MyDate(); let b = DateFormatter()") == [], "another type is not the clock")
    #expect(found(.date, in: "let a = Date(timeIntervalSince1970: 0)") == [], "a fixed date reads no clock")
    #expect(
      found(
        .date,
        in: "if entry.stamp.timeIntervalSinceNow < -300 {}\nlet t = Date.timeIntervalSinceReferenceDate\nlet c = CFAbsoluteTimeGetCurrent()"
      )
        == ["1:.timeIntervalSinceNow", "2:Date.timeIntervalSinceReferenceDate", "3:CFAbsoluteTimeGetCurrent("],
      "an age against now, the type's current time and Core Foundation's read the wall clock too")
    #expect(
      found(.date, in: "let a = Date(timeIntervalSinceReferenceDate: 0); let b = a.timeIntervalSinceReferenceDate") == [],
      "a fixed date, and a date's own distance from 2001, read no clock")
    #expect(
      found(.date, in: "let a = dependencies.now(); let b = clock.now; let c = self.Date()") == [], ".now on an injected clock is the seam")
  }

  @Test("URLSession.shared and URLSession(...): found; an injected session is not")
  func urlSession() {
    #expect(found(.urlSessionShared, in: "let s = URLSession.shared") == ["1:URLSession.shared"])
    #expect(
      found(.urlSessionShared, in: "init(session: URLSession = .shared) {}") == ["1:.shared"], "a .shared default is the singleton back")
    #expect(found(.urlSessionShared, in: "let d = try await session.data(for: r); let x = foo.shared") == [])
    #expect(found(.urlSessionInit, in: "let s = URLSession(configuration: .ephemeral)") == ["1:URLSession("])
    #expect(found(.urlSessionInit, in: "let s: URLSession; func f(session: URLSession) {}") == [])
  }

  @Test("Task.sleep, live clocks and asyncAfter: found; the injected clock's sleep is not")
  func time() {
    #expect(found(.taskSleep, in: "try await Task.sleep(for: .seconds(1))") == ["1:Task.sleep"])
    #expect(found(.taskSleep, in: "try await Task .sleep(nanoseconds: 1)") == ["1:Task.sleep"])
    #expect(found(.taskSleep, in: "try await clock.sleep(for: .seconds(1))") == [])
    #expect(
      found(.liveClock, in: "let c = ContinuousClock(); let d = SuspendingClock()") == ["1:ContinuousClock()", "1:SuspendingClock()"])
    #expect(found(.liveClock, in: "try await Task.sleep(for: .seconds(1), clock: .continuous)") == ["1:.continuous"])
    #expect(found(.liveClock, in: "let t = ContinuousClock.now") == ["1:ContinuousClock.now"])
    #expect(found(.liveClock, in: "let c = settings.continuous; let clock: any Clock<Duration>") == [])
    #expect(found(.dispatchAfter, in: "DispatchQueue.main.asyncAfter(deadline: .now() + 1) {}") == ["1:asyncAfter"])
  }

  @Test("the shared singletons of Foundation, UUID(), and a declared static let shared")
  func singletons() {
    #expect(found(.userDefaults, in: "UserDefaults.standard.set(1, forKey: k)") == ["1:UserDefaults.standard"])
    #expect(found(.fileManager, in: "FileManager.default.fileExists(atPath: p)") == ["1:FileManager.default"])
    #expect(found(.notificationCenter, in: "NotificationCenter.default.post(n)") == ["1:NotificationCenter.default"])
    #expect(found(.uuid, in: "let id = UUID(); let s = UUID ().uuidString") == ["1:UUID()", "1:UUID()"])
    #expect(found(.uuid, in: #"let id = UUID(uuidString: "x"); let t = MyUUID()"#) == [])
    #expect(found(.sharedSingleton, in: "static let shared = Store()") == ["1:staticletshared"])
    #expect(found(.sharedSingleton, in: "public static nonisolated var shared = Store()\nclass var shared: Store { s }").count == 2)
    #expect(found(.sharedSingleton, in: "static let preview = Store(); let shared = 1") == [])
  }
}
