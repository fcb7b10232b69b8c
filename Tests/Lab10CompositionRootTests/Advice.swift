import Lab10CompositionRoot

/// What an `UnimplementedDependency`'s description tells its reader: whether it names the member
/// and says it must be overridden, which members its code assigns (after `dependencies.` or `$0.`),
/// and which other members of `AppDependencies` it mentions.
struct Advice: Equatable {
  var namesTheMember: Bool
  var saysToOverride: Bool
  var assigns: Set<String>
  var mentionsOtherMembers: [String]

  init(namesTheMember: Bool, saysToOverride: Bool, assigns: Set<String>, mentionsOtherMembers: [String]) {
    self.namesTheMember = namesTheMember
    self.saysToOverride = saysToOverride
    self.assigns = assigns
    self.mentionsOtherMembers = mentionsOtherMembers
  }

  /// Reads `description`, the message written for the member called `name`.
  init(description: String, name: String, shortName: String) {
    namesTheMember = description.contains(name)
    saysToOverride = description.lowercased().contains("overrid")
    var assigned: Set<String> = []
    for prefix in ["dependencies.", "$0."] {
      var rest = description[...]
      while let found = rest.range(of: prefix) {
        assigned.insert(String(rest[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        rest = rest[found.upperBound...]
      }
    }
    assigns = assigned
    mentionsOtherMembers = Member.allCases.map(\.rawValue).filter { $0 != shortName && description.contains(".\($0)") }
  }
}
