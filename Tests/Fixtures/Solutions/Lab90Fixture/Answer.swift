public func answer() async -> Int { 42 }
