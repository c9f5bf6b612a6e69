@testable import CellGenCore
import Testing

/// The table partial tags find their templates in.
@Suite("template table")
struct TemplateTableTests {
    static func template(_ name: String) throws -> ParsedTemplate {
        try TemplateParser.parse(name, named: name)
    }

    @Test("every template is found by its name, and no other name finds one")
    func lookups() throws {
        // Enough names that several share a first slot.
        let names = (0..<40).map { "partial-\($0)" }
        var templates: [String: ParsedTemplate] = [:]
        for name in names { templates[name] = try Self.template(name) }
        let table = TemplateTable(templates)
        for name in names { #expect(table[TemplateKey(name)] === templates[name]) }
        for name in ["", "partial", "partial-40", "Partial-1"] { #expect(table[TemplateKey(name)] == nil) }
    }

    @Test("an empty table finds nothing")
    func empty() {
        #expect(TemplateTable([:])[TemplateKey("row")] == nil)
    }
}
