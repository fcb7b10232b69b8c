// replaces: Double.swift
// bug: adds two
// hint: try a number other than 2
public func double(_ x: Int) -> Int { x + 2 }
