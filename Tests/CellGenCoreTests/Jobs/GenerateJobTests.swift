import CellGenCore
import Foundation
import Testing

/// The entry `generate` and `check` run, called in this process: what its outcome says.
/// The CLI tests show how `cellgen` prints it.
@Suite("generate job")
struct GenerateJobTests {
    let specs = CellGenProcess.packageRoot.appendingPathComponent("specs").path
    let options = GenerateJob.Options()

    /// The bundled specs' one diagnostic: ArticleFeed's warning that its identity has only
    /// optional fields, as the seed article's model has them (no id).
    func onlySeedWarning(_ diagnostics: [Diagnostic]) -> Bool {
        diagnostics.count == 1 && diagnostics[0].severity == .warning
            && diagnostics[0].location?.file == specs + "/ArticleFeed.screen.yml"
            && diagnostics[0].message.hasPrefix("repeated rows of cell 'Article' are identified only by optional fields")
    }

    @Test("check mode lists what generate would write, and writes nothing")
    func check() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var checking = options
        checking.mode = .check
        let outcome = GenerateJob.run(inputs: [specs], output: folder.path, options: checking)
        #expect(outcome.failure == nil && onlySeedWarning(outcome.diagnostics), "\(outcome.diagnostics)")
        #expect(outcome.specs == 7 && outcome.changed.count == 8 && !outcome.isUpToDate)
        #expect(outcome.diff.contains("+++ b/CellGenSupport.swift"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("a spec with an error stops the job before anything is written, with every spec's diagnostics")
    func invalidSpec() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("Broken.screen.yml")
        try "screen: Broken\ncells: {}\n".write(to: broken, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Generated").path
        let outcome = GenerateJob.run(inputs: [broken.path, specs + "/CatalogSearch.screen.yml"], output: output, options: options)
        guard case .invalidSpecs = outcome.failure else {
            Issue.record("failed otherwise: \(String(describing: outcome.failure))")
            return
        }
        #expect(outcome.specs == 2)
        #expect(outcome.diagnostics.map(\.description) == [
            "\(broken.path):1:1: error: the spec is missing 'sections'", "\(broken.path):2:8: error: 'cells' must not be empty",
        ])
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test("an output that is a file is an output failure, not a diagnostic")
    func outputIsAFile() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("NotAFolder.swift")
        try "// mine\n".write(to: file, atomically: true, encoding: .utf8)
        let outcome = GenerateJob.run(inputs: [specs], output: file.path, options: options)
        guard case .output(let message) = outcome.failure else {
            Issue.record("failed otherwise: \(String(describing: outcome.failure))")
            return
        }
        #expect(message == "the output '\(file.path)' is a file, not a folder")
        #expect(onlySeedWarning(outcome.diagnostics), "\(outcome.diagnostics)")
    }

    // MARK: - Cell libraries

    private func run(_ inputs: [String], into output: URL, _ mode: GenerateJob.Mode = .write,
                     part: GenerateJob.Part = .all) -> GenerateJob.Outcome {
        GenerateJob.run(inputs: inputs, output: output.path, options: GenerateJob.Options(mode: mode, part: part))
    }

    private func files(in folder: URL) throws -> Set<String> {
        Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
    }

    @Test("a library and the screens that use it: generate writes the library's file once, and check passes right after")
    func libraryGenerated() throws {
        let input = try LibraryFolder.make(), output = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input.url); try? FileManager.default.removeItem(at: output) }
        let written = run([input.path], into: output)
        #expect(written.failure == nil && written.diagnostics.isEmpty, "\(written.diagnostics)")
        #expect(written.specs == 4)
        #expect(Set(written.changed) == LibraryFolder.outputs && written.changed.count == LibraryFolder.outputs.count)
        #expect(try files(in: output) == LibraryFolder.outputs)
        let kit = try String(contentsOf: output.appendingPathComponent("Kit+CellGen.swift"), encoding: .utf8)
        let profile = try String(contentsOf: output.appendingPathComponent("Profile+CellGen.swift"), encoding: .utf8)
        #expect(kit.contains("enum Kit {}") && kit.contains("struct TextViewModel"))
        #expect(profile.contains("Kit.TextViewModel") && !profile.contains("struct TextViewModel"), "the screen refers to the library's types")

        let before = try CellGenProcess.contents(of: output)
        let checked = run([input.path], into: output, .check)
        #expect(checked.failure == nil && checked.isUpToDate && checked.diff.isEmpty)
        #expect(Set(checked.unchanged) == LibraryFolder.outputs)
        #expect(try CellGenProcess.contents(of: output) == before)
    }

    @Test("an edited library: check names the library's file and the screens whose output changes, and generate fixes them")
    func libraryEdited() throws {
        let input = try LibraryFolder.make(), output = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input.url); try? FileManager.default.removeItem(at: output) }
        try #require(run([input.path], into: output).failure == nil)

        // A field: only the library's own file changes.
        try input.edit("Kit.cells.yml", LibraryFolder.fieldEdit)
        var before = try CellGenProcess.contents(of: output)
        var checked = run([input.path], into: output, .check)
        #expect(checked.failure == nil && !checked.isUpToDate)
        #expect(checked.changed == ["Kit+CellGen.swift"] && checked.removed.isEmpty)
        #expect(checked.diff.contains("+++ b/Kit+CellGen.swift") && checked.diff.contains("+        var detail: String?"))
        #expect(!checked.diff.contains("Profile+CellGen.swift") && !checked.diff.contains("Notes+CellGen.swift"))
        #expect(try CellGenProcess.contents(of: output) == before, "check wrote something")
        #expect(run([input.path], into: output).changed == ["Kit+CellGen.swift"])
        #expect(run([input.path], into: output, .check).isUpToDate)

        // An event's payload: Profile, which binds the event, changes too; Notes and Plain do not.
        try input.edit("Kit.cells.yml", LibraryFolder.payloadEdit)
        before = try CellGenProcess.contents(of: output)
        checked = run([input.path], into: output, .check)
        #expect(checked.changed == ["Kit+CellGen.swift", "Profile+CellGen.swift"])
        #expect(checked.unchanged == ["CellGenSupport.swift", "Notes+CellGen.swift", "Plain+CellGen.swift"])
        #expect(checked.diff.contains("+++ b/Kit+CellGen.swift") && checked.diff.contains("+++ b/Profile+CellGen.swift"))
        #expect(checked.diff.contains("+        func signOut(_ row: Kit.ButtonViewModel, value: String)"))
        #expect(try CellGenProcess.contents(of: output) == before, "check wrote something")
        let fixed = run([input.path], into: output)
        #expect(fixed.changed == ["Kit+CellGen.swift", "Profile+CellGen.swift"] && fixed.removed.isEmpty)
        #expect(run([input.path], into: output, .check).isUpToDate)
    }

    @Test("a deleted library's file is removed as stale, and no file CellGen did not write")
    func libraryDeleted() throws {
        let input = try LibraryFolder.make(), output = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input.url); try? FileManager.default.removeItem(at: output) }
        try #require(run([input.path], into: output).failure == nil)
        // Files of the team's: Swift without CellGen's header (one named like a generated file), and not Swift.
        let mine = ["Mine.swift": "// mine\n", "Handwritten+CellGen.swift": "// written by hand\n", "Notes.md": "# notes\n"]
        for (name, text) in mine { try text.write(to: output.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let kit = try Data(contentsOf: output.appendingPathComponent("Kit+CellGen.swift"))

        // The library gone while screens still use it: an error, and nothing is removed.
        try input.remove("Kit.cells.yml")
        var before = try CellGenProcess.contents(of: output)
        let broken = run([input.path], into: output)
        guard case .invalidSpecs = broken.failure else {
            Issue.record("failed otherwise: \(String(describing: broken.failure))")
            return
        }
        #expect(broken.diagnostics.map(\.message).filter { $0.hasPrefix("'uses' names unknown cell library 'Kit'; give its file") }.count == 2)
        #expect(try CellGenProcess.contents(of: output) == before)

        // Gone from uses too: check reports the stale file, generate removes it.
        try input.dropUses()
        before = try CellGenProcess.contents(of: output)
        let checked = run([input.path], into: output, .check)
        #expect(checked.failure == nil && checked.removed == ["Kit+CellGen.swift"])
        #expect(checked.diff.contains("--- a/Kit+CellGen.swift\n+++ /dev/null"))
        #expect(try CellGenProcess.contents(of: output) == before, "check removed something")

        // Naming the specs one by one removes nothing: other specs may just not be named.
        let named = try FileManager.default.contentsOfDirectory(atPath: input.path).map { input.path + "/" + $0 }
        let byName = run(named, into: output)
        #expect(byName.failure == nil && byName.removed.isEmpty)
        #expect(try Data(contentsOf: output.appendingPathComponent("Kit+CellGen.swift")) == kit)

        let written = run([input.path], into: output)
        #expect(written.failure == nil && written.removed == ["Kit+CellGen.swift"])
        #expect(try files(in: output) == LibraryFolder.outputs.subtracting(["Kit+CellGen.swift"]).union(mine.keys))
        for (name, text) in mine { #expect(try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8) == text) }
        #expect(run([input.path], into: output, .check).isUpToDate)
    }

    @Test("--screens-only: a library beside screens is read, not written; a library alone is written; nothing is removed")
    func libraryScreensOnly() throws {
        let input = try LibraryFolder.make(), output = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input.url); try? FileManager.default.removeItem(at: output) }
        // A file an earlier full run generated, for a spec that is gone: only a full run removes it.
        let stale = FileHeader.marker + " from Gone.screen.yml\n"
        try stale.write(to: output.appendingPathComponent("Gone+CellGen.swift"), atomically: true, encoding: .utf8)

        let screens = run([input.path], into: output, part: .screens)
        #expect(screens.failure == nil && screens.specs == 4)
        #expect(screens.changed == ["Notes+CellGen.swift", "Plain+CellGen.swift", "Profile+CellGen.swift"] && screens.removed.isEmpty)
        let oneScreen = run([input.path + "/Kit.cells.yml", input.path + "/Profile.screen.yml"], into: output, .check, part: .screens)
        #expect(oneScreen.failure == nil && oneScreen.isUpToDate && oneScreen.unchanged == ["Profile+CellGen.swift"])

        let library = run([input.path + "/Kit.cells.yml"], into: output, part: .screens)
        #expect(library.failure == nil && library.specs == 1 && library.changed == ["Kit+CellGen.swift"])
        #expect(try files(in: output) == LibraryFolder.outputs.subtracting(["CellGenSupport.swift"]).union(["Gone+CellGen.swift"]))

        // The library's errors are the screen's command's too: it is not checked without the library.
        try input.edit("Kit.cells.yml", (old: "    selectable: false", new: "    select: signOut"))
        let broken = run([input.path + "/Kit.cells.yml", input.path + "/Profile.screen.yml"], into: output, part: .screens)
        guard case .invalidSpecs = broken.failure else {
            Issue.record("failed otherwise: \(String(describing: broken.failure))")
            return
        }
        #expect(broken.diagnostics.map(\.description) == [
            "\(input.path)/Kit.cells.yml:6:13: error: cell 'Button' of a library cannot have 'select': a library declares no actions; the screens that use the cell bind it on their rows (a row's 'select')",
            "\(input.path)/Profile.screen.yml:2:8: error: cell library 'Kit' has errors (reported in its file); the screen is checked once they are fixed",
        ])
    }
}

@Suite("generate with separate models")
struct SeparateModelsJobTests {
    private func run(_ input: LibraryFolder, into output: URL, part: GenerateJob.Part = .all, declared: Bool? = nil)
        -> GenerateJob.Outcome
    {
        GenerateJob.run(
            inputs: [input.path], output: output.path, options: GenerateJob.Options(part: part, declaredModelsFiles: declared))
    }

    @Test("models: separate writes each screen's and library's +Models.swift beside its file, without UIKit")
    func beside() throws {
        let input = try LibraryFolder.make(), output = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input.url); try? FileManager.default.removeItem(at: output) }
        try input.write("cellgen.yml", "models: separate\n")
        let outcome = run(input, into: output)
        #expect(outcome.failure == nil, "\(outcome.diagnostics)")
        let models = ["Kit", "Notes", "Plain", "Profile"].map { "\($0)+Models.swift" }
        #expect(Set(outcome.changed) == LibraryFolder.outputs.union(models))
        for name in models {
            let text = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("import Foundation") && !text.contains("import UIKit"), "\(name)")
        }
        // Back to inline: the models files are stale, and a whole run removes them.
        try input.write("cellgen.yml", "models: inline\n")
        #expect(Set(run(input, into: output).removed) == Set(models))
    }

    @Test("with modelsModule, generate writes no models and --models-only writes only them; --models-only without a module is an error")
    func otherModule() throws {
        let input = try LibraryFolder.make(), views = try CellGenProcess.temporaryFolder(), models = try CellGenProcess.temporaryFolder()
        defer { for url in [input.url, views, models] { try? FileManager.default.removeItem(at: url) } }
        try input.write("cellgen.yml", "access: public\nmodelsModule: Presentation\n")
        let screens = run(input, into: views)
        #expect(screens.failure == nil && Set(screens.changed) == LibraryFolder.outputs, "\(screens.changed)")
        let profile = try String(contentsOf: views.appendingPathComponent("Profile+CellGen.swift"), encoding: .utf8)
        #expect(profile.contains("import UIKit\nimport Presentation\n"))
        let only = run(input, into: models, part: .models)
        #expect(only.failure == nil && Set(only.changed) == Set(["Kit", "Notes", "Plain", "Profile"].map { "\($0)+Models.swift" }))

        try input.write("cellgen.yml", "models: separate\n")
        let refused = run(input, into: models, part: .models)
        #expect(refused.diagnostics.map(\.description) == [
            "\(input.path)/cellgen.yml:1:9: error: --models-only writes the models files of a module of their own, but cellgen.yml names none: set 'modelsModule' there (with 'models: separate' alone, generate writes them beside the screens)",
        ])
    }

    @Test("a build plugin's declared outputs that differ from cellgen.yml's setting stop the run, saying what to do")
    func declaredByThePlugin() throws {
        let input = try LibraryFolder.make(), output = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input.url); try? FileManager.default.removeItem(at: output) }
        try input.write("cellgen.yml", "models: separate\n")
        #expect(run(input, into: output, part: .screens, declared: true).failure == nil)
        let missed = run(input, into: output, part: .screens, declared: false)
        #expect(missed.failure != nil)
        #expect(missed.diagnostics.map(\.description) == [
            "\(input.path)/cellgen.yml:1:9: error: cellgen.yml writes +Models.swift files, but the build plugin did not find 'models: separate' there: write it on a line of its own, at the top level, without 'modelsModule'; SwiftPM asks the plugin again only when the package changes: after editing 'models', touch Package.swift",
        ])
    }
}
