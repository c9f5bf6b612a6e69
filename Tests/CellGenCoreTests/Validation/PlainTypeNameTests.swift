@testable import CellGenCore
import Testing

/// The short cut for a plain type name gives what parsing it gives.
@Suite("top-level names of plain type names")
struct PlainTypeNameTests {
    @Test("a plain name, a keyword, Any, Self, a wildcard, a generic and an optional")
    func sameAsParsing() throws {
        let types = [
            "String", "URL", "x1", "_private", "Any", "Self", "some", "any", "Type", "Protocol", "class", "inout",
            "_", "[String]", "String?", "Array<URL>", "MyApp.Thing", "café",
        ]
        for type in types {
            let parsed = (try? SwiftTypeParser.parse(type).get())?.syntax.referencedTopLevelNames ?? []
            #expect(ParsedTypes.shared.topLevelNames(in: type) == parsed, "\(type)")
        }
    }
}
