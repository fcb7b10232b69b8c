/// One verb's command line, parsed by the rule every verb follows: operands (a lab, a level) and
/// the verb's options, a value after its option (`--timeout 5` or `--timeout=5`), flags alone.
/// Anything else is a usage error that names it and points at the verb's `--help`.
///
/// ```swift
/// let arguments = try Arguments(["3", "--timeout", "5"], for: Verb.named("check")!)
/// arguments.operands                 // ["3"]
/// try arguments.seconds("--timeout") // 5
/// arguments.has("--all")             // false
/// ```
struct Arguments {
  let verb: Verb
  private(set) var operands: [String] = []
  private var values: [String: [String]] = [:]

  init(_ words: [String], for verb: Verb) throws {
    self.verb = verb
    var rest = words[...]
    while let word = rest.popFirst() {
      if word == "--" {
        operands += rest
        break
      }
      // A lone "-" or a negative number is an operand, not an option.
      guard word.hasPrefix("-"), word.count > 1, Double(word) == nil else {
        operands.append(word)
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      let name = parts[0]
      guard let option = verb.options.first(where: { $0.name == name }) else {
        throw usage("unknown option '\(name)' for \(verb.name)")
      }
      if let placeholder = option.value {
        guard let value = parts.count == 2 ? parts[1] : rest.popFirst(), !value.isEmpty, !value.hasPrefix("--") else {
          throw usage("\(name) needs a value (\(name) \(placeholder))")
        }
        if !option.repeatable && values[name] != nil { throw usage("\(name) is given twice") }
        values[name, default: []].append(value)
      } else {
        guard parts.count == 1 else { throw usage("\(name) takes no value") }
        values[name] = [""]
      }
    }
    guard verb.operands.contains(operands.count) else {
      if operands.count < verb.operands.lowerBound {
        throw usage("\(verb.name) needs \(verb.operandsUsage) (a lab is a number like 1, or a name like Lab01NetworkingSeam)")
      }
      let extra = operands.dropFirst(verb.operands.upperBound).map { "'\($0)'" }.joined(separator: " ")
      let takes = verb.operands.upperBound == 0 ? "takes no argument" : "takes \(verb.operandsUsage)"
      throw usage("unexpected \(extra): \(verb.name) \(takes)")
    }
  }

  /// The first operand (the lab, for most verbs), or `nil`.
  var lab: String? { operands.first }

  func has(_ flag: String) -> Bool {
    values[flag] != nil
  }

  func value(_ option: String) -> String? {
    values[option]?.last
  }

  /// Every value of a repeatable option, in order.
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

  /// A usage error about this verb: what was wrong, then where its usage is.
  func usage(_ problem: String) -> WorkbookError {
    Self.usage(problem, verb: verb)
  }

  static func usage(_ problem: String, verb: Verb) -> WorkbookError {
    .usage("\(problem); see \(Invocation.typed("\(verb.name == "list" ? "" : verb.name + " ")--help"))")
  }
}
