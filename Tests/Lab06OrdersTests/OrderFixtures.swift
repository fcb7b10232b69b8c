import Foundation
import Lab06Orders
import Testing

/// Orders the tests share. Immutable values, so parallel tests cannot disturb each other. Every
/// order differs from every other in id and title, so one in the wrong place is visible.
let widget = Order(id: "A-1", title: "Widget", status: .pending)
let gadget = Order(id: "A-2", title: "Gadget", status: .shipped)
let gizmo = Order(id: "A-3", title: "Gizmo", status: .pending)
/// Already cancelled: the use case must leave it out.
let oldLamp = Order(id: "A-4", title: "Old lamp", status: .cancelled)
/// Cancelled too, so a stub can hold two cancelled orders, side by side or apart.
let oldRadio = Order(id: "A-6", title: "Old radio", status: .cancelled)
/// Pending, and on no list until a reload brings it.
let lamp = Order(id: "A-5", title: "Lamp", status: .pending)
/// Widget's id on a second row, as a backend may send it: a different row to the eye, not a copy
/// to merge. The use case and the screen keep both.
let widgetAgain = Order(id: "A-1", title: "Widget, second box", status: .shipped)
/// An open order the backend sent without a title: still an order the customer can act on.
let untitled = Order(id: "A-7", title: "", status: .pending)
/// Widget's id on a cancelled row: only that row is left out.
let widgetCancelled = Order(id: "A-1", title: "Widget, old box", status: .cancelled)

/// Errors the tests stub. Equatable, so a test can say exactly which error it expects back.
enum TestError: Error, Equatable {
  case offline
  case refused
}

/// A value of an input table with a short name for the test report.
struct Shape<Value: Sendable>: Sendable, CustomTestStringConvertible, CustomStringConvertible {
  var description: String { testDescription }

  let name: String
  let value: Value
  var testDescription: String { name }
}

/// Every kind of error a repository can meet.
enum ErrorKinds {
  /// Failures: the screen says what failed.
  static let failures: [Shape<any Error>] = [
    Shape(name: "TestError.offline", value: TestError.offline),
    Shape(name: "TestError.refused", value: TestError.refused),
    Shape(name: "URLError(.notConnectedToInternet)", value: URLError(.notConnectedToInternet)),
    Shape(name: "URLError(.timedOut)", value: URLError(.timedOut)),
    Shape(name: "URLError(.badServerResponse)", value: URLError(.badServerResponse)),
    // A cancel's name, but the user refused to sign in: a failure, not a cancel.
    Shape(name: "URLError(.userCancelledAuthentication)", value: URLError(.userCancelledAuthentication)),
    // URLError.cancelled's number in another domain: not a cancel.
    Shape(name: "NSError(domain: \"OrdersBackend\", code: -999)", value: NSError(domain: "OrdersBackend", code: -999)),
    Shape(
      name: "DecodingError.dataCorrupted",
      value: DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not an order"))),
  ]

  /// Cancels, both kinds: Swift's own, and the one URLSession throws for a cancelled task.
  static let cancels: [Shape<any Error>] = [
    Shape(name: "CancellationError()", value: CancellationError()),
    Shape(name: "URLError(.cancelled)", value: URLError(.cancelled)),
  ]

  static let all = failures + cancels
}

/// Order ids in every shape a backend may use: each is recorded and matched exactly, never
/// trimmed, folded or split. Each list holds the shaped order between `widget` ("A-1") and
/// `gizmo`, so a view model that tidies the id removes the wrong one.
let idShapes: [Shape<String>] = [
  Shape(name: "empty", value: ""),
  Shape(name: "one space", value: " "),
  Shape(name: "leading and trailing spaces", value: " A-1 "),
  Shape(name: "inner space", value: "A 1"),
  Shape(name: "trailing line break", value: "A-1\n"),
  Shape(name: "tab and CRLF", value: "A\t1\r\n"),
  Shape(name: "no separator", value: "A1"),
  Shape(name: "several separators", value: "A-1-2/3_4"),
  Shape(name: "doubled separator", value: "A--1"),
  Shape(name: "lower case", value: "a-1"),
  Shape(name: "non-ASCII", value: "Å-1"),
  Shape(name: "combining accent", value: "E\u{301}-1"),
  Shape(name: "emoji", value: "📦-1"),
  Shape(name: "long", value: String(repeating: "A-", count: 200) + "1"),
]

/// Lists as a repository may hold them, with the open orders the use case must return.
let listShapes: [Shape<(stubbed: [Order], open: [Order])>] = [
  Shape(name: "empty", value: ([], [])),
  Shape(name: "one open", value: ([widget], [widget])),
  Shape(name: "one cancelled", value: ([oldLamp], [])),
  Shape(name: "several open, not sorted", value: ([gizmo, widget, gadget], [gizmo, widget, gadget])),
  Shape(name: "all cancelled", value: ([oldLamp, oldRadio], [])),
  Shape(name: "cancelled first", value: ([oldLamp, widget, gadget], [widget, gadget])),
  Shape(name: "cancelled in the middle", value: ([widget, oldLamp, gadget], [widget, gadget])),
  Shape(name: "cancelled last", value: ([widget, gadget, oldLamp], [widget, gadget])),
  Shape(name: "two cancelled side by side", value: ([widget, oldLamp, oldRadio, gadget], [widget, gadget])),
  Shape(name: "two cancelled apart", value: ([oldRadio, widget, oldLamp, gizmo], [widget, gizmo])),
  Shape(name: "the same id on two open rows", value: ([widget, gadget, widgetAgain], [widget, gadget, widgetAgain])),
  Shape(name: "the same order twice", value: ([gizmo, gizmo], [gizmo, gizmo])),
  Shape(name: "the same id cancelled and open", value: ([widgetCancelled, gadget, widget], [gadget, widget])),
  Shape(name: "an open order without a title", value: ([widget, untitled, oldLamp], [widget, untitled])),
]
