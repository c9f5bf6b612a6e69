import Foundation

/// The Swift modules the real-SDK check compiles (docs/RealSDK.md), written by the `cellgen`
/// binary exactly as users get them: generated and scaffolded code with its `@IBOutlet`s (the
/// SDK has Objective-C), the proof harness's hand-written cells and handlers (for the seeds and
/// the ListShapes and Activity proof screens), the name-torture scenario, the random specs of the
/// accepted-means-compiles test and the example package.
/// Scenario code that calls the double's testing driver is left out: the SDK has no driver.
struct IOSSDKInputs {
    /// One module for `scripts/ios-sdk-check.sh`: its name and the files or folders it is made of.
    struct Module {
        var name: String
        var paths: [URL]
        var argument: String { "\(name)=" + paths.map(\.path).joined(separator: ",") }
    }

    /// `CELLGEN_IOS_SDK`: a folder prepared by `prepare.sh`, or `xcrun`; nil when unset or empty.
    static let sdk = ProcessInfo.processInfo.environment["CELLGEN_IOS_SDK"].flatMap { $0.isEmpty ? nil : $0 }
    static let script = ProofHarness.packageRoot.appendingPathComponent("scripts/ios-sdk-check.sh")
    static let smokeFolder = ProofHarness.doubleFolder.appendingPathComponent("Smoke")
    static let exampleSources = ProofHarness.packageRoot.appendingPathComponent("Examples/CellGenExample/Sources")

    let folder: URL

    /// Writes every input under `folder` (emptied first) and returns the modules in build order.
    static func write(into folder: URL, randomSpecs: [(file: String, text: String)]) throws -> [Module] {
        try? FileManager.default.removeItem(at: folder)
        let inputs = IOSSDKInputs(folder: folder)
        let specs = try ProofHarness.specs()
        let torture = ProofHarness.proofSpecsFolder.appendingPathComponent("NameTorture.screen.yml")
        let listShapes = ProofHarness.proofSpecsFolder.appendingPathComponent("ListShapes.screen.yml")
        let activity = ProofHarness.proofSpecsFolder.appendingPathComponent("Activity.screen.yml")
        let interactions = (["Inbox", "Gallery", "Album", "Photos", "Shelf", "Account", "Preferences", "Board"].map { "\($0).screen.yml" }
            + ["Kit.cells.yml", "Tiles.cells.yml"])
            .map { ProofHarness.proofSpecsFolder.appendingPathComponent($0) }

        let all = try inputs.generate("all", from: [ProofHarness.specsFolder, ProofHarness.proofSpecsFolder])
        let allScaffold = try inputs.scaffold("all-scaffold", specs)
        // The seeds, ListShapes, Activity, Inbox, Gallery, Album, Photos, Shelf and the Kit and Tiles libraries' screens: the screens the hand-written cells and handlers are written for.
        let seeds = try inputs.generate("seeds", from: [ProofHarness.specsFolder, listShapes, activity] + interactions)
        let tortureScaffold = try inputs.scaffold("torture-scaffold", [torture])
        // A collection screen whose scaffold writes a list cell (for its swipe actions).
        let photosScaffold = try inputs.scaffold("photos-scaffold", [ProofHarness.proofSpecsFolder.appendingPathComponent("Photos.screen.yml")])
        let random = try inputs.generate("random", from: [inputs.writeSpecs("random-specs", randomSpecs)])
        let randomScaffold = try inputs.scaffold("random-scaffold", try inputs.specFiles(in: "random-specs"))
        let example = try inputs.generate("example", from: [exampleSources.appendingPathComponent("ExampleScreens")])

        return [
            Module(name: "Specs", paths: [all, allScaffold]),
            Module(name: "Harness", paths: [seeds] + ["Cells", "NibCells", "ListShapesCells", "ActivityCells", "InboxCells", "GalleryCells", "PhotosCells", "LibraryCells", "Handlers",
                                                      "OffMainActor"].map {
                smokeFolder.appendingPathComponent("\($0).swift")
            }),
            Module(name: "Torture", paths: [
                all.appendingPathComponent("NameTorture+CellGen.swift"), all.appendingPathComponent("CellGenSupport.swift"), tortureScaffold,
                ProofHarness.doubleFolder.appendingPathComponent("Torture/main.swift"),
            ]),
            Module(name: "PhotosScaffold", paths: [
                seeds.appendingPathComponent("Photos+CellGen.swift"), seeds.appendingPathComponent("CellGenSupport.swift"), photosScaffold,
            ]),
            Module(name: "RandomSpecs", paths: [random, randomScaffold]),
            Module(name: "ExampleScreens", paths: [example, exampleSources.appendingPathComponent("ExampleScreens")]),
            Module(name: "ExampleRunner", paths: [exampleSources.appendingPathComponent("ExampleRunner")]),
        ]
    }

    /// `cellgen generate INPUTS --output folder/NAME` (a folder's `cellgen.yml` applies, as for users).
    private func generate(_ name: String, from inputs: [URL]) throws -> URL {
        let output = folder.appendingPathComponent(name)
        try cellgen(["generate"] + inputs.map(\.path) + ["--output", output.path])
        return output
    }

    /// `cellgen scaffold SPEC --output folder/NAME` per spec: a class two screens share is written
    /// once, because scaffold never overwrites.
    private func scaffold(_ name: String, _ specs: [URL]) throws -> URL {
        let output = folder.appendingPathComponent(name)
        for spec in specs {
            try cellgen(["scaffold", spec.path, "--output", output.path])
        }
        return output
    }

    private func writeSpecs(_ name: String, _ specs: [(file: String, text: String)]) throws -> URL {
        let output = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        for spec in specs {
            try Data(spec.text.utf8).write(to: output.appendingPathComponent(spec.file))
        }
        return output
    }

    private func specFiles(in name: String) throws -> [URL] {
        let specs = folder.appendingPathComponent(name)
        return try FileManager.default.contentsOfDirectory(atPath: specs.path).sorted().map { specs.appendingPathComponent($0) }
    }

    private func cellgen(_ arguments: [String]) throws {
        let result = try CellGenProcess.run(arguments)
        guard result.status == 0 else {
            throw ProofError(message: "cellgen \(arguments.joined(separator: " ")) failed:\n\(result.stderr)")
        }
    }
}
