/// A string as a test compares it: its Unicode scalars, one by one. `String`'s own `==` compares
/// by canonical equivalence, so "Zoë" written as one scalar equals "Zoe" plus a combining
/// diaeresis; a name "exactly as typed" or a fact "as the server sent it" must keep its scalars,
/// and only a scalar-by-scalar comparison sees a service that normalized them.
struct ExactText: Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
  let scalars: [UInt32]

  init(_ text: String) {
    scalars = text.unicodeScalars.map(\.value)
  }

  init(stringLiteral text: String) {
    self.init(text)
  }

  /// The text, and its scalars when any is outside ASCII (so "Zoë" and "Zoë" read differently).
  var description: String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars.compactMap(Unicode.Scalar.init))
    let quoted = String(text).debugDescription
    guard scalars.contains(where: { $0 > 0x7F }) else { return quoted }
    let codes = scalars.map { "U+" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    return "\(quoted) [\(codes)]"
  }
}
