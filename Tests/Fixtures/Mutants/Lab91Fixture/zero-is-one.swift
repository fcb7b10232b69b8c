// replaces: Double.swift
// bug: zero is one
// hint: what about zero?
public func double(_ x: Int) -> Int { x == 0 ? 1 : x * 2 }
