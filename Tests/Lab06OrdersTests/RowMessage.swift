/// `message` as a test that checks a table row by row reports it: the row first, then the message,
/// so a learner who reads only the message knows which row failed ("After idle, a load that
/// succeeds: expected ..."). Without a row, the message as it is.
func inRow(_ row: String?, _ message: String) -> String {
  guard let row, let first = message.first else { return message }
  return "\(row): \(first.lowercased())\(message.dropFirst())"
}
