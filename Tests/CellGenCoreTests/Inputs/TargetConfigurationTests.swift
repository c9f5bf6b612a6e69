import CellGenCore
import Foundation
import Testing

@Suite("cellgen.yml")
struct TargetConfigurationTests {
    private func decode(_ text: String) -> TargetConfiguration.Loaded {
        TargetConfiguration.decode(Array(text.utf8), file: "Target/cellgen.yml")
    }

    @Test("every key decodes; templates resolve against the file's folder")
    func keys() throws {
        let configuration = try #require(decode("access: public\ntemplates: Templates\nheader: [Copyright (c) Example Corp.]\n").configuration)
        #expect(configuration.defaults.access == .public)
        #expect(configuration.templatesFolder == "Target/Templates")
        #expect(configuration.headerLines == ["Copyright (c) Example Corp."])
        #expect(decode("").configuration == TargetConfiguration())
    }

    @Test("unknown keys and wrong values are located errors")
    func errors() {
        let result = decode("acess: public\nheader: Copyright\n")
        #expect(result.configuration == nil)
        #expect(result.diagnostics.map(\.description) == [
            "Target/cellgen.yml:1:1: error: unknown key 'acess' in cellgen.yml; did you mean 'access'?",
            "Target/cellgen.yml:2:9: error: 'header' must be a list, not the scalar 'Copyright'",
        ])
    }

    @Test("the default access applies to specs that do not set one")
    func defaultAccess() throws {
        let spec = "screen: Showcase\ncells: { A: {} }\nsections: [{ id: main, rows: [{ cell: A }] }]\n"
        let screen = try #require(SpecLoader(defaults: SpecDefaults(access: .package)).load(Array(spec.utf8), file: "Showcase.screen.yml").screen)
        #expect(screen.access == .package)
        let own = try #require(SpecLoader(defaults: SpecDefaults(access: .package)).load(Array((spec + "access: internal\n").utf8), file: "Showcase.screen.yml").screen)
        #expect(own.access == .internal)
    }

    @Test("dispatch and bundle in cellgen.yml are defaults that a spec overrides key by key")
    func dispatchAndBundle() throws {
        let configuration = try #require(decode("bundle: main\ndispatch: { closures: true, selectors: shared }\n").configuration)
        #expect(configuration.defaults.bundle == .main)
        let spec = """
            screen: Showcase
            cells: { A: { fields: { text: String }, select: open, register: nib } }
            sections: [{ id: main, rows: [{ cell: A }] }]
            actions: { open: Open it }

            """
        let loader = SpecLoader(defaults: configuration.defaults)
        let inherited = try #require(loader.load(Array(spec.utf8), file: "Showcase.screen.yml").screen)
        #expect([inherited.dispatch.handler, inherited.dispatch.closures] == [true, true] && inherited.dispatch.selectors == .shared)
        #expect(inherited.bundle == .main && inherited.cells[0].bundle == .main)
        let own = try #require(loader.load(Array((spec + "dispatch: { selectors: none }\nbundle: class\n").utf8), file: "Showcase.screen.yml").screen)
        #expect([own.dispatch.handler, own.dispatch.closures] == [true, true] && own.dispatch.selectors == SelectorStyle.none)
        #expect(own.bundle == .class && own.cells[0].bundle == .class)

        let off = try #require(decode("dispatch: { handler: false, closures: false, selectors: none }\n").configuration)
        let result = SpecLoader(defaults: off.defaults).load(Array(spec.utf8), file: "Showcase.screen.yml")
        #expect(result.screen == nil)
        #expect(result.diagnostics.map(\.description) == [
            "Target/cellgen.yml:1:11: error: 'dispatch' turns off the handler, the closures and the selectors; actions would reach no code, so keep at least one",
        ])
    }
}
