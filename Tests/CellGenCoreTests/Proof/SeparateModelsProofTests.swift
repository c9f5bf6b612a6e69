import CellGenCore
import Foundation
import Testing

/// Seed 1 (VIPER): with `models: separate` and `modelsModule:` in `cellgen.yml`, the models files
/// and the scaffolded presenters make a module that a presenter can own without UIKit. Linux has
/// no UIKit at all and nothing here puts the double on the search path, so the module
/// type-checking is the proof; against the real SDK it is compiled with the views that import it
/// (`IOSSDKProofTests`, modules SeedPresentation and SeedViews).
@Suite("separate models compile without UIKit")
struct SeparateModelsProofTests {
    static let modules: Result<(presentation: IOSSDKInputs.Module, views: IOSSDKInputs.Module), ProofError> = {
        let folder = ProofHarness.workFolder.appendingPathComponent("separate-models")
        try? FileManager.default.removeItem(at: folder)
        do {
            return .success(try IOSSDKInputs(folder: folder).separateModels())
        } catch let error as ProofError {
            return .failure(error)
        } catch {
            return .failure(ProofError(message: "cannot write the inputs: \(error)"))
        }
    }()

    @Test("every seed's models file and the library's are in the module, with a presenter for each screen that has a handler")
    func contents() throws {
        let names = try Self.modules.get().presentation.paths.flatMap(ProofHarness.swiftFiles(in:)).map(\.lastPathComponent)
        let seeds = try FileManager.default.contentsOfDirectory(atPath: ProofHarness.specsFolder.path)
            .filter { SpecFileName.isSpec($0) || SpecFileName.isLibrary($0) }
        #expect(Set(names.filter { $0.hasSuffix("+Models.swift") }) == Set(seeds.map { "\(SpecFileName.screenName(of: $0))+Models.swift" }))
        #expect(names.contains("EmployeeListPresenter.swift"))
        // The views' module has the rest, and no models file.
        let views = try Self.modules.get().views.paths.flatMap(ProofHarness.swiftFiles(in:)).map(\.lastPathComponent)
        #expect(views.contains("EmployeeList+CellGen.swift") && views.contains("EmployeeListViewController.swift"))
        #expect(!views.contains { $0.hasSuffix("+Models.swift") || $0.hasSuffix("Presenter.swift") })
    }

    @Test("the seeds' models and presenters type-check without UIKit, in every language mode", arguments: LanguageMode.all)
    func withoutUIKit(_ mode: LanguageMode) throws {
        let files = try Self.modules.get().presentation.paths.flatMap(ProofHarness.swiftFiles(in:))
        for file in files {
            #expect(try !String(contentsOf: file, encoding: .utf8).contains("import UIKit"), "\(file.lastPathComponent)")
        }
        let result = ProofHarness.swiftc(["-typecheck", "-module-name", "SeedPresentation"] + files.map(\.path), mode: mode)
        #expect(result.status == 0, "\(result)")
    }

    @Test("the seeds' views compile against the double with the models module imported, as a team's two modules do")
    func viewsImportTheModels() throws {
        let double = try ProofHarness.double.get(), modules = try Self.modules.get()
        let built = ProofHarness.workFolder.appendingPathComponent("separate-models-built")
        try? FileManager.default.removeItem(at: built)
        try FileManager.default.createDirectory(at: built, withIntermediateDirectories: true)
        let models = ProofHarness.swiftc(
            ["-parse-as-library", "-emit-module", "-module-name", "SeedPresentation",
             "-emit-module-path", built.appendingPathComponent("SeedPresentation.swiftmodule").path]
                + modules.presentation.paths.flatMap(ProofHarness.swiftFiles(in:)).map(\.path))
        #expect(models.status == 0, "\(models)")
        // Linux has no Objective-C runtime for the scaffold's outlets (see `ProofHarness.withoutOutlets`).
        var views: [String] = []
        for file in modules.views.paths.flatMap(ProofHarness.swiftFiles(in:)) {
            let copy = built.appendingPathComponent(file.lastPathComponent)
            let text = try String(contentsOf: file, encoding: .utf8)
            try ProofHarness.withoutOutlets(GeneratedFile(name: copy.lastPathComponent, contents: text)).contents
                .write(to: copy, atomically: true, encoding: .utf8)
            views.append(copy.path)
        }
        let result = ProofHarness.swiftc(
            ["-typecheck", "-I", double.appendingPathComponent("uikit").path, "-I", built.path] + views)
        #expect(result.status == 0, "\(result)")
    }

    @Test("seed 1 across two modules: a presenter without UIKit builds the input and receives the actions of the table in the views module, on the double")
    func viperScenario() throws {
        let double = try ProofHarness.double.get()
        let uikit = double.appendingPathComponent("uikit").path
        let folder = ProofHarness.workFolder.appendingPathComponent("viper")
        try? FileManager.default.removeItem(at: folder)
        let specs = folder.appendingPathComponent("specs"), built = folder.appendingPathComponent("built")
        for url in [specs, built] { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        for spec in ["EmployeeList.screen.yml", "DesignSystem.cells.yml"] {
            try FileManager.default.copyItem(at: ProofHarness.specsFolder.appendingPathComponent(spec), to: specs.appendingPathComponent(spec))
        }
        try "access: public\nmodelsModule: EmployeePresentation\n".write(
            to: specs.appendingPathComponent("cellgen.yml"), atomically: true, encoding: .utf8)
        let views = folder.appendingPathComponent("views"), models = folder.appendingPathComponent("models")
        for (output, part) in [(views, GenerateJob.Part.all), (models, .models)] {
            let outcome = GenerateJob.run(inputs: [specs.path], output: output.path, options: .init(part: part))
            try #require(outcome.failure == nil, "\(outcome.diagnostics)")
        }
        let scenario = ProofHarness.doubleFolder.appendingPathComponent("VIPER")
        let presentation = ProofHarness.swiftc(
            ["-parse-as-library", "-emit-library", "-emit-module", "-module-name", "EmployeePresentation",
             "-emit-module-path", built.appendingPathComponent("EmployeePresentation.swiftmodule").path,
             "-o", built.appendingPathComponent("libEmployeePresentation.so").path]
                + (ProofHarness.swiftFiles(in: models) + ProofHarness.swiftFiles(in: scenario.appendingPathComponent("Presentation"))).map(\.path))
        try #require(presentation.status == 0, "\(presentation)")
        let executable = built.appendingPathComponent("viper").path
        let program = ProofHarness.swiftc(
            ["-Onone", "-I", uikit, "-L", uikit, "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", uikit,
             "-I", built.path, "-L", built.path, "-lEmployeePresentation", "-Xlinker", "-rpath", "-Xlinker", built.path,
             "-o", executable]
                + (ProofHarness.swiftFiles(in: views) + ProofHarness.swiftFiles(in: scenario.appendingPathComponent("Views"))).map(\.path))
        try #require(program.status == 0, "\(program)")
        let run = ProofHarness.run(executable, [])
        #expect(run.status == 0 && run.text.contains(" passed, 0 failed"), "\(run)")
    }
}
