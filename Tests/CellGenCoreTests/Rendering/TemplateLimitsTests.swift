@testable import CellGenCore
import Foundation
import Testing

/// A team's template overrides run inside every build: whatever they hold ends in a located
/// error, in bounded time and memory (issue 28), never a stack overflow or a hang.
@Suite("template overrides: errors at the tag, limits on nesting, size and work")
struct TemplateLimitsTests {
    /// The diagnostic for `overrides` put in place of the built-in templates and, when they
    /// parse, rendered for the CatalogSearch screen.
    static func diagnostic(_ overrides: [String: String]) throws -> String {
        do {
            let templates = try TemplateSet.overriding(overrides)
            _ = try CodeGenerator(templates: templates).file(for: SpecsSnapshotTests.screen("CatalogSearch.screen.yml"))
        } catch let error as TemplateError {
            return error.diagnostic.description
        }
        Issue.record("\(overrides.keys.sorted()) rendered")
        return ""
    }

    /// Where each malformed template is reported: at the tag, which is named.
    static let malformed: [(template: String, diagnostic: String)] = [
        ("a\n  {{#open}}\n  b", "view-model:2:3: error: the template does not parse: '{{#open}}' is not closed"),
        ("x\n{{<layout}}\n{{$imports}}\n{{/imports}}\n", "view-model:2:1: error: the template does not parse: '{{<layout}}' is not closed"),
        ("{{name", "view-model:1:1: error: the template does not parse: the tag '{{name' is not finished with '}}'"),
        ("{{name x}}", "view-model:1:1: error: the template does not parse: the tag '{{name x' is not finished with '}}'"),
        ("x\n{{{name}}", "view-model:2:1: error: the template does not parse: the tag '{{{name}}' is not finished with '}}}'"),
        ("{{! never closed", "view-model:1:1: error: the template does not parse: the tag '{{! never closed' is not finished with '}}'"),
        ("a {{=<% %>}}", "view-model:1:3: error: the template does not parse: a set-delimiter tag is not of the form {{=<% %>=}}"),
        ("{{=<% %> x}}", "view-model:1:1: error: the template does not parse: a set-delimiter tag is not of the form {{=<% %>=}}"),
        ("{{=<% %>=]]", "view-model:1:1: error: the template does not parse: a set-delimiter tag is not of the form {{=<% %>=}}"),
    ]

    @Test("a malformed template is reported at its tag", arguments: malformed.indices)
    func malformedTag(_ index: Int) throws {
        let (template, expected) = Self.malformed[index]
        let actual = try Self.diagnostic(["view-model": template])
        #expect(actual == expected, "\(actual)")
    }

    @Test("an override named like no template, which nothing would render, is reported with the closest name")
    func misspeltOverride() throws {
        #expect(try Self.diagnostic(["view-modle": "x"])
            == "view-modle:1:1: error: the template 'view-modle' replaces no built-in template and no template includes it; did you mean 'view-model'?")
        // A new partial that a template includes is no misspelling.
        _ = try CodeGenerator(templates: TemplateSet.overriding(["view-model": "{{>row}}", "row": "x"])).file(for: SpecsSnapshotTests.screen("CatalogSearch.screen.yml"))
    }

    @Test("a partial included after a set-delimiter tag counts as included, and so does one that includes itself that way")
    func referencesAfterSetDelimiters() throws {
        let templates = try TemplateSet.overriding(["view-model": "{{=<% %>=}}\n<%> row %>\n", "row": "ROW\n"])
        let file = try CodeGenerator(templates: templates).file(for: SpecsSnapshotTests.screen("CatalogSearch.screen.yml"))
        #expect(file.contents.contains("ROW"))
        #expect(try Self.diagnostic(["view-model": "{{>row}}", "row": "{{=<% %>=}}<%>row%>"])
            == "row:1:1: error: templates include each other without end: row -> row")
    }

    @Test("1,500 nested sections: an error at the 101st, not a stack overflow")
    func deepSections() throws {
        let template = String(repeating: "{{#a}}", count: 1_500) + "x" + String(repeating: "{{/a}}", count: 1_500)
        #expect(try Self.diagnostic(["view-model": template])
            == "view-model:1:601: error: the template does not parse: sections, blocks and parents nest more than 100 deep")
    }

    @Test("a chain of 150 partials, each inside a section: an error where the nesting passes 100")
    func deepPartials() throws {
        var overrides = ["view-model": "{{>p0}}"]
        for level in 0..<150 { overrides["p\(level)"] = "{{^missing}}{{>p\(level + 1)}}{{/missing}}" }
        let diagnostic = try Self.diagnostic(overrides)
        #expect(diagnostic == "p46:1:13: error: the template cannot be rendered: sections, blocks and included templates nest more than 100 deep (screen -> screen-layout -> view-model -> p0 -> ... -> p42 -> p43 -> p44 -> p45 -> p46 -> p47)")
    }

    @Test("nesting passes 100 inside a block override: the error is in the template that wrote the override, not the parent's")
    func deepInsideOverride() throws {
        let open = String(repeating: "{{^m}}", count: 60), close = String(repeating: "{{/m}}", count: 60)
        let diagnostic = try Self.diagnostic([
            "frame": open + "{{$body}}{{/body}}" + close,
            "view-model": "{{<frame}}{{$body}}x\n" + open + close + "{{/body}}{{/frame}}",
        ])
        #expect(diagnostic == "view-model:2:193: error: the template cannot be rendered: sections, blocks and included templates nest more than 100 deep (screen -> screen-layout -> view-model -> frame)")
    }

    @Test("a chain of 20,000 templates: checked for cycles without a stack overflow, then an error at the nesting limit")
    func longChain() throws {
        var overrides = ["view-model": "{{>q0}}", "q19999": "x"]
        for level in 0..<19_999 { overrides["q\(level)"] = "{{>q\(level + 1)}}" }
        let diagnostic = try Self.diagnostic(overrides)
        #expect(diagnostic.hasPrefix("q93:1:1: error: the template cannot be rendered: sections, blocks and included templates nest more than 100 deep"), "\(diagnostic)")
        overrides["q19999"] = "{{>q0}}"
        #expect(TemplateReferences.cycle(in: try overrides.mapValues { try TemplateParser.parse($0, named: "") })?.count == 20_001)
    }

    /// 24 templates, each including the next twice: 2^24 copies of the last.
    static func partialBomb(leaf: String) -> [String: String] {
        var overrides = ["view-model": "{{>t0}}\n", "t24": leaf]
        for level in 0..<24 { overrides["t\(level)"] = "{{>t\(level + 1)}}{{>t\(level + 1)}}\n" }
        return overrides
    }

    @Test("a partial bomb that writes: an error at 64 MiB")
    func partialBombOutput() throws {
        let diagnostic = try Self.diagnostic(Self.partialBomb(leaf: String(repeating: "x", count: 1_000) + "\n"))
        #expect(diagnostic == "t22:1:9: error: the template cannot be rendered: the rendered file would be larger than 64 MiB; templates that include a partial more than once per level multiply what they write (screen -> screen-layout -> view-model -> t0 -> ... -> t18 -> t19 -> t20 -> t21 -> t22 -> t23)")
    }

    @Test("a partial bomb that writes nothing: an error after 10 million steps, at the innermost tag, with the chain that led there")
    func partialBombWork() throws {
        let diagnostic = try Self.diagnostic(Self.partialBomb(leaf: ""))
        // At the include that takes the step past the limit (t23's second {{>t24}}), with the chain that led there.
        #expect(diagnostic == "t23:1:9: error: the template cannot be rendered: rendering would take more than 10 million steps; sections or partials repeat each other too often (screen -> screen-layout -> view-model -> t0 -> ... -> t19 -> t20 -> t21 -> t22 -> t23 -> t24)")
    }

    @Test("sections with empty bodies over a list of 3,200, one inside the other: an error after 10 million steps, each element a step")
    func emptySectionsOverList() throws {
        let templates = try TemplateSet.overriding(["screen": "{{#l}}\n{{#l}}{{/l}}\n{{/l}}\n"])
        let values: TemplateValues = ["l": TemplateValue.list(Array(repeating: .flag(true), count: 3_200))]
        var diagnostic = ""
        do { _ = try templates.renderBytes(values, template: "screen") } catch { diagnostic = error.diagnostic.description }
        #expect(diagnostic == "screen:2:1: error: the template cannot be rendered: rendering would take more than 10 million steps; sections or partials repeat each other too often (screen)")
    }

    @Test("one renderer renders twice, after what it holds, each call with a bound of its own on steps")
    func stepsPerRender() throws {
        let template = try TemplateParser.parse("{{#l}}{{#l}}{{/l}}{{/l}}", named: "t")
        let values: TemplateValues = ["l": TemplateValue.list(Array(repeating: .flag(true), count: 2_500))]
        var renderer = TemplateRenderer(templates: TemplateTable(["t": template]))
        try renderer.render(template, named: "t", with: values)  // 6.25 million steps
        try renderer.render(template, named: "t", with: values)  // as many again
        #expect(renderer.output.isEmpty)
    }

    @Test("a tag name of more than 64 dotted parts, which a partial bomb would look up millions of times: an error at the tag")
    func longDottedName() throws {
        let name = Array(repeating: "a", count: 65).joined(separator: ".")
        #expect(try Self.diagnostic(["view-model": "x\n {{\(name)}}"])
            == "view-model:2:2: error: the template does not parse: the tag '{{a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a....' names more than 64 parts separated by dots")
        let section = "{{#\(name)}}{{/\(name)}}"
        #expect(try Self.diagnostic(["view-model": section]).hasPrefix("view-model:1:1: error: the template does not parse: the tag '{{#a.a.a"))
        // 64 parts are fine.
        let longest = Array(repeating: "a", count: 64).joined(separator: ".")
        _ = try CodeGenerator(templates: TemplateSet.overriding(["view-model": "{{\(longest)}}"])).file(for: SpecsSnapshotTests.screen("CatalogSearch.screen.yml"))
    }

    @Test("an 11 MB template: refused at its file, before it is read or parsed")
    func hugeTemplate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let template = String(repeating: "{{#views}}{{name}}{{>view-model}}{{/views}}\n", count: 250_000)
        try template.write(to: folder.appendingPathComponent("view-model.mustache"), atomically: true, encoding: .utf8)
        #expect(throws: TemplateError(file: "\(folder.path)/view-model.mustache",
                                      message: "the template is 11000000 bytes; a template may be at most 1048576 bytes")) {
            try TemplateSet.loading(overridesIn: folder.path)
        }
        // Not UTF-8 past its first megabyte: read, it would be refused as not text instead.
        var bytes = Data(repeating: UInt8(ascii: "x"), count: TemplateLimits.templateSize)
        bytes.append(0xFF)
        try bytes.write(to: folder.appendingPathComponent("view-model.mustache"))
        #expect(throws: TemplateError(file: "\(folder.path)/view-model.mustache",
                                      message: "the template is 1048577 bytes; a template may be at most 1048576 bytes")) {
            try TemplateSet.loading(overridesIn: folder.path)
        }
    }
}
