import Foundation
import Testing

/// Generated code is worth nothing if it does not compile in a user's app. Every spec in
/// `specs/` (and every spec added later) is generated and scaffolded, then compiled against the
/// UIKit test double with warnings as errors in every language mode the real-SDK check proves
/// (`LanguageMode`), and the scenarios run in plain Swift 6 and with default MainActor isolation.
@Suite("generated code compiles and behaves", .serialized)
struct GeneratedCodeProofTests {
    @Test("generated and scaffolded code type-checks (Swift 6, strict concurrency, warnings as errors)")
    func typeChecks() throws {
        let double = try ProofHarness.double.get(), sources = try ProofHarness.sources.get()
        let files = (sources.generated + sources.scaffolded).map(\.path)
        let result = ProofHarness.swiftc(["-typecheck", "-continue-building-after-errors", "-I", double.appendingPathComponent("uikit").path] + files)
        #expect(result.status == 0, "\(result)")
    }

    @Test("generated and scaffolded code compiles in every language mode, with the diagnostics only code generation finds",
          arguments: LanguageMode.all)
    func compiles(in mode: LanguageMode) throws {
        let double = try ProofHarness.double.get(), sources = try ProofHarness.sources.get()
        let uikit = double.appendingPathComponent("uikit").path
        let library = double.appendingPathComponent("libProof-\(mode.name).so").path
        let result = ProofHarness.swiftc(
            ["-parse-as-library", "-emit-library", "-module-name", "Proof", "-I", uikit, "-L", uikit, "-lUIKit", "-o", library]
                + (sources.generated + sources.scaffolded).map(\.path), mode: mode)
        #expect(result.status == 0, "\(result)")
    }

    @Test("every language mode of scripts/ios-sdk-check.sh is known, plain Swift 6 first")
    func languageModes() {
        #expect(LanguageMode.all.map(\.name) == [
            "swift6", "mainactor", "approachable", "mainactor-approachable", "swift5", "swift5-mainactor", "existential-any",
        ])
        #expect(LanguageMode.all.first == .swift6)
        #expect(LanguageMode.all.filter(\.isolatesToMainActorByDefault).map(\.name) == ["mainactor", "mainactor-approachable", "swift5-mainactor"])
    }

    @Test("selector maps type-check with Objective-C interop")
    func selectorMaps() throws {
        let double = try ProofHarness.double.get(), sources = try ProofHarness.sources.get()
        let result = ProofHarness.swiftc(
            ["-typecheck", "-continue-building-after-errors", "-I", double.appendingPathComponent("objc").path,
             "-Xfrontend", "-enable-objc-interop"] + (sources.generated + sources.scaffolded).map(\.path))
        #expect(result.status == 0, "\(result)")
    }

    @Test("the scenarios of the seed articles and of the ListShapes, Activity, Inbox, Gallery, Photos, Shelf and cell library proof screens run and pass, in plain Swift 6 and with default MainActor isolation",
          arguments: [LanguageMode.swift6, LanguageMode.named("mainactor")])
    func scenarios(in mode: LanguageMode?) throws {
        let mode = try #require(mode, "scripts/ios-sdk-check.sh has no mode 'mainactor'")
        let executable = try Self.scenarioProgram(mode: mode, name: "scenarios-\(mode.name)")
        let run = ProofHarness.run(executable, [])
        #expect(run.status == 0, "\(run)")
        #expect(run.text.contains(" passed, 0 failed"), "\(run)")
    }

    @Test("a second row with an id already shown stops a debug build with the engine's message; a release build shows the first and runs on")
    func duplicateRows() throws {
        let debug = ProofHarness.run(try Self.scenarioProgram(mode: .swift6, name: "scenarios-debug"), ["duplicateRowsScenario"])
        #expect(debug.status != 0 && debug.text.contains("1 more row(s) with an id already shown in section products"), "\(debug)")
        // Optimized: unspecialized generic code keeps its assertions under `-assert-config Release` alone.
        let release = try Self.scenarioProgram(mode: .swift6, name: "scenarios-release", optimization: "-O")
        let run = ProofHarness.run(release, ["duplicateRowsScenario"])
        #expect(run.status == 0 && run.text.contains("3 passed, 0 failed"), "\(run)")
    }

    /// The scenarios of `Tests/UIKitDouble/Smoke` with every spec's generated and scaffolded code,
    /// built against the double (unoptimized unless told) into the double's folder as `name`.
    private static func scenarioProgram(mode: LanguageMode, name: String, optimization: String = "-Onone") throws -> String {
        let double = try ProofHarness.double.get(), sources = try ProofHarness.sources.get()
        let uikit = double.appendingPathComponent("uikit").path
        let scenarioFiles = ProofHarness.swiftFiles(in: ProofHarness.doubleFolder.appendingPathComponent("Smoke")).map(\.path)
        let executable = double.appendingPathComponent(name).path
        let build = ProofHarness.swiftc(
            [optimization, "-I", uikit, "-L", uikit, "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", uikit, "-o", executable]
                + sources.examples.map(\.path) + scenarioFiles, mode: mode)
        try #require(build.status == 0, "\(build)")
        return executable
    }

    @Test("the name-torture screen shows the spec's titles byte for byte")
    func nameTortureTitles() throws {
        let double = try ProofHarness.double.get(), sources = try ProofHarness.sources.get()
        let uikit = double.appendingPathComponent("uikit").path
        let folder = ProofHarness.workFolder.appendingPathComponent("torture")
        let generated = sources.generated.filter { ["NameTorture+CellGen.swift", "CellGenSupport.swift"].contains($0.lastPathComponent) }
        try #require(generated.count == 2)
        let scaffold = try NameTortureTexts.scaffold(into: folder.appendingPathComponent("scaffold"))
        let titles = try NameTortureTexts.writeTitles(into: folder)
        #expect(try NameTortureTexts.titles().count == 4)
        let executable = folder.appendingPathComponent("torture").path
        let build = ProofHarness.swiftc(
            ["-Onone", "-I", uikit, "-L", uikit, "-lUIKit", "-Xlinker", "-rpath", "-Xlinker", uikit, "-o", executable]
                + (generated + scaffold).map(\.path) + [ProofHarness.doubleFolder.appendingPathComponent("Torture/main.swift").path])
        try #require(build.status == 0, "\(build)")
        let run = ProofHarness.run(executable, [titles.path])
        #expect(run.status == 0, "\(run)")
        #expect(run.text.contains(" passed, 0 failed"), "\(run)")
    }
}
