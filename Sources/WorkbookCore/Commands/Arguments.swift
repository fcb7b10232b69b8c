/// One verb's command line, parsed by the rule every verb follows: a form's word first where the
/// verb has forms (`room join`), then operands (a lab, a folder) and the verb's options, a value
/// after its option (`--timeout 5` or `--timeout=5`), a list after a list's option up to the next
/// option (`--merge a.json b.json`), flags alone. Anything else is a usage error that names it
/// and points at the verb's (or form's) `--help`.
///
/// ```swift
/// let arguments = try Arguments(["3", "--timeout", "5"], for: Verb.named("check")!)
/// arguments.operands                 // ["3"]
/// try arguments.seconds("--timeout") // 5
/// arguments.has("--all")             // false
/// try Arguments(["join", "/r"], for: Verb.named("room")!).verb.name   // "room join"
/// ```
struct Arguments {
  /// The verb, or the form of it the first word picked.
  let verb: Verb
  private(set) var operands: [String] = []
  private var values: [String: [String]] = [:]

  init(_ words: [String], for verb: Verb) throws {
    let form = verb.form(for: words)
    let verb = form.verb
    self.verb = verb
    var rest = form.rest
    while let word = rest.popFirst() {
      if word == "--" {
        operands += rest
        break
      }
      guard Self.isOption(word) else {
        operands.append(word)
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      guard let option = verb.options.first(where: { $0.name == name }) else {
        // `room <folder> --name`: say which form takes it.
        let takers = verb.forms.filter { $0.options.contains { $0.name == name } }.map(\.name)
        throw usage("unknown option '\(name)' for \(verb.name)" + (takers.isEmpty ? "" : " (\(takers.joined(separator: ", ")) takes it)"))
      }
      guard option.value != nil else {
        guard parts.count == 1 else { throw usage("\(name) takes no value") }
        values[name] = [""]
        continue
      }
      guard let value = parts.count == 2 ? parts[1] : rest.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
        throw usage("\(name) needs a value (\(option.label))")
      }
      if !option.repeatable && !option.takesList && values[name] != nil { throw usage("\(name) is given twice") }
      values[name, default: []].append(value)
      while option.takesList, let next = rest.first, next != "--", !Self.isOption(next) {
        values[name, default: []].append(next)
        rest.removeFirst()
      }
    }
    guard verb.operands.contains(operands.count) else {
      if operands.count < verb.operands.lowerBound {
        throw usage("\(verb.name) needs \(verb.operandsUsage) (\(verb.operandsNote))")
      }
      let extra = operands.dropFirst(verb.operands.upperBound).map { "'\($0)'" }.joined(separator: " ")
      let takes = verb.operands.upperBound == 0 ? "takes no argument" : "takes \(verb.operandsUsage)"
      throw usage("unexpected \(extra): \(verb.name) \(takes)")
    }
  }

  /// `--all`, `--timeout=5`: a word that names an option. A lone "-" or a negative number is an
  /// operand (or a value), not an option.
  private static func isOption(_ word: String) -> Bool {
    word.hasPrefix("-") && word.count > 1 && Double(word) == nil
  }

  /// The first operand (the lab, for most verbs), or `nil`.
  var lab: String? { operands.first }

  func has(_ flag: String) -> Bool {
    values[flag] != nil
  }

  func value(_ option: String) -> String? {
    values[option]?.last
  }

  /// Every value of a repeatable option or a list's, in order.
  func values(_ option: String) -> [String] {
    values[option] ?? []
  }

  /// The option's value as a positive number of seconds, or `fallback` when it is not given.
  func seconds(_ option: String, default fallback: Double) throws -> Double {
    guard let text = value(option) else { return fallback }
    guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
      throw usage("\(option) needs a number of seconds above 0, not '\(text)'")
    }
    return seconds
  }

  /// The option's value as a whole number of seconds, 1 or more, or `fallback` when it is not given.
  func wholeSeconds(_ option: String, default fallback: Int) throws -> Int {
    guard let text = value(option) else { return fallback }
    guard let seconds = Int(text), seconds >= 1 else {
      throw usage("\(option) needs a whole number of seconds, 1 or more, not '\(text)'")
    }
    return seconds
  }

  /// A usage error about this verb: what was wrong, then where its usage is.
  func usage(_ problem: String) -> WorkbookError {
    Self.usage(problem, verb: verb)
  }

  static func usage(_ problem: String, verb: Verb) -> WorkbookError {
    .usage("\(problem); see \(Invocation.typed("\(verb.name == "list" ? "" : verb.name + " ")--help"))")
  }
}
