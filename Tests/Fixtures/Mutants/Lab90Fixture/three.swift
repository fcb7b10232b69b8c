// replaces: Answer.swift
// bug: off by one
// hint: count again
public func answer() async -> Int { 41 }
