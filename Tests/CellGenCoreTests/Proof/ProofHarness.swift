import CellGenCore
import Foundation

/// Proves generated code on Linux against the UIKit test double: builds it once per
/// test run, writes generated and scaffolded code for every spec in `specs/` into a temporary
/// folder, and runs `swiftc` on it.
enum ProofHarness {
    static let packageRoot = CellGenProcess.packageRoot
    static let doubleFolder = packageRoot.appendingPathComponent("Tests/UIKitDouble")
    static let specsFolder = packageRoot.appendingPathComponent("specs")

    struct Output: CustomStringConvertible {
        var status: Int32
        var text: String
        var description: String { text }
    }

    /// Where a run keeps the double and the sources: inside the package's build folder, emptied
    /// at the start of each run, so runs leave nothing behind elsewhere.
    static let workFolder: URL = {
        let folder = packageRoot.appendingPathComponent(".build/cellgen-proof")
        try? FileManager.default.removeItem(at: folder)
        return folder
    }()

    /// The double, built once per process into a fresh folder (`uikit/` and `objc/` inside).
    static let double: Result<URL, ProofError> = {
        let folder = workFolder.appendingPathComponent("double")
        let build = run("/bin/bash", [doubleFolder.appendingPathComponent("build-double.sh").path, folder.path])
        return build.status == 0 ? .success(folder) : .failure(ProofError(message: "the UIKit double does not build:\n\(build.text)"))
    }()

    /// Generated files for every spec plus the support file, and the scaffold of every spec
    /// (classes shared by two screens are written once, as `cellgen scaffold` does), each
    /// written by the job `cellgen` runs.
    static let sources: Result<(generated: [URL], scaffolded: [URL], examples: [URL]), ProofError> = {
        do {
            let folder = workFolder.appendingPathComponent("sources")
            let generated = folder.appendingPathComponent("generated"), scaffolded = folder.appendingPathComponent("scaffolded")
            let specFiles = try specs()
            try generate(specFiles, into: generated)
            try scaffold(specFiles, into: scaffolded)
            // The scenarios drive the example screens and the proof specs that have scenario cells
            // (`scenarioProofSpecs`); the other proof specs have none, and their scaffolded classes
            // are not in the scenario build.
            let proofOnly = Set(specFiles.filter {
                $0.deletingLastPathComponent().path == proofSpecsFolder.path && !scenarioProofSpecs.contains($0.lastPathComponent)
            }.map { SpecFileName.outputFileName(of: $0.path) })
            let generatedFiles = swiftFiles(in: generated)
            return .success((generatedFiles, swiftFiles(in: scaffolded), generatedFiles.filter { !proofOnly.contains($0.lastPathComponent) }))
        } catch {
            return .failure(ProofError(message: "cannot generate the sources: \(error)"))
        }
    }()

    /// Specs that are not examples but must compile too: regressions and edge cases.
    static let proofSpecsFolder = packageRoot.appendingPathComponent("Tests/CellGenCoreTests/Fixtures/Proof")

    /// The proof specs the scenarios drive, with hand-written cells in `Smoke/` (ListShapes:
    /// `ListShapesCells.swift`, `ListShapesScenarios.swift`; Activity: `ActivityCells.swift`,
    /// `ActivityScenarios.swift`; Inbox: `InboxCells.swift`, `InboxScenarios.swift`; Gallery and
    /// Album: `GalleryCells.swift`, `GalleryScenarios.swift`; Photos and Shelf:
    /// `PhotosCells.swift`, `PhotosScenarios.swift`; the Kit library with Account and
    /// Preferences, and the Tiles library with Board: `LibraryCells.swift`,
    /// `LibraryScenarios.swift`; SystemSettings and Mailboxes, whose system cells need no team class:
    /// `SystemCellScenarios.swift`; MailList: `RowDependentScenarios.swift`; Compose, whose SwiftUI
    /// cells show the views of `ComposeViews.swift`: `ComposeScenarios.swift`; Browse, whose layouts
    /// are chosen at run time: `BrowseCells.swift`, `BrowseScenarios.swift`; Bookmarks, in edit mode:
    /// `EditingScenarios.swift`; Contacts and Directory: `ContactsCells.swift`,
    /// `ContactsScenarios.swift`; Chat, paging at the top, of system cells: `ChatScenarios.swift`); the others (NameTorture,
    /// ContextSelection) are only compiled, or run by a program of their own.
    static let scenarioProofSpecs: Set<String> = [
        "ListShapes.screen.yml", "Activity.screen.yml", "Inbox.screen.yml", "Gallery.screen.yml", "Album.screen.yml", "Photos.screen.yml",
        "Shelf.screen.yml", "Kit.cells.yml", "Account.screen.yml", "Preferences.screen.yml", "Tiles.cells.yml", "Board.screen.yml",
        "SystemSettings.screen.yml", "Mailboxes.screen.yml", "MailList.screen.yml", "Compose.screen.yml",
        "Browse.screen.yml", "Bookmarks.screen.yml", "Contacts.screen.yml", "Directory.screen.yml", "Chat.screen.yml",
        "Feeds.screen.yml",
    ]

    static func specs() throws -> [URL] {
        try [specsFolder, proofSpecsFolder].flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { SpecFileName.isSpec($0) || SpecFileName.isLibrary($0) }.sorted()
                .map { folder.appendingPathComponent($0) }
        }
    }

    /// What `cellgen generate` writes for `specs`, with no generation record kept.
    static func generate(_ specs: [URL], into folder: URL) throws {
        let outcome = GenerateJob.run(inputs: specs.map(\.path), output: folder.path, options: .init())
        if outcome.failure != nil { throw ProofError(outcome.diagnostics, failure: outcome.failure) }
    }

    /// What `cellgen scaffold` writes for each of `specs`, one after the other into one folder,
    /// with every outlet attribute removed (see `withoutOutlets`).
    static func scaffold(_ specs: [URL], into folder: URL) throws {
        for spec in specs {
            let outcome = ScaffoldJob.run(spec: spec.path, output: folder.path, options: .init())
            if outcome.failure != nil { throw ProofError(outcome.diagnostics, failure: outcome.failure) }
        }
        for file in swiftFiles(in: folder) {
            let scaffolded = GeneratedFile(name: file.lastPathComponent, contents: try String(contentsOf: file, encoding: .utf8))
            try withoutOutlets(scaffolded).contents.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// `@IBOutlet` needs the Objective-C runtime, which Linux lacks even for a type-check; outlet
    /// cells are proven with the attribute removed (what remains is identical).
    static func withoutOutlets(_ file: GeneratedFile) -> GeneratedFile {
        GeneratedFile(name: file.name, contents: file.contents.replacingOccurrences(of: "@IBOutlet ", with: ""))
    }

    static func swiftFiles(in folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// `swiftc` in `mode` (plain Swift 6 unless given) with warnings as errors, against the double.
    static func swiftc(_ arguments: [String], mode: LanguageMode = .swift6) -> Output {
        run("/usr/bin/env", ["swiftc"] + mode.flags + ["-warnings-as-errors"] + arguments)
    }

    static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil) -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return Output(status: -1, text: "cannot run \(executable): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, text: String(decoding: data, as: UTF8.self))
    }
}

struct ProofError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension ProofError {
    /// A job that failed: its diagnostics, or why it stopped when it reported none.
    init(_ diagnostics: [Diagnostic], failure: JobFailure?) {
        message = (diagnostics.map(\.description) + [failure.map { "stopped: \($0)" } ?? ""]).joined(separator: "\n")
    }
}
