@testable import CellGenCore
import Foundation
import Testing

@Suite("built-in templates")
struct BuiltinTemplatesTests {
    @Test("the embedded templates are exactly the files in Templates/ (run scripts/embed-templates.py)")
    func embeddedMatchFiles() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }
        var files: [String: String] = [:]
        for name in names {
            files[String(name.dropLast(".mustache".count))] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        #expect(files.keys.sorted() == BuiltinTemplates.all.keys.sorted())
        let stale = files.keys.filter { files[$0] != BuiltinTemplates.all[$0] }.sorted()
        #expect(stale.isEmpty, "embedded copies differ from Templates/: \(stale)")
    }

    @Test("the built-in templates include each other without a cycle (TemplateSet checks only overrides)")
    func builtinsAcyclic() throws {
        #expect(TemplateReferences.cycle(in: try TemplateSet.builtIn().parsed) == nil)
        let cyclic = ["a": try TemplateParser.parse("{{>b}}", named: "a"), "b": try TemplateParser.parse("{{<a}}{{/a}}", named: "b")]
        #expect(TemplateReferences.cycle(in: cyclic) != nil, "the check itself still finds one")
    }

    @Test("a set parsed for some roots holds what they include and renders the same")
    func roots() throws {
        let partial = try TemplateSet.loading(overridesIn: nil, roots: ["screen"])
        let screen = Set(partial.parsed.keys)
        #expect(screen.contains("screen-layout") && screen.contains("view-model") && !screen.contains("support"))
        #expect(!screen.contains { $0.hasPrefix("scaffold") || $0 == "starter-spec" })
        let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("specs/Settings.screen.yml")
        let settings = try #require(SpecLoader().load(files: SpecDiscovery.libraries(besides: spec.path) + [spec.path]).last?.screen)
        #expect(try CodeGenerator(templates: partial).file(for: settings) == CodeGenerator(templates: .builtIn()).file(for: settings))
        #expect(throws: TemplateError.self) { try CodeGenerator(templates: partial).supportFile(for: [settings]) }
    }

    @Test("a template that does not parse is reported at its place")
    func parseError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "line\n{{#open}}\n{{/close}}\n".write(to: folder.appendingPathComponent("view-model.mustache"), atomically: true, encoding: .utf8)
        #expect(throws: TemplateError.self) { try TemplateSet.loading(overridesIn: folder.path) }
        do {
            _ = try TemplateSet.loading(overridesIn: folder.path)
        } catch {
            #expect(error.diagnostic.description.hasPrefix("\(folder.path)/view-model.mustache:3:"))
            #expect(error.message == "the template does not parse: a section is closed with another name than it was opened with")
        }
    }
}
