@testable import CellGenCore
import Testing

/// Cell libraries that take an environment (DESIGN 11.4): the library declares it, its views'
/// configure steps take it, and each screen that uses the library makes it from its own. The
/// errors of a screen that cannot pass it are the fixtures' (`LibraryEnvironmentPassed/`).
@Suite("cell libraries with an environment")
struct LibraryEnvironmentTests {
    private static let kit = """
        library: Kit
        access: public
        environment: { accent: UIColor, compact: Bool }
        cells:
          Text:
            fields: { id: String, text: String }
        headers:
          Caption:
            fields: { title: String }
        """

    private func library(_ text: String = kit) throws -> Library {
        let loaded = SpecLoader().load(Array(text.utf8), file: "Kit.cells.yml")
        return try #require(loaded.library, "\(loaded.diagnostics.map(\.description))")
    }

    private func screen(_ text: String, using kit: Library) throws -> Screen {
        let loaded = SpecLoader().load(Array(text.utf8), file: "Profile.screen.yml", libraries: ["Kit": kit])
        return try #require(loaded.screen, "\(loaded.diagnostics.map(\.description))")
    }

    /// Shows Kit's cell and header view beside a cell of its own; its environment holds Kit's
    /// fields in another order, and one more.
    private static let profile = """
        screen: Profile
        access: public
        uses: [Kit]
        environment: { dense: Bool, compact: Bool, accent: UIColor }
        cells:
          Name:
            fields: { name: String }
        sections:
          - id: main
            header: { view: Caption }
            rows:
              - { cell: Name }
              - { cell: Text, repeated: true }
        """

    @Test("a library's environment is generated in its file, public with it, and its views' configure steps take it")
    func libraryFile() throws {
        let kit = try library()
        #expect(kit.environment == [Field(name: "accent", type: "UIColor"), Field(name: "compact", type: "Bool")])
        let generator = CodeGenerator(templates: try .builtIn())
        let file = try generator.file(for: kit).contents
        #expect(file.contains("public nonisolated struct Environment {"))
        #expect(file.contains("public init(accent: UIColor, compact: Bool) {"), "a screen in another module can make it")
        #expect(file.contains("func configure(with viewModel: TextViewModel, environment: Environment)"))
        #expect(file.contains("func configure(with viewModel: CaptionViewModel, environment: Environment)"))
        let conformances = try ScaffoldGenerator(templates: .builtIn()).files(for: kit).filter { $0.name.hasSuffix("+Kit.swift") }
        #expect(conformances.count == 2 && conformances.allSatisfy { $0.contents.contains(", environment: Kit.Environment) {") },
                "the scaffolded conformances take it")

        var separate = kit
        separate.models = .separate(module: nil)
        #expect(try generator.file(for: separate).contents.contains("struct Environment"))
        #expect(!(try generator.modelsFile(for: separate).contents.contains("Environment")),
                "with separate models it stays beside the protocols, as a screen's does (its values may be UIKit's)")
    }

    @Test("a screen makes the library's environment from its own, by name, for the library's views alone")
    func screenPasses() throws {
        let profile = try screen(Self.profile, using: try library())
        #expect(profile.libraryEnvironments == ["Kit": try library().environment])
        let code = try CodeGenerator(templates: try .builtIn()).file(for: profile).contents
        #expect(code.contains("""
                    private var kitEnvironment: Kit.Environment {
                        Kit.Environment(accent: environment.accent, compact: environment.compact)
                    }
            """))
        #expect(code.contains("dequeue(TextCell.self, at: indexPath) { $0.configure(with: viewModel, environment: kitEnvironment) }"))
        #expect(code.contains("dequeueHeaderFooter(CaptionView.self) { $0.configure(with: viewModel, environment: kitEnvironment) }"))
        #expect(code.contains("dequeue(NameCell.self, at: indexPath) { $0.configure(with: viewModel, environment: environment) }"),
                "the screen's own cell takes the screen's environment whole")
        #expect(code.contains("(`Kit.Environment`). They never count in a row's identity or equality."),
                "the screen's Environment says what is made from it")
    }

    @Test("a screen that shows none of the library's views makes none of its environment")
    func nothingShown() throws {
        let profile = try screen("""
            screen: Profile
            uses: [Kit]
            environment: { accent: UIColor, compact: Bool }
            cells:
              Name:
                fields: { name: String }
            sections:
              - id: main
                rows: [{ cell: Name }]
            """, using: try library())
        let code = try CodeGenerator(templates: try .builtIn()).file(for: profile).contents
        #expect(!code.contains("kitEnvironment") && !code.contains("Kit.Environment"))
    }

    @Test("diff reports a used library's environment changing as breaking: its views' configure steps change")
    func diff() throws {
        let plain = try library("library: Kit\ncells:\n  Text:\n    fields: { id: String, text: String }\n")
        let themed = try library(Self.kit.replacingOccurrences(of: "access: public\n", with: ""))
        let screen = """
            screen: Profile
            uses: [Kit]
            environment: { accent: UIColor, compact: Bool }
            sections:
              - id: main
                rows: [{ cell: Text, repeated: true }]
            """
        let changes = ScreenDiff.changes(from: try self.screen(screen, using: plain), to: try self.screen(screen, using: themed))
        #expect(changes.map(\.line) == [
            "- breaking: cell library `Kit`: environment value `accent: UIColor` added: its views' configure(with:environment:) and Kit.Environment change",
            "- breaking: cell library `Kit`: environment value `compact: Bool` added: its views' configure(with:environment:) and Kit.Environment change",
        ])
    }

    @Test("a library without an environment: its views take none, even on a screen that has one")
    func libraryWithout() throws {
        let kit = try library("library: Kit\ncells:\n  Text:\n    fields: { id: String, text: String }\n")
        let profile = try screen("""
            screen: Profile
            uses: [Kit]
            environment: { accent: UIColor }
            sections:
              - id: main
                rows: [{ cell: Text, repeated: true }]
            """, using: kit)
        #expect(profile.libraryEnvironments.isEmpty)
        let code = try CodeGenerator(templates: try .builtIn()).file(for: profile).contents
        #expect(code.contains("dequeue(TextCell.self, at: indexPath) { $0.configure(with: viewModel) }"))
        #expect(code.contains("a cell library's views get none."))
    }
}
