import Foundation
import Testing

/// The proof against Apple's real iOS SDK (docs/RealSDK.md): everything the
/// double proves on Linux, type-checked and compiled to arm64 objects for iOS 15 by
/// `scripts/ios-sdk-check.sh`. The SDK is Apple's and never part of the project, so these tests
/// run only where `CELLGEN_IOS_SDK` names a folder prepared by `prepare.sh` (or `xcrun` on a
/// Mac); elsewhere, CI included, they are skipped with that reason and the double stays the proof.
@Suite(
    "generated code compiles against the real iOS SDK", .serialized,
    .enabled(if: IOSSDKInputs.sdk != nil, "no iOS SDK: set CELLGEN_IOS_SDK to a folder prepared by prepare.sh, or to xcrun on a Mac (docs/RealSDK.md)")
)
struct IOSSDKProofTests {
    static let folder = ProofHarness.workFolder.appendingPathComponent("ios-sdk")

    static let modules: Result<[IOSSDKInputs.Module], ProofError> = {
        do {
            return .success(try IOSSDKInputs.write(into: folder.appendingPathComponent("inputs"), randomSpecs: RandomSpecTests.specs))
        } catch let error as ProofError {
            return .failure(error)
        } catch {
            return .failure(ProofError(message: "cannot write the inputs: \(error)"))
        }
    }()

    static func check(_ modules: [IOSSDKInputs.Module], ios: String, mode: LanguageMode = .swift6) -> ProofHarness.Output {
        let work = folder.appendingPathComponent("build-\(ios)-\(mode.name)")
        try? FileManager.default.removeItem(at: work)
        return ProofHarness.run("/bin/bash", [IOSSDKInputs.script.path, "--ios", ios, "--mode", mode.name, "--work", work.path]
                                    + modules.map(\.argument))
    }

    @Test("every spec, scaffold, hand-written cell, random spec and the example package compile for iOS 15")
    func compilesAtTheMinimum() throws {
        let modules = try Self.modules.get()
        let result = Self.check(modules, ios: "15.0")
        #expect(result.status == 0, "\(result)")
        // The figures for the record: files, modules and seconds.
        let summary = result.text.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("checked") }
        print(summary.joined(separator: "\n"))
        #expect(result.text.contains("\(modules.count) passed, 0 failed"), "\(result)")
    }

    /// Every module in every other project setup (plain Swift 6 is `compilesAtTheMinimum`); the
    /// random specs, a slow module, in the strictest of them, Swift 6 with default MainActor
    /// isolation and the approachable-concurrency features.
    @Test("every spec, scaffold, hand-written cell and the example package compile in every project setup Xcode creates",
          arguments: LanguageMode.all.filter { $0 != .swift6 })
    func compilesInEveryMode(_ mode: LanguageMode) throws {
        var modules = try Self.modules.get().filter { $0.name != "RandomSpecs" || mode.name == "mainactor-approachable" }
        if mode.isolatesToMainActorByDefault && IOSSDKInputs.sdk != "xcrun" {
            modules = try IOSSDKInputs.withExplicitDeinits(modules, in: Self.folder.appendingPathComponent("explicit-deinits-\(mode.name)"))
        }
        let result = Self.check(modules, ios: "15.0", mode: mode)
        #expect(result.status == 0, "\(result)")
        #expect(result.text.contains("\(modules.count) passed, 0 failed"), "\(result)")
        #expect(!result.text.contains("no objects"), "a module was only type-checked\n\(result)")
        print(result.text.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("checked") }.joined(separator: "\n"))
    }

    @Test("for iOS 17 too: generated code uses no API deprecated in iOS 16 or 17 (warnings are errors)")
    func usesNoDeprecatedAPI() throws {
        let modules = try Self.modules.get().filter { ["Specs", "Harness", "PhotosScaffold"].contains($0.name) }
        let result = Self.check(modules, ios: "17.0")
        #expect(result.status == 0, "\(result)")
        #expect(result.text.contains("\(modules.count) passed, 0 failed"), "\(result)")
    }

    @Test("a collection cell with swipe actions that is not a UICollectionViewListCell fails to compile, saying so")
    func swipeNeedsAListCell() throws {
        // The generated screen and support file, with every cell the team writes; the upload cell
        // (which offers a swipe action) is a plain collection cell.
        let cells = try String(contentsOf: IOSSDKInputs.smokeFolder.appendingPathComponent("PhotosCells.swift"), encoding: .utf8)
            .replacingOccurrences(of: "final class PhotosUploadCell: UICollectionViewListCell", with: "final class PhotosUploadCell: UICollectionViewCell")
            .replacingOccurrences(of: "var content = defaultContentConfiguration()", with: "var content = UIListContentConfiguration.cell()")
        let result = try Self.checkWith(["Photos+CellGen.swift", "CellGenSupport.swift"], of: "PhotosScaffold", cells: cells, as: "PlainUploadCell")
        #expect(result.status != 0, "a plain cell compiled as a swipe cell\n\(result)")
        #expect(result.text.contains("requires that 'PhotosUploadCell' inherit from 'UICollectionViewListCell'"), "\(result)")
    }

    @Test("a library's cell that a screen swipes must be a UICollectionViewListCell: that screen fails to compile otherwise")
    func swipedLibraryCellNeedsAListCell() throws {
        // Tiles declares the cell; Board's rows swipe it. The library compiles with any cell class.
        let cells = """
            import UIKit
            final class TilesTileCell: UICollectionViewCell, Tiles.TileConfigurable {
                func configure(with viewModel: Tiles.TileViewModel) {}
            }
            """
        let library = try Self.checkWith(["Tiles+CellGen.swift", "CellGenSupport.swift"], of: "Harness", cells: cells, as: "PlainTileCell")
        #expect(library.status == 0, "the library alone does not require a list cell\n\(library)")
        let board = try Self.checkWith(["Tiles+CellGen.swift", "Board+CellGen.swift", "CellGenSupport.swift"], of: "Harness", cells: cells,
                                       as: "PlainTileCell")
        #expect(board.status != 0, "a plain cell compiled as a swiped library cell\n\(board)")
        #expect(board.text.contains("requires that 'TilesTileCell' inherit from 'UICollectionViewListCell'"), "\(board)")
    }

    /// Compiles `files`, generated for `module`, with `cells` as the team's cells, in a module of
    /// their own named `name`.
    private static func checkWith(_ files: [String], of module: String, cells: String, as name: String) throws -> ProofHarness.Output {
        let inputs = try #require(try modules.get().first { $0.name == module })
        let folder = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in files {
            let generated = try #require(inputs.paths.lazy.compactMap { Self.file(named: file, at: $0) }.first, "no \(file) in \(module)")
            try FileManager.default.copyItem(at: generated, to: folder.appendingPathComponent(file))
        }
        try cells.write(to: folder.appendingPathComponent("Cells.swift"), atomically: true, encoding: .utf8)
        return check([IOSSDKInputs.Module(name: name, paths: [folder])], ios: "15.0")
    }

    /// `path` when it is the file `name`, or the file `name` in the folder `path`.
    private static func file(named name: String, at path: URL) -> URL? {
        if path.lastPathComponent == name { return path }
        let inFolder = path.appendingPathComponent(name)
        return FileManager.default.fileExists(atPath: inFolder.path) ? inFolder : nil
    }

    @Test("one step below the minimum, the only errors are the availability of reconfigureItems and applySnapshotUsingReloadData (iOS 15)")
    func failsBelowTheMinimum() throws {
        // Generated and scaffolded code only: hand-written cells may use iOS 15 API of their own.
        let output = try #require(try Self.modules.get().first { $0.name == "Specs" })
        let result = Self.check([output], ios: "14.0")
        #expect(result.status != 0, "the output compiles for iOS 14: the documented minimum is wrong\n\(result)")
        let errors = Set(result.text.split(separator: "\n").compactMap { line -> Substring? in
            guard line.hasPrefix("/"), let range = line.range(of: "error: ") else { return nil }
            return line[range.upperBound...]
        })
        // The engines reach `applySnapshotUsingReloadData` through the requirement of the protocol
        // both adopt (`CellGenListEngine`), so its error names the protocol.
        #expect(errors == [
            "'reconfigureItems' is only available in iOS 15.0 or newer",
            "protocol 'CellGenListEngine' requires 'applySnapshotUsingReloadData(_:completion:)' to be available in iOS 14.0 and newer",
        ], "\(result)")
    }
}
