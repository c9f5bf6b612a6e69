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
