import Foundation
import Testing

/// `cellgen generate` and `check` on the bundled specs, through the built binary.
@Suite("generate and check", .serialized)
struct GenerateCommandTests {
    let specs = CellGenProcess.packageRoot.appendingPathComponent("specs").path

    @Test("a second run rewrites nothing, and two folders get the same bytes")
    func idempotentAndDeterministic() throws {
        let first = try CellGenProcess.temporaryFolder(), second = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        let run = try CellGenProcess.run(["generate", specs, "--output", first.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("8 files written"))
        let before = try CellGenProcess.contents(of: first)
        #expect(before.count == 8)
        Thread.sleep(forTimeInterval: 0.05)
        let again = try CellGenProcess.run(["generate", specs, "--output", first.path])
        #expect(again.stdout.contains("0 files written, 0 removed, 8 unchanged"))
        #expect(try CellGenProcess.contents(of: first) == before, "file times changed on a run with nothing to do")
        _ = try CellGenProcess.run(["generate", specs, "--output", second.path])
        for name in before.keys {
            let a = try Data(contentsOf: first.appendingPathComponent(name)), b = try Data(contentsOf: second.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between two runs")
        }
    }

    @Test("check passes on fresh output and fails with a diff after a spec edit, touching nothing")
    func check() throws {
        let output = try CellGenProcess.temporaryFolder(), input = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output); try? FileManager.default.removeItem(at: input) }
        let spec = input.appendingPathComponent("CatalogSearch.screen.yml")
        try FileManager.default.copyItem(atPath: specs + "/CatalogSearch.screen.yml", toPath: spec.path)
        _ = try CellGenProcess.run(["generate", input.path, "--output", output.path])
        #expect(try CellGenProcess.run(["check", input.path, "--output", output.path]).status == 0)
        let before = try CellGenProcess.contents(of: output)
        let edited = try String(contentsOf: spec, encoding: .utf8).replacingOccurrences(of: "header: Products", with: "header: Found products")
        try edited.write(to: spec, atomically: true, encoding: .utf8)
        let failed = try CellGenProcess.run(["check", input.path, "--output", output.path])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains(#"-                header: .title(NSLocalizedString("Products", bundle: bundle, comment: "Header of section 'products'")),"#))
        #expect(failed.stdout.contains(#"+                header: .title(NSLocalizedString("Found products", bundle: bundle, comment: "Header of section 'products'")),"#))
        #expect(try CellGenProcess.contents(of: output) == before)
    }

    @Test("files of removed specs are deleted; other files stay")
    func staleFiles() throws {
        let output = try CellGenProcess.temporaryFolder(), input = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output); try? FileManager.default.removeItem(at: input) }
        for name in ["CatalogSearch", "ArticleFeed"] {
            try FileManager.default.copyItem(atPath: "\(specs)/\(name).screen.yml", toPath: input.appendingPathComponent("\(name).screen.yml").path)
        }
        try "// mine\n".write(to: output.appendingPathComponent("Mine.swift"), atomically: true, encoding: .utf8)
        _ = try CellGenProcess.run(["generate", input.path, "--output", output.path])
        try FileManager.default.removeItem(at: input.appendingPathComponent("ArticleFeed.screen.yml"))
        let run = try CellGenProcess.run(["generate", input.path, "--output", output.path])
        #expect(run.stdout.contains("1 removed"))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: output.path))
            == ["CatalogSearch+CellGen.swift", "CellGenSupport.swift", "Mine.swift"])
    }

    @Test("an error in any spec writes nothing at all")
    func nothingWrittenOnError() throws {
        let output = try CellGenProcess.temporaryFolder(), input = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output); try? FileManager.default.removeItem(at: input) }
        try FileManager.default.copyItem(atPath: specs + "/CatalogSearch.screen.yml", toPath: input.appendingPathComponent("CatalogSearch.screen.yml").path)
        try "screen: Broken\ncells: {}\n".write(to: input.appendingPathComponent("Broken.screen.yml"), atomically: true, encoding: .utf8)
        let run = try CellGenProcess.run(["generate", input.path, "--output", output.path])
        #expect(run.status == 1)
        #expect(run.stderr.contains("Broken.screen.yml:2:8: error: 'cells' must not be empty"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
    }

    @Test("the binary works when copied alone to another folder")
    func copiedBinary() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("cellgen")
        try FileManager.default.copyItem(at: CellGenProcess.binary, to: copy)
        let run = try CellGenProcess.run(["generate", specs, "--output", folder.appendingPathComponent("out").path], binary: copy, in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).count == 8)
    }

    @Test("a FIFO as a spec and a file as the output folder get clear errors, at once")
    func irregularPaths() throws {
        let folder = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("Pipe.screen.yml").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let lint = try CellGenProcess.run(["lint", fifo])
        #expect(lint.status == 1 && lint.stderr.contains("\(fifo):1:1: error: this is a named pipe (FIFO), not a file"))
        let file = folder.appendingPathComponent("NotAFolder.swift")
        try "// mine\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try CellGenProcess.run(["generate", specs, "--output", file.path])
        #expect(run.status == 1 && run.stderr.contains("cellgen: error: the output '\(file.path)' is a file, not a folder"))
        #expect(try String(contentsOf: file, encoding: .utf8) == "// mine\n")
    }
}
