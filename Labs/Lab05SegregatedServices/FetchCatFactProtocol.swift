// TODO: Task 2. What a screen that shows facts asks for. Today it is one more name for the whole
// service, so a type that can only fetch still counts as a type that renames, and whoever holds
// one can rename cats. Make it stand for that one job and nothing else: the tests give the view
// model types that can only fetch, and check that they are not taken for renamers (chapter,
// "Concept" and "How").
public typealias FetchCatFactProtocol = CatServiceProtocol
