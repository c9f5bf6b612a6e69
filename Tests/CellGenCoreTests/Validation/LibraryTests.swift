@testable import CellGenCore
import Testing

/// Cell libraries (`<Name>.cells.yml`, DESIGN 8.4): their shape, the rules of their cells and
/// header views, screens' `uses:`, and what a screen generates for the library's views it shows.
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

    private static let designSystem = """
        library: DesignSystem
        access: package
        cells:
          Button:
            fields: { title: String }
            events: { tap: ~ }
          Text:
            fields: { id: String, text: String }
        headers:
          SectionTitle:
            fields: { title: String }
        """

    /// A screen that shows only the library's views, binding them to its actions.
    private static let profile = """
        screen: Profile
        uses: [DesignSystem]
        sections:
          - id: main
            header: { view: SectionTitle }
            rows:
              - { cell: Text, select: editName }
              - { cell: Button, on: { tap: logOut } }
        actions:
          editName: Edit the name
          logOut: Log out
        """

    private func libraries(_ texts: [String: String]) throws -> [String: Library] {
        try Dictionary(uniqueKeysWithValues: texts.map { name, text in
            (name, try #require(check(text, file: "\(name).cells.yml").library))
        })
    }

    private func screen(_ text: String, using libraries: [String: Library]) -> (screen: Screen?, diagnostics: [String]) {
        let file = "Profile.screen.yml"
        let root = YAMLDocumentReader().read(Array(text.utf8), file: file).root!
        let decoded = SpecDecoder().decode(root, file: file)
        guard let spec = decoded.spec else { return (nil, decoded.diagnostics.map(\.description)) }
        let validated = SpecValidator(libraries: libraries).validate(spec)
        return (validated.screen, validated.diagnostics.map(\.description))
    }

    @Test("a screen uses a library's cells and header views by name, and binds their rows to its actions")
    func uses() throws {
        let result = screen(Self.profile, using: try libraries(["DesignSystem": Self.designSystem]))
        let screen = try #require(result.screen, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty)
        #expect(screen.libraries == ["DesignSystem"])
        #expect(screen.cells.map(\.name) == ["Button", "Text"] && screen.cells.allSatisfy { $0.library == "DesignSystem" })
        #expect(screen.headers.map(\.library) == ["DesignSystem"])
        #expect(screen.sections[0].rows.map(\.selectAction) == ["editName", nil])
        #expect(screen.sections[0].rows[1].bindings == [Binding(event: "tap", action: "logOut")])
    }

    @Test("a screen registers and refers to only the library views it shows")
    func onlyShownViews() throws {
        let libraries = try libraries(["DesignSystem": Self.designSystem])
        let result = screen("""
            screen: Profile
            uses: [DesignSystem]
            sections:
              - id: main
                rows: [{ cell: Text, swipe: { trailing: [forget] } }]
            actions:
              forget: { doc: Forget it, title: Forget }
            """, using: libraries)
        let screen = try #require(result.screen, "\(result.diagnostics)")
        #expect(screen.cells.map(\.name) == ["Text"] && screen.headers.isEmpty, "Button and SectionTitle are not shown")
        let profile = try CodeGenerator(templates: try .builtIn()).file(for: screen).contents
        #expect(profile.contains("register(TextCell.self)"))
        #expect(!profile.contains("ButtonCell") && !profile.contains("SectionTitle"), "no registration of views it never shows")
        #expect(profile.contains("case .text(let viewModel): [.forget(viewModel)]"), "a row-level swipe on the library's cell")
    }

    @Test("uses: unknown, twice, another list kind, less public, names declared twice, a screen named like a library")
    func usesRules() throws {
        let libraries = try libraries([
            "DesignSystem": Self.designSystem,
            "Forms": "library: Forms\nlist: collection\ncells:\n  Button: { fields: { label: String } }\n",
            "Profile": "library: Profile\naccess: public\nheaders:\n  Banner: { fields: { title: String } }\n",
        ])
        let result = screen("""
            screen: Profile
            access: public
            uses: [DesignSytem, DesignSystem, DesignSystem, Forms]
            cells:
              Text: { fields: { text: String } }
            sections:
              - id: main
                rows: [{ cell: Text }]
            """, using: libraries)
        #expect(result.screen == nil)
        #expect(result.diagnostics == [
            "Profile.screen.yml:1:9: error: screen 'Profile' has the name of the cell library in Profile.cells.yml; both would write Profile+CellGen.swift, so rename one of them",
            "Profile.screen.yml:3:8: error: 'uses' names unknown cell library 'DesignSytem'; did you mean 'DesignSystem'?",
            "Profile.screen.yml:3:21: error: cell library 'DesignSystem' is package and the screen is public; a screen can use only a library at least as public (give the library 'access: public')",
            "Profile.screen.yml:3:21: error: 'Text' is declared by the screen and by cell library 'DesignSystem'; rename one of them\n"
                + "Profile.screen.yml:5:3: note: the screen declares it here\n"
                + "DesignSystem.cells.yml:7:3: note: cell library 'DesignSystem' declares it here",
            "Profile.screen.yml:3:35: error: cell library 'DesignSystem' is listed twice in 'uses'",
            "Profile.screen.yml:3:49: error: cell library 'Forms' is for collection screens, and this screen is a table; a library serves one list kind",
            "Profile.screen.yml:3:49: error: cell library 'Forms' is internal and the screen is public; a screen can use only a library at least as public (give the library 'access: public')",
            "Profile.screen.yml:3:49: error: 'Button' is declared by cell library 'DesignSystem' and by cell library 'Forms'; rename one of them\n"
                + "DesignSystem.cells.yml:4:3: note: cell library 'DesignSystem' declares it here\n"
                + "Forms.cells.yml:4:3: note: cell library 'Forms' declares it here",
        ])
    }

    @Test("the library's types are generated once, in its own file, and the screen refers to them")
    func rendering() throws {
        let libraries = try libraries(["DesignSystem": Self.designSystem])
        let screen = try #require(screen(Self.profile, using: libraries).screen)
        let generator = CodeGenerator(templates: try .builtIn())
        let library = try generator.file(for: try #require(libraries["DesignSystem"])).contents
        let profile = try generator.file(for: screen).contents
        #expect(library.contains("package enum DesignSystem {}"))
        for type in ["struct ButtonViewModel", "protocol ButtonConfigurable", "struct SectionTitleViewModel", "protocol SectionTitleConfigurable"] {
            #expect(library.contains(type) && !profile.contains(type), "\(type) belongs to the library alone")
        }
        #expect(profile.contains("case text(DesignSystem.TextViewModel)"), "rows carry the library's view-models")
        #expect(profile.contains("dequeue(ButtonCell.self, at: indexPath, configure: { $0.configure(with: viewModel) }) { view in"),
                "and dequeue the library's cells, wiring their events")
        #expect(profile.contains("func editName(_ row: DesignSystem.TextViewModel)"), "the handler gets the library's view-model")
    }
}
