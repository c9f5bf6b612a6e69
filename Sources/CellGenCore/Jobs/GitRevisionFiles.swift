import Foundation

/// The specs and cell libraries of a folder as they were at a git revision, written to a
/// temporary folder (same relative paths) for `cellgen diff --base` to read like any others.
struct GitRevisionFiles {
    /// The temporary folder standing for the folder at the revision.
    let folder: String
    /// The spec and library files in it, sorted.
    let files: [String]

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    init(revision: String, folder given: String) throws {
        let top = try Self.git(["rev-parse", "--show-toplevel"], in: given).trimmingCharacters(in: .whitespacesAndNewlines)
        let prefix = try Self.git(["rev-parse", "--show-prefix"], in: given).trimmingCharacters(in: .whitespacesAndNewlines)
        guard (try? Self.git(["rev-parse", "--verify", "--quiet", revision + "^{commit}"], in: top)) != nil else {
            throw Failure(description: "'\(revision)' is not a commit of the git repository at \(top)")
        }
        let listed = try Self.git(["ls-tree", "-r", "--name-only", revision, "--", prefix.isEmpty ? "." : prefix], in: top)
            .split(separator: "\n").map(String.init)
            .filter { SpecFileName.isSpec($0) || SpecFileName.isLibrary($0) }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellgen-diff-\(UUID().uuidString)").path
        var written: [String] = []
        for path in listed {
            let relative = String(path.dropFirst(prefix.count))
            let target = (folder as NSString).appendingPathComponent(relative)
            try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(try Self.git(["show", "\(revision):\(path)"], in: top).utf8).write(to: URL(fileURLWithPath: target))
            written.append(target)
        }
        files = written.sorted()
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Runs git in `directory`; its output, or a failure with what git printed.
    private static func git(_ arguments: [String], in directory: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let detail = message.trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(description: "git \(arguments.first ?? "") failed in \(directory)" + (detail.isEmpty ? "" : ": \(detail)"))
        }
        return String(decoding: data, as: UTF8.self)
    }
}
