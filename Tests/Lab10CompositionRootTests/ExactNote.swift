import Foundation
import Lab10CompositionRoot

/// A note as the tests compare it: its text Unicode scalar by Unicode scalar, and its moment.
///
/// `String`'s `==` calls two texts equal when they are canonically equivalent: "Café" typed with
/// a precomposed é (U+00E9) equals "Café" typed as e and a combining acute accent (U+0065 U+0301),
/// and so `Note`'s `==` does too. A `post` that normalizes what the user typed (to NFC, or NFD)
/// would pass a comparison of `Note`s; it fails a comparison of these.
struct ExactNote: Equatable, CustomStringConvertible {
  let scalars: [Unicode.Scalar]
  let createdAt: Date

  init(_ note: Note) {
    scalars = Array(note.text.unicodeScalars)
    createdAt = note.createdAt
  }

  /// The text as Swift writes it, then, when anything in it is not ASCII, every scalar by its
  /// code (two texts that look alike on screen differ there), then the moment in seconds.
  var description: String {
    let text = String(String.UnicodeScalarView(scalars))
    let codes =
      scalars.allSatisfy(\.isASCII)
      ? "" : " [" + scalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") + "]"
    return "\(text.debugDescription)\(codes) at \(createdAt.timeIntervalSince1970)"
  }
}
