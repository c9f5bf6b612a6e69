@testable import CellGenCore
import Testing

/// The two ways builders write an object of entries give the same object.
@Suite("template values")
struct TemplateValuesTests {
    @Test("values already converted, under literal keys, equal a literal of plain values")
    func convertedPairs() {
        let converted = TemplateValues([
            "name": .text("row"), "isBound": .flag(true), "cases": .list([.text("a"), .text("b")]),
        ])
        let literal: TemplateValues = ["name": "row", "isBound": true, "cases": ["a", "b"]]
        #expect(converted == literal)
        #expect(converted.keys == ["name", "isBound", "cases"])
        #expect(converted.value("isBound") == .flag(true))
        #expect(converted.value("missing") == nil)
    }

    @Test("a value set under a literal key: added once, replaced where the key is held")
    func set() {
        var values: TemplateValues = ["name": "row"]
        values.set("isBound", to: .flag(false))
        values.set("name", to: .text("cell"))
        #expect(values == ["name": "cell", "isBound": false])
        #expect(values.keys == ["name", "isBound"])
    }
}
