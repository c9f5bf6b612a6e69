@testable import CellGenCore
import Foundation
import Testing

/// The `.cellgen-record` shortcut must never change what ends up in the folder: every input or
/// output change, and a damaged record, lead to a full run.
@Suite("generation record")
struct GenerationRecordTests {
    @Test("a record reads back as written; anything else reads as no record")
    func roundTrip() throws {
        let folder = try CellGenProcess.temporaryFolder()
        let file = GenerationRecord.location(for: folder.path)
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: file) }
        #expect(!file.path.hasPrefix(folder.path), "the record is kept outside the output folder, which teams commit")
        let record = GenerationRecord(inputs: 0xABC, outputs: ["A+CellGen.swift": 1, "CellGenSupport.swift": .max])
        record.save(for: folder.path)
        #expect(GenerationRecord.load(for: folder.path) == record)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        for damaged in ["", "cellgen-record 1\n", "cellgen-record 1\nabc\nA.swift 1\nA.swift 2\n", "cellgen-record 2\nabc\n",
                        "cellgen-record 1\nxyz\nA.swift 1\n", "cellgen-record 1\nabc\nA.swift 1"] {
            try damaged.write(to: file, atomically: true, encoding: .utf8)
            #expect(GenerationRecord.load(for: folder.path) == nil, "\(damaged)")
        }
    }

    @Test("a spec edit, a hand edit, a deleted output, a template change and a damaged record all mean a full run")
    func invalidation() throws {
        let folder = try CellGenProcess.temporaryFolder()
        let specs = folder.appendingPathComponent("specs"), output = folder.appendingPathComponent("Generated")
        defer { try? FileManager.default.removeItem(at: folder); try? FileManager.default.removeItem(at: GenerationRecord.location(for: output.path)) }
        try FileManager.default.copyItem(at: CellGenProcess.packageRoot.appendingPathComponent("specs"), to: specs)
        // ArticleFeed has a warning (its identity's two fields are optional, as the seed's model
        // declares them), and a run with diagnostics writes no record (see `warningsRepeat`).
        try FileManager.default.removeItem(at: specs.appendingPathComponent("ArticleFeed.screen.yml"))
        func generate(_ extra: [String] = []) throws -> String {
            let run = try CellGenProcess.run(["generate", specs.path, "--output", output.path, "--timings"] + extra)
            #expect(run.status == 0, "\(run.stderr)")
            return run.stdout + run.stderr
        }
        let reference = try generate()
        #expect(reference.contains("7 files written") && !reference.contains("warning"), "\(reference)")
        let fresh = try CellGenProcess.contents(of: output)
        func generatedBytes(_ files: [String: CellGenProcess.FileState]) -> [String: Data] { files.mapValues(\.bytes) }
        func generatedBytes(_ folder: URL) throws -> [String: Data] { generatedBytes(try CellGenProcess.contents(of: folder)) }
        #expect(try generate().contains("nothing parsed or rendered"))

        let settings = output.appendingPathComponent("Settings+CellGen.swift")
        try "// edited by hand\n".write(to: settings, atomically: true, encoding: .utf8)
        #expect(try generate().contains("1 file written"))
        try FileManager.default.removeItem(at: settings)
        #expect(try generate().contains("1 file written"))
        #expect(try generatedBytes(output) == generatedBytes(fresh))

        let spec = specs.appendingPathComponent("CatalogSearch.screen.yml")
        try (String(contentsOf: spec, encoding: .utf8) + "# a comment changes no output\n").write(to: spec, atomically: true, encoding: .utf8)
        #expect(try generate().contains("0 files written, 0 removed, 7 unchanged"), "a full run that finds nothing to write")
        #expect(try generate().contains("nothing parsed or rendered"))

        let templates = folder.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "{{<screen-layout}}{{$imports}}import UIKit\nimport TeamKit\n{{/imports}}{{/screen-layout}}\n"
            .write(to: templates.appendingPathComponent("screen.mustache"), atomically: true, encoding: .utf8)
        #expect(try generate(["--templates", templates.path]).contains("5 files written"))
        #expect(try generate(["--templates", templates.path]).contains("nothing parsed or rendered"))

        try "cellgen-record 1\n0\n".write(to: GenerationRecord.location(for: output.path), atomically: true, encoding: .utf8)
        #expect(try generate().contains("5 files written"))
        #expect(try generatedBytes(output) == generatedBytes(fresh))
    }

    @Test("a spec with warnings is never skipped, so its warnings show on every run")
    func warningsRepeat() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = DiagnosticFixtureTests.directory.appendingPathComponent("UnusedDeclarations.screen.yml").path
        for _ in 0..<2 {
            let run = try CellGenProcess.run(["generate", fixture, "--output", folder.path])
            #expect(run.status == 0 && run.stderr.contains("warning: "))
        }
    }
}
