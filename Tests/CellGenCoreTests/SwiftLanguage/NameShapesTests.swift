@testable import CellGenCore
import Testing

/// The filter in front of the keyword tables and the generated-type check.
@Suite("name shapes")
struct NameShapesTests {
    @Test("every name of the set may be in it")
    func conservative() {
        let shapes = NameShapes(SwiftKeywords.listed)
        for name in SwiftKeywords.listed { #expect(shapes.mayContain(name)) }
        for name in ["", String(repeating: "x", count: 40)] { #expect(!shapes.mayContain(name)) }
    }

    @Test("a name of another length, first byte or last byte is not")
    func rejects() {
        let shapes = NameShapes(["throw", "init"])
        #expect(shapes.mayContain("throw"))
        #expect(shapes.mayContain("init"))
        #expect(!shapes.mayContain("title"))  // the length and first byte of `throw`, not its last
        #expect(!shapes.mayContain("isOn"))  // the length and first byte of `init`, not its last
        #expect(!shapes.mayContain("thro"))
        #expect(!shapes.mayContain("xhrow"))
    }

    @Test("non-ASCII names: by their UTF-8 bytes")
    func nonASCII() {
        let shapes = NameShapes(["café", "naïve"])
        #expect(shapes.mayContain("café"))
        #expect(shapes.mayContain("naïve"))
        #expect(!shapes.mayContain("cafe"))
    }
}

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
