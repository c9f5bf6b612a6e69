import Foundation

/// The specs and cell libraries of a folder as they were at a git revision, and its
/// `cellgen.yml`, written to a temporary folder (same relative paths) for `cellgen diff --base`
/// to read like any others.
struct GitRevisionFiles {
    /// The temporary folder standing for the folder at the revision.
    let folder: String
    /// The spec and library files in it, sorted (not `cellgen.yml`).
    let files: [String]
    let revision: String
    /// The folder as the user named it.
    let given: String

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(revision: String, folder given: String) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: given, isDirectory: &isFolder), isFolder.boolValue else {
            throw Failure(description: "\(given) is not a folder")
        }
        let top = try Self.text(Self.git(["rev-parse", "--show-toplevel"], in: given))
        let prefix = try Self.text(Self.git(["rev-parse", "--show-prefix"], in: given))
        guard (try? Self.git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: top)) != nil else {
            throw Failure(description: "'\(revision)' is not a commit of the git repository at \(top)")
        }
        // NUL-separated: git quotes names with other than ASCII otherwise. Hidden folders are
        // skipped, as the discovery of specs skips them.
        let listed = String(
            decoding: try Self.git(
                ["ls-tree", "-r", "-z", "--name-only", revision, "--", prefix.isEmpty ? "." : prefix], in: top),
            as: UTF8.self
        )
        .split(separator: "\0").map(String.init)
        .filter { path in
            let relative = path.dropFirst(prefix.count)
            return relative == TargetConfiguration.fileName
                || (SpecFileName.isSpec(path) || SpecFileName.isLibrary(path))
                    && !relative.split(separator: "/").contains { $0.hasPrefix(".") }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellgen-diff-\(UUID().uuidString)")
            .path
        var written: [String] = []
        do {
            for path in listed {
                let target = (folder as NSString).appendingPathComponent(String(path.dropFirst(prefix.count)))
                try FileManager.default.createDirectory(
                    atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Self.git(["show", "\(revision):\(path)"], in: top).write(to: URL(fileURLWithPath: target))
                written.append(target)
            }
        } catch {
            try? FileManager.default.removeItem(atPath: folder)
            throw error
        }
        self.folder = folder
        self.revision = revision
        self.given = given
        files = written.filter { !$0.hasSuffix("/" + TargetConfiguration.fileName) }.sorted()
    }

    /// `diagnostic` at the file it stands for, `given/Feed.screen.yml` rather than the temporary
    /// copy, which is gone when it is read, and saying which revision it is about.
    func atRevision(_ diagnostic: Diagnostic) -> Diagnostic {
        var diagnostic = diagnostic
        diagnostic.location = diagnostic.location.map(atRevision)
        diagnostic.notes = diagnostic.notes.map { Diagnostic.Note($0.message, at: $0.location.map(atRevision)) }
        diagnostic.message += " (at revision \(revision))"
        return diagnostic
    }

    private func atRevision(_ location: SourceLocation) -> SourceLocation {
        guard location.file.hasPrefix(folder + "/") else { return location }
        var location = location
        location.file = (given as NSString).appendingPathComponent(String(location.file.dropFirst(folder.count + 1)))
        return location
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func text(_ data: Data) -> String {
        String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs git in `directory`; its output, or a failure with what git printed. What git prints
    /// on standard error goes to a file, so a full pipe cannot stall it while its output is read.
    private static func git(_ arguments: [String], in directory: String) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cellgen-git-\(UUID().uuidString)")
        // A file that cannot be made fails the FileHandle below, which says why.
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let errors = try FileHandle(forWritingTo: errorFile)
        defer { try? errors.close() }
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = text((try? Data(contentsOf: errorFile)) ?? Data())
            throw Failure(
                description: "git \(arguments.first ?? "") failed in \(directory)"
                    + (detail.isEmpty ? "" : ": \(detail)"))
        }
        return data
    }
}
