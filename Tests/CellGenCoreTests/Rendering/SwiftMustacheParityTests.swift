@testable import CellGenCore
import Foundation
import Mustache
import Testing

/// CellGen renders with a renderer of its own (issue 18) where it used swift-mustache before.
/// Teams' template overrides must render as they did, so this suite renders the same templates
/// over the same values with both and compares the text before layout, byte for byte: every
/// built-in template over every spec and proof screen, and hand-written templates for each rule
/// of whitespace, lookup, partials, blocks and parents. Syntax errors must be found at the same
/// line and column, except where CellGen reports them at the tag that causes them.
@Suite("the renderer renders as swift-mustache did")
struct SwiftMustacheParityTests {
    /// What CellGen put in front of every template when it rendered with swift-mustache.
    static let textPragma = "{{% CONTENT_TYPE: TEXT}}\n"

    /// `template` rendered by both, with `partials` available to it.
    static func renderBoth(_ template: String, partials: [String: String] = [:], values: TemplateValues) throws -> (ours: String, theirs: String) {
        var sources = partials
        sources["root"] = template
        var library = MustacheLibrary()
        for (name, text) in sources { try library.register(textPragma + text, named: name) }
        let theirs = library.render(values.jsonObject, withTemplate: "root") ?? "<none>"
        var parsed: [String: ParsedTemplate] = [:]
        for (name, text) in sources { parsed[name] = try TemplateParser.parse(text, named: name) }
        var renderer = TemplateRenderer(templates: TemplateTable(parsed))
        try renderer.render(try #require(parsed["root"]), named: "root", with: values)
        return (String(decoding: renderer.output, as: UTF8.self), theirs)
    }

    static let specs: [String] = SpecsSnapshotTests.specs + SpecsSnapshotTests.v2ProofSpecs
        + ["NameTorture", "ContextSelection"].map { "../Tests/CellGenCoreTests/Fixtures/Proof/\($0).screen.yml" }

    @Test("every built-in template over every spec: the same text", arguments: specs)
    func builtInTemplates(_ spec: String) throws {
        let screen = try SpecsSnapshotTests.screen(spec)
        let scaffold = ScaffoldContext(screen: screen)
        var renders: [(template: String, values: TemplateValues)] = [
            ("screen", ScreenContext(screen: screen).values),
            ("support", SupportContext(screens: [screen]).values),
            ("scaffold-view-controller", scaffold.viewController),
            ("starter-spec", ["screen": screen.name]),
        ]
        renders += scaffold.classes.map { ("scaffold-cell", $0) } + scaffold.conformanceFiles.map { ("scaffold-conformance", $0) }
        for (template, values) in renders {
            let (ours, theirs) = try Self.renderBoth("{{>\(template)}}", partials: BuiltinTemplates.all, values: values)
            #expect(ours == theirs, "\(template) over \(spec) renders differently")
        }
    }

    @Test("every built-in template over every cell library: the same text", arguments: SpecsSnapshotTests.libraries)
    func libraries(_ file: String) throws {
        let result = SpecLoader().load(file: SpecsSnapshotTests.specsDirectory.appendingPathComponent(file).path)
        let library = try #require(result.library)
        let values = LibraryContext(library: library).values
        let (ours, theirs) = try Self.renderBoth("{{>library}}", partials: BuiltinTemplates.all, values: values)
        #expect(ours == theirs)
    }

    static let values: TemplateValues = [
        "name": "Feed", "on": true, "off": false, "empty": [String](), "words": ["a", "b", "c"],
        "items": [["title": "one", "on": false] as TemplateValues, ["title": "two"] as TemplateValues],
        "nested": ["inner": ["title": "deep"] as TemplateValues, "name": "Nested"] as TemplateValues,
        "mixed": [TemplateValue.text("x"), .flag(true), .list([.text("y")]), .object(["k": "v"])],
    ]

    /// Templates (with partials) that exercise one rule each; both renderers must agree.
    static let cases: [(name: String, template: String, partials: [String: String])] = [
        ("variables", "{{name}} {{{name}}} {{&name}} {{ name }} {{missing}}|{{on}}{{off}}", [:]),
        ("sections over lists, flags, objects", "{{#items}}[{{title}}{{#on}}!{{/on}}]{{/items}}{{#on}}yes{{/on}}{{#off}}no{{/off}}{{#nested}}{{inner.title}}{{/nested}}", [:]),
        ("inverted sections", "{{^empty}}none{{.}}{{/empty}}{{^off}}off{{/off}}{{^missing}}missing{{/missing}}{{^on}}x{{/on}}{{^words}}x{{/words}}{{^name}}x{{/name}}", [:]),
        ("the stack and dotted names", "{{#items}}{{name}}{{title}}{{.title}}{{.name}}{{/items}}{{nested.inner.title}}{{nested.missing.title}}{{#nested}}{{#inner}}{{name}}{{/inner}}{{/nested}}", [:]),
        ("implicit iterator", "{{#words}}<{{.}}>{{/words}}{{#words}}{{{.}}}{{/words}}", [:]),
        ("standalone lines", "a\n  {{#on}}  \nb\n  {{/on}}\n{{! comment }}\n  {{^off}}\nc\n{{/off}}  \nd", [:]),
        ("tags that are not standalone", "a {{#on}}\nb\n{{/on}} c\n  {{#on}}x{{/on}}\n{{#on}}\n{{/on}}\n", [:]),
        ("closing tags after a non-standalone opening", "x {{#on}}\ny\n{{/on}}\n{{#on}}\nz\n{{/on}}\n", [:]),
        ("comments", "a{{! one }}b\n{{!\nmulti\nline\n}}\n  {{! standalone }}  \nc {{! inline }}\n", [:]),
        ("CRLF", "a\r\n{{#on}}\r\nb\r\n{{/on}}\r\nc", [:]),
        ("whitespace at the end", "a\n  ", [:]),
        ("indented partials", "top\n  {{>part}}\n{{#items}}\n    {{>part}}\n{{/items}}\nend {{>part}}\n", ["part": "line one\nline {{title}}\n{{#on}}\nflag\n{{/on}}\n"]),
        ("missing partial", "a{{>nowhere}}b\n  {{>nowhere}}\nc", [:]),
        ("parents and blocks", "{{<layout}}\n{{$title}}Overridden {{name}}{{/title}}\n  text is ignored\n{{/layout}}\nafter", ["layout": "<{{$title}}default{{/title}}>\n{{$body}}\n  body default\n{{/body}}\n"]),
        ("nested parents: the outermost override wins", "{{<middle}}{{$a}}outer{{/a}}{{/middle}}", ["middle": "{{<base}}{{$a}}middle{{/a}}{{$b}}middle b{{/b}}{{/base}}", "base": "[{{$a}}base{{/a}}|{{$b}}base b{{/b}}]"]),
        ("indented block definitions", "{{<layout}}\n  {{$body}}\n    one\n      two\n  {{/body}}\n{{/layout}}\n", ["layout": "start\n  {{$body}}\n  {{/body}}\nend\n"]),
        ("blocks in partials of a parent", "{{<layout}}{{$inner}}from child{{/inner}}{{/layout}}", ["layout": "{{>part}}", "part": "({{$inner}}default{{/inner}})"]),
        ("set delimiters", "{{=<% %>=}}\n<% name %> {{name}}\n<%={{ }}=%>\n{{name}}", [:]),
        ("a pragma", "{{% CONTENT_TYPE: TEXT }}\n{{name}}", [:]),
        ("lists and objects as variables", "{{words}}|{{empty}}|{{mixed}}", [:]),
        ("a dangling delimiter", "a { b {{", [:]),
        ("the top of the stack", "{{#nested}}{{#inner}}{{title}}{{/inner}}{{/nested}}{{#words}}{{}}{{/words}}", [:]),
        ("Unicode", "é {{name}} ✓\n  {{#on}}  \n日本\n{{/on}}\n", [:]),
    ]

    @Test("each rule renders the same", arguments: cases.indices)
    func rules(_ index: Int) throws {
        let (name, template, partials) = Self.cases[index]
        let (ours, theirs) = try Self.renderBoth(template, partials: partials, values: Self.values)
        if name == "lists and objects as variables" {
            // Swift's description of a dictionary has no order; CellGen sorts the keys.
            #expect(ours == #"["a", "b", "c"]|[]|["x", true, ["y"], ["k": "v"]]"#)
            #expect(theirs.hasPrefix(#"["a", "b", "c"]|[]|["#))
        } else {
            #expect(ours == theirs, "\(name)")
        }
    }

    /// Errors found where swift-mustache found them. Unfinished tags, unclosed sections and bad
    /// set-delimiter tags are reported at the tag instead (issue 28; `TemplateLimitsTests`).
    static let malformed: [String] = [
        "line\n{{#open}}\n{{/close}}\n",
        "{{/close}}",
        "{{<layout}}{{name}}{{/layout}}",
        "é\n  ü {{#a}}{{/b}}",
    ]

    @Test("a template that does not parse is reported where swift-mustache reported it", arguments: malformed)
    func errors(_ template: String) throws {
        var theirs: MustacheTemplate.ParserError?
        do { _ = try MustacheTemplate(string: Self.textPragma + template) } catch { theirs = error as? MustacheTemplate.ParserError }
        let expected = try #require(theirs)
        #expect(throws: TemplateSyntaxError.self) { try TemplateParser.parse(template, named: "template") }
        do {
            _ = try TemplateParser.parse(template, named: "template")
        } catch {
            let (line, column) = TemplateSyntaxError.lineAndColumn(of: error.offset, in: template)
            #expect(line == expected.context.lineNumber - 1)
            #expect(column == expected.context.columnNumber)
        }
    }

    @Test("what CellGen's renderer refuses that swift-mustache took, with a reason")
    func refused() {
        let refusals: [(String, String)] = [
            ("{{#first(items)}}x{{/first(items)}}", "'first(items)' calls a transform"),
            ("{{>*dynamic}}", "dynamic partials"),
            ("{{%CONTENT_TYPE:HTML}}", "the only pragma is {{% CONTENT_TYPE: TEXT}}"),
        ]
        for (template, reason) in refusals {
            do {
                _ = try TemplateParser.parse(template, named: "template")
                Issue.record("\(template) parsed")
            } catch {
                #expect(error.message.contains(reason), "\(error.message)")
            }
        }
    }
}
