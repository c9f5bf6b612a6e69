import Foundation

/// Carries out an `OutputPlan`: every file is written to a temporary file in the same folder
/// and renamed over the old one, so a reader (or a killed run) only ever sees the old or the
/// new contents, never a part. Files whose bytes did not change are not touched at all.
public struct OutputWriter: Sendable {
    public init() {}

    public struct Summary: Sendable, Equatable {
        public var written: [String]
        public var removed: [String]
        public var unchanged: [String]
    }

    public func apply(_ plan: OutputPlan) throws -> Summary {
        try FileManager.default.createDirectory(atPath: plan.folder, withIntermediateDirectories: true)
        for change in plan.changes {
            try writeAtomically(change.file.contents, to: OutputPlan.path(try checkedName(change.file.name), in: plan.folder))
        }
        for removal in plan.removals {
            try FileManager.default.removeItem(atPath: OutputPlan.path(try checkedName(removal.name), in: plan.folder))
        }
        return Summary(written: plan.changes.map(\.file.name), removed: plan.removals.map(\.name), unchanged: plan.unchanged)
    }

    /// Writes the files that do not exist yet and leaves every existing one alone: for files a
    /// team owns once written (scaffolded cells, starter specs).
    public func writeNewFiles(_ files: [GeneratedFile], in folder: String) throws -> (written: [String], kept: [String]) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var written: [String] = [], kept: [String] = []
        for file in files {
            let path = OutputPlan.path(try checkedName(file.name), in: folder)
            if FileManager.default.fileExists(atPath: path) {
                kept.append(file.name)
            } else {
                try writeAtomically(file.contents, to: path)
                written.append(file.name)
            }
        }
        return (written, kept)
    }

    /// Names come from validated screen names; this is the last line of defence against a name
    /// that would leave the output folder.
    private func checkedName(_ name: String) throws -> String {
        guard !name.isEmpty, !name.contains("/"), !name.contains("\0"), name != ".", name != ".." else {
            throw OutputError(message: "refusing to write '\(name)': not a plain file name")
        }
        return name
    }

    private func writeAtomically(_ contents: String, to path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\(name).cellgen-\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0 ... .max))")
        guard FileManager.default.createFile(atPath: temporary, contents: Data(contents.utf8)) else {
            throw OutputError(message: "cannot write \(temporary)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw OutputError(message: "cannot replace \(path): \(reason)")
        }
    }
}

public struct OutputError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
