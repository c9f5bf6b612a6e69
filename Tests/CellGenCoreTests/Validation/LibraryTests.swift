@testable import CellGenCore
import Testing

/// Cell libraries (`<Name>.cells.yml`, DESIGN 8.4): their shape and the rules of their cells
/// and header views. (Screens' `uses:` and the library's generated file come with the rest of
/// issue 16.)
@Suite("cell libraries")
struct LibraryTests {
    private func check(_ text: String, file: String = "DesignSystem.cells.yml") -> (library: Library?, diagnostics: [String]) {
        let root = YAMLDocumentReader().read(Array(text.utf8), file: file).root!
        let decoded = SpecDecoder().decodeLibrary(root, file: file)
        guard let spec = decoded.library else { return (nil, decoded.diagnostics.map(\.description)) }
        let validated = SpecValidator().validate(spec)
        return (validated.library, (decoded.diagnostics.map(\.description) + validated.diagnostics.map(\.description)))
    }

    @Test("a library's cells and header views resolve as a screen's do")
    func resolves() throws {
        let result = check("""
            library: DesignSystem
            list: collection
            access: public
            bundle: main
            cells:
              Button:
                fields: { title: String }
                events: { tap: ~ }
                selectable: false
              Text:
                class: DSTextCell
                fields: { id: String, text: String }
                register: nib
            headers:
              SectionTitle:
                fields: { title: String }
            """)
        let library = try #require(result.library, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty)
        #expect(library.name == "DesignSystem" && library.list == .collection && library.access == .public && library.bundle == .main)
        #expect(library.cells.map(\.name) == ["Button", "Text"])
        #expect(library.cells[0].className == GeneratedNames.defaultCellClass("Button"))
        #expect(library.cells[0].events.map(\.name) == ["tap"] && library.cells[0].selectable == .fixed(false))
        #expect(library.cells[1].identity == ["id"] && library.cells[1].registration == .nib && library.cells[1].bundle == .main)
        #expect(library.headers.map(\.name) == ["SectionTitle"])
    }

    @Test("a library declares no actions: select, swipe and menu are the screens' to bind")
    func noActions() {
        let result = check("""
            library: DesignSystem
            cells:
              Button:
                fields: { title: String }
                select: open
                swipe: { trailing: [delete] }
                menu: [copy]
            """)
        #expect(result.library == nil)
        #expect(result.diagnostics == [
            "DesignSystem.cells.yml:5:13: error: cell 'Button' of a library cannot have 'select': a library declares no actions; the screens that use the cell bind it on their rows (a row's 'select')",
            "DesignSystem.cells.yml:6:12: error: cell 'Button' of a library cannot have 'swipe': a library declares no actions; the screens that use the cell bind it on their rows (a row's 'swipe')",
            "DesignSystem.cells.yml:7:12: error: cell 'Button' of a library cannot have 'menu': a library declares no actions; the screens that use the cell bind it on their rows (a row's 'menu')",
        ])
    }

    @Test("screen keys, a library without views, and a name that is not its file's are errors")
    func shape() {
        #expect(check("""
            library: DesignSystem
            sections: []
            """).diagnostics == [
            "DesignSystem.cells.yml:1:1: error: the cell library declares nothing; give 'cells', 'headers' or both",
            "DesignSystem.cells.yml:2:1: error: unknown key 'sections' in the cell library",
        ])
        #expect(check("""
            library: Design
            headers:
              Caption: { fields: { title: String } }
            """).diagnostics == [
            "DesignSystem.cells.yml:1:10: error: library 'Design' does not match its file name; name the file 'Design.cells.yml' or the library 'DesignSystem'",
        ])
    }
}
