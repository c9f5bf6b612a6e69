@testable import CellGenCore
import Foundation
import Testing

@Suite("output writer and folder sync")
struct OutputWriterTests {
    let folder: String

    init() throws {
        folder = try CellGenProcess.temporaryFolder().path
    }

    private func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test("names that would leave the folder never reach the file system", arguments: ["../x.swift", "a/b.swift", "/etc/x", ".", "..", "", "x\0y.swift"])
    func refusesPaths(_ name: String) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: OutputError.self) { try OutputWriter().replace(name, with: "x", in: folder) }
        #expect(throws: OutputError.self) { try OutputWriter().writeNewFiles([GeneratedFile(name: name, contents: "x")], in: folder) }
        #expect(try names().isEmpty)
    }

    @Test("a temporary file names its writer; those of finished processes are removed, others kept")
    func abandonedTemporaryFiles() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mine = TemporaryName.make(for: "A.swift")
        #expect(TemporaryName.writer(of: mine) == getpid())
        #expect(TemporaryName.writer(of: "A.swift") == nil && TemporaryName.writer(of: ".A.swift.cellgen-12-x") == nil)
        let gone = try #require((300_000...4_000_000).lazy.map { pid_t($0) }.first { kill($0, 0) != 0 && errno == ESRCH })
        let abandoned = ".B.swift.cellgen-\(gone)-7", running = ".C.swift.cellgen-\(getppid())-7"
        for name in [abandoned, running, ".D.swift.cellgen-notapid"] {
            #expect(FileManager.default.createFile(atPath: OutputWriter.path(name, in: folder), contents: Data()))
        }
        OutputWriter().removeAbandonedTemporaryFiles(in: folder)
        #expect(try names() == [running, ".D.swift.cellgen-notapid"].sorted())
    }

    @Test("check touches nothing and diffs; write changes only what differs and removes only CellGen's stale files")
    func sync() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let header = FileHeader.marker
        try "\(header)\nold\n".write(toFile: OutputWriter.path("A.swift", in: folder), atomically: true, encoding: .utf8)
        try "\(header)\nsame\n".write(toFile: OutputWriter.path("B.swift", in: folder), atomically: true, encoding: .utf8)
        try "\(header)\nstale\n".write(toFile: OutputWriter.path("Gone.swift", in: folder), atomically: true, encoding: .utf8)
        try "// mine\n".write(toFile: OutputWriter.path("Mine.swift", in: folder), atomically: true, encoding: .utf8)
        let files = [GeneratedFile(name: "A.swift", contents: "\(header)\nnew\n"), GeneratedFile(name: "B.swift", contents: "\(header)\nsame\n"),
                     GeneratedFile(name: "C.swift", contents: "\(header)\nadded\n")]
        let before = try names()

        let check = try OutputSync(folder: folder, mode: .check, staleFileMarker: header).run(files, render: { [$0] }, others: [])
        #expect(try names() == before)
        #expect(check.changed == ["A.swift", "C.swift"] && check.unchanged == ["B.swift"] && check.removed == ["Gone.swift"])
        #expect(check.diff.contains("-old\n+new\n") && check.diff.contains("+++ b/C.swift") && check.diff.contains("-stale\n"))

        let write = try OutputSync(folder: folder, mode: .write, staleFileMarker: header).run(files, render: { [$0] }, others: [])
        #expect(write.changed == check.changed && write.removed == check.removed)
        #expect(try names() == ["A.swift", "B.swift", "C.swift", "Mine.swift"])
        #expect(try String(contentsOfFile: OutputWriter.path("A.swift", in: folder), encoding: .utf8) == "\(header)\nnew\n")
        let again = try OutputSync(folder: folder, mode: .check, staleFileMarker: header).run(files, render: { [$0] }, others: [])
        #expect(again.isUpToDate && again.diff.isEmpty)
    }
}
