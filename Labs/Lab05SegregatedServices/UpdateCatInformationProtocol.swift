// TODO: Task 2. What an editor screen asks for to rename a cat. Today it is the whole service too.
// Make it stand for renaming alone: a type that can only rename must not count as one that
// fetches (chapter, "Concept").
public typealias UpdateCatInformationProtocol = CatServiceProtocol
