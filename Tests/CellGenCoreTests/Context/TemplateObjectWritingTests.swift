@testable import CellGenCore
import Testing

/// A `TemplateObject` may write a text straight into the renderer's output for a variable tag
/// (`write(_:into:)`); everything else (sections, dotted names, printing the context) sees the
/// same text through `value(of:)`.
@Suite("template objects that write their texts")
struct TemplateObjectWritingTests {
    /// Writes `greeting`, gives `count` as a value, and holds no `missing`.
    final class Greeting: TemplateObject {
        enum Name: String, CaseIterable {
            case greeting, count, missing
        }

        static let names = TemplateNames<Name>()
        let name: String

        init(_ name: String) {
            self.name = name
        }

        func value(of part: Name) -> TemplateValue? {
            switch part {
            case .greeting: .text(ByteWriter.text { _ = write(part, into: &$0) })
            case .count: .text(String(name.count))
            case .missing: nil
            }
        }

        func write(_ part: Name, into writer: inout ByteWriter) -> Bool {
            guard part == .greeting else { return false }
            writer.append("hello, ")
            writer.append(name)
            return true
        }
    }

    static func render(_ template: String, _ values: TemplateValues) throws -> String {
        let parsed = try TemplateParser.parse(template, named: "root")
        var renderer = TemplateRenderer(templates: TemplateTable([:]))
        try renderer.render(parsed, named: "root", with: values)
        return String(decoding: renderer.output, as: UTF8.self)
    }

    @Test("a written text, a value and a name looked up further out")
    func variables() throws {
        var values: TemplateValues = ["missing": "outer"]
        values["person"] = Greeting("Ada").templateValue
        #expect(
            try Self.render("{{#person}}{{greeting}}|{{count}}|{{missing}}{{/person}}|{{person.greeting}}", values)
                == "hello, Ada|3|outer|hello, Ada")
    }

    @Test("the written text is the value templates and printing see")
    func valueMatchesWriting() {
        let object = Greeting("Ada").templateValue.object
        #expect(object?.value("greeting") == .text("hello, Ada"))
        #expect(object?.keys == ["greeting", "count"])
    }

    @Test("a written text starting a line of an indented partial is indented")
    func indentation() throws {
        let parsed = try TemplateParser.parse("  {{>line}}\n", named: "root")
        let line = try TemplateParser.parse("{{#person}}{{greeting}}\n{{greeting}}{{/person}}\n", named: "line")
        var renderer = TemplateRenderer(templates: TemplateTable(["line": line]))
        try renderer.render(parsed, named: "root", with: ["person": Greeting("Ada").templateValue])
        #expect(String(decoding: renderer.output, as: UTF8.self) == "  hello, Ada\n  hello, Ada\n")
    }
}
