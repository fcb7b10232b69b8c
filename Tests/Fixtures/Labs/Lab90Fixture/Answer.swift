public func answer() async -> Int { 0 }  // TODO: Task 1.
