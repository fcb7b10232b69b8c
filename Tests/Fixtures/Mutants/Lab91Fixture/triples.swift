// replaces: Double.swift
// bug: triples
// hint: any number at all
public func double(_ x: Int) -> Int { x * 3 }
