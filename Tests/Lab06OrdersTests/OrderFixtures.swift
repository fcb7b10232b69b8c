import Lab06Orders

/// Orders the tests share. Immutable values, so parallel tests cannot disturb each other.
let widget = Order(id: "A-1", title: "Widget", status: .pending)
let gadget = Order(id: "A-2", title: "Gadget", status: .shipped)
let gizmo = Order(id: "A-3", title: "Gizmo", status: .pending)
/// Already cancelled: the use case must leave it out.
let oldLamp = Order(id: "A-4", title: "Old lamp", status: .cancelled)
/// Cancelled too, so a stub can hold two cancelled orders, side by side or apart.
let oldRadio = Order(id: "A-6", title: "Old radio", status: .cancelled)

/// Errors the tests stub. Equatable, so a test can say exactly which error it expects back.
enum TestError: Error, Equatable {
  case offline
  case refused
}
