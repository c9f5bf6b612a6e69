@testable import CellGenCore
import Foundation
import Testing

/// The contract between the context builders and the built-in templates, which are joined by
/// string keys only: a key a template reads that no builder writes renders nothing, and a key a
/// builder writes that nothing reads is dead. Both fail here, per template a generator renders
/// (with the templates it includes), over the contexts of every seed and proof spec.
@Suite("template contract")
struct TemplateContractTests {
    /// The specs whose contexts are checked: the seed screens and the proof's fixtures, which
    /// between them use every kind of row, section, layout, interaction and dispatch, and what
    /// they leave out (`Fixtures/Contract`).
    static let specFolders = ["specs", "Tests/CellGenCoreTests/Fixtures/Proof", "Tests/CellGenCoreTests/Fixtures/Contract"]

    /// Keys the generators' Swift code reads rather than a template: the scaffold's file names.
    static let readByCode: Set<String> = ["fileName"]

    /// Keys no template reads that stay for now: `hasContext` of a section is dead, but the
    /// render-context snapshots (`SpecsSnapshotTests`) record it, and issue 29 keeps every
    /// snapshot byte-identical. Remove it here and in `SectionValues` when they are re-recorded.
    static let knownUnread: Set<String> = ["hasContext"]

    /// The screens and libraries of `specFolders`, each folder loaded as `generate` loads it.
    static func corpus() throws -> (screens: [Screen], libraries: [Library]) {
        var screens: [Screen] = [], libraries: [Library] = []
        for folder in specFolders {
            let url = FolderOrderTests.packageRoot.appendingPathComponent(folder)
            let files = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
                .filter { SpecFileName.isSpec($0) || SpecFileName.isLibrary($0) }.map { url.appendingPathComponent($0).path }
            for loaded in SpecLoader().load(files: files) {
                #expect(!loaded.diagnostics.hasErrors, "\(loaded.file) has errors")
                if let screen = loaded.screen { screens.append(screen) }
                if let library = loaded.library { libraries.append(library) }
            }
        }
        return (screens, libraries)
    }

    /// Each template a generator renders, with the values it renders it over.
    static func contexts() throws -> [String: [TemplateValues]] {
        let (screens, libraries) = try corpus()
        let header = ["A line cellgen.yml adds"]
        let scaffolds = screens.map(ScaffoldContext.init(screen:)) + libraries.map(ScaffoldContext.init(library:))
        // The same screens and libraries with their models in a module of their own (`cellgen.yml`).
        let separate = ModelsPlacement.separate(module: "Models")
        let separateScreens = screens.map { screen in
            var screen = screen
            screen.models = separate
            return screen
        }
        let separateLibraries = libraries.map { library in
            var library = library
            library.models = separate
            return library
        }
        return [
            "screen": (screens + separateScreens).map { ScreenContext(screen: $0, extraHeaderLines: header).values },
            "library": (libraries + separateLibraries).map { LibraryContext(library: $0, extraHeaderLines: header).values },
            "screen-models": separateScreens.map { ScreenContext(screen: $0, extraHeaderLines: header).values },
            "library-models": separateLibraries.map { LibraryContext(library: $0, extraHeaderLines: header).values },
            "support": [SupportContext(screens: screens, libraries: libraries, extraHeaderLines: header).values],
            "scaffold-cell": scaffolds.flatMap(\.classes),
            "scaffold-conformance": scaffolds.flatMap(\.conformanceFiles),
            "scaffold-swiftui-view": scaffolds.flatMap(\.swiftUIViews),
            "scaffold-view-controller": (screens + separateScreens).map { ScaffoldContext(screen: $0).viewController },
            "scaffold-presenter": separateScreens.map { ScaffoldContext(screen: $0).viewController },
            "starter-spec": [ScaffoldGenerator.starterSpecValues(screen: "Starter")],
        ]
    }

    @Test("every template a generator renders is checked here")
    func everyRootChecked() throws {
        let templates = try TemplateSet.builtIn().parsed
        let included = Set(templates.values.flatMap { TemplateReferences.references(in: $0.nodes) })
        #expect(Set(templates.keys).subtracting(included) == Set(try Self.contexts().keys))
    }

    @Test("every key a built-in template reads is written by the context builders")
    func everyReadKeyIsWritten() throws {
        let templates = try TemplateSet.builtIn().parsed
        for (root, contexts) in try Self.contexts().sorted(by: { $0.key < $1.key }) {
            let written = contexts.reduce(into: Set<String>()) { $0.formUnion(TemplateKeys.produced(by: $1)) }
            let unwritten = try TemplateKeys.read(from: root, in: templates).subtracting(written)
            #expect(unwritten.isEmpty, "\(root) (and what it includes) reads keys no context gives it: \(unwritten.sorted())")
        }
    }

    /// Over all templates at once: the builders share helpers (a library's cells are built as a
    /// screen's, every scaffold template gets the same root values), so a key one template
    /// leaves unread is read by another that gets the same values.
    @Test("every key the context builders write is read by some template (or by the generator)")
    func everyWrittenKeyIsRead() throws {
        let templates = try TemplateSet.builtIn().parsed
        let contexts = try Self.contexts()
        let read = try contexts.keys.reduce(into: Self.readByCode.union(Self.knownUnread)) { $0.formUnion(try TemplateKeys.read(from: $1, in: templates)) }
        let written = contexts.values.joined().reduce(into: Set<String>()) { $0.formUnion(TemplateKeys.produced(by: $1)) }
        #expect(written.subtracting(read).isEmpty, "keys the contexts hold that nothing reads: \(written.subtracting(read).sorted())")
    }

    @Test("the walk finds the keys of variables, sections and block overrides, and no others")
    func walkReadsTags() throws {
        let template = try TemplateParser.parse(
            "{{a}}{{#b.c}}{{d}}{{/b.c}}{{^e}}{{.}}{{/e}}{{<p}}{{$x}}{{f}}{{/x}}{{/p}}{{$y}}{{g}}{{/y}}{{>q}}", named: "t")
        #expect(TemplateKeys.read(by: template.nodes) == ["a", "b", "c", "d", "e", "f", "g"])
    }
}
