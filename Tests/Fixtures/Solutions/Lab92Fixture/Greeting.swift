public func greeting(for name: String) -> String { "Hello, \(name)!" }
public func farewell(for name: String) -> String { "Goodbye, \(name)!" }
