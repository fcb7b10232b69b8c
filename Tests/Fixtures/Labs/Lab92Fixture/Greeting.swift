public func greeting(for name: String) -> String { "" }  // TODO: Task 1.
public func farewell(for name: String) -> String { "" }  // TODO: Task 2.
