public func double(_ x: Int) -> Int { x * 2 }
