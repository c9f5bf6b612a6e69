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
        #expect(failed.stdout.contains(#"-                id: id, header: .title(NSLocalizedString("Products", bundle: bundle, comment: "Header of section 'products'")),"#))
        #expect(failed.stdout.contains(#"+                id: id, header: .title(NSLocalizedString("Found products", bundle: bundle, comment: "Header of section 'products'")),"#))
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

    @Test("check and stale-file removal know a library's output, through the generation record too")
    func libraryOutputs() throws {
        let input = try LibraryFolder.make(), output = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input.url); try? FileManager.default.removeItem(at: output) }
        try "// mine\n".write(to: output.appendingPathComponent("Mine.swift"), atomically: true, encoding: .utf8)
        let first = try CellGenProcess.run(["generate", input.path, "--output", output.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "4 specs: 5 files written, 0 removed, 0 unchanged in \(output.path)\n")
        let fresh = try CellGenProcess.run(["check", input.path, "--output", output.path])
        #expect(fresh.status == 0 && fresh.stdout == "\(output.path) is up to date (5 files)\n", "\(fresh.stdout)\(fresh.stderr)")
        // The generation record lists the library's output with the screens': a second run stops at it.
        let again = try CellGenProcess.run(["generate", input.path, "--output", output.path, "--timings"])
        #expect(again.stdout == "4 specs: 0 files written, 0 removed, 5 unchanged in \(output.path)\n")
        #expect(again.stderr.contains("nothing parsed or rendered"), "\(again.stderr)")

        // A library edit changes the record's inputs: check fails, naming the library's file and Profile's.
        try input.edit("Kit.cells.yml", LibraryFolder.payloadEdit)
        var before = try CellGenProcess.contents(of: output)
        var failed = try CellGenProcess.run(["check", input.path, "--output", output.path])
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("+++ b/Kit+CellGen.swift") && failed.stdout.contains("+++ b/Profile+CellGen.swift"))
        #expect(!failed.stdout.contains("Notes+CellGen.swift"))
        #expect(failed.stderr == "cellgen: error: \(output.path) is out of date; run cellgen generate\n")
        #expect(try CellGenProcess.contents(of: output) == before)
        let fixed = try CellGenProcess.run(["generate", input.path, "--output", output.path])
        #expect(fixed.stdout == "4 specs: 2 files written, 0 removed, 3 unchanged in \(output.path)\n")
        #expect(try CellGenProcess.run(["check", input.path, "--output", output.path]).status == 0)

        // A hand edit of the library's output, after a run that saved a record: the record does not hide it.
        let kit = output.appendingPathComponent("Kit+CellGen.swift")
        try (try String(contentsOf: kit, encoding: .utf8) + "// edited\n").write(to: kit, atomically: true, encoding: .utf8)
        failed = try CellGenProcess.run(["check", input.path, "--output", output.path])
        #expect(failed.status == 1 && failed.stdout.contains("--- a/Kit+CellGen.swift") && failed.stdout.contains("-// edited"))
        let restored = try CellGenProcess.run(["generate", input.path, "--output", output.path, "--timings"])
        #expect(restored.stdout == "4 specs: 1 file written, 0 removed, 4 unchanged in \(output.path)\n")
        #expect(!restored.stderr.contains("nothing parsed or rendered"))

        // The library deleted and gone from uses: its file is stale, Mine.swift is not.
        try input.remove("Kit.cells.yml")
        try input.dropUses()
        before = try CellGenProcess.contents(of: output)
        failed = try CellGenProcess.run(["check", input.path, "--output", output.path])
        #expect(failed.status == 1 && failed.stdout.contains("--- a/Kit+CellGen.swift\n+++ /dev/null"))
        #expect(try CellGenProcess.contents(of: output) == before)
        let removed = try CellGenProcess.run(["generate", input.path, "--output", output.path])
        #expect(removed.status == 0 && removed.stdout.contains(" 1 removed,"), "\(removed.stdout)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: output.path))
            == ["CellGenSupport.swift", "Mine.swift", "Notes+CellGen.swift", "Plain+CellGen.swift", "Profile+CellGen.swift"])
        #expect(try String(contentsOf: output.appendingPathComponent("Mine.swift"), encoding: .utf8) == "// mine\n")
        #expect(try CellGenProcess.run(["check", input.path, "--output", output.path]).status == 0)
    }

    @Test("--screens-only writes a library only when it is the command's one kind of input, and removes nothing")
    func libraryScreensOnly() throws {
        let input = try LibraryFolder.make(), output = try CellGenProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: input.url); try? FileManager.default.removeItem(at: output) }
        let kit = input.path + "/Kit.cells.yml", profile = input.path + "/Profile.screen.yml"
        // As the build plugin runs it: one command per screen, given the libraries it uses, and one per library.
        let screen = try CellGenProcess.run(["generate", "--screens-only", kit, profile, "--output", output.path])
        #expect(screen.status == 0 && screen.stdout == "2 specs: 1 file written, 0 removed, 0 unchanged in \(output.path)\n")
        let library = try CellGenProcess.run(["generate", "--screens-only", kit, "--output", output.path])
        #expect(library.status == 0 && library.stdout == "1 spec: 1 file written, 0 removed, 0 unchanged in \(output.path)\n")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: output.path)) == ["Kit+CellGen.swift", "Profile+CellGen.swift"])
        try input.remove("Kit.cells.yml")
        try input.dropUses()
        let after = try CellGenProcess.run(["generate", "--screens-only", input.path, "--output", output.path])
        #expect(after.status == 0 && after.stdout.contains(" 0 removed,"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("Kit+CellGen.swift").path),
                "--screens-only never removes a file, a library's neither")
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
