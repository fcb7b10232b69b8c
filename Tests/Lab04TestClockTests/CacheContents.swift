import Lab04TestClock

/// What a cache serves for each of a set of keys, at one moment: the whole observable state of an
/// `ExpiringCache` for the keys a test uses. Read it once per moment (a read can remove a stale
/// entry, which is part of what the test checks).
///
/// ```swift
/// expectSame(CacheContents(sut, keys: ["42", "43"]), CacheContents(["42": nil, "43": "Grace"]),
///            "\"42\" stale and gone, \"43\" still served.")
/// ```
struct CacheContents: Equatable, CustomStringConvertible {
  var values: [String: String?]

  init(_ values: [String: String?]) {
    self.values = values
  }

  init(_ cache: ExpiringCache<String>, keys: [String]) {
    var values: [String: String?] = [:]
    for key in keys {
      values[key] = .some(cache.value(forKey: key))
    }
    self.values = values
  }

  var description: String {
    values.sorted { $0.key < $1.key }.map { "\(String(reflecting: $0.key)): \($0.value.map { String(reflecting: $0) } ?? "nil")" }
      .joined(separator: ", ")
  }
}
