import Foundation

/// What writing a set of generated files into a folder would change, worked out before anything
/// is touched: the files to write (new or different bytes), the files already up to date, and
/// the files CellGen generated earlier for specs that no longer exist.
public struct OutputPlan: Sendable {
    public struct Change: Sendable, Equatable {
        public var file: GeneratedFile
        /// The folder's current text, nil for a new file.
        public var previous: String?
    }

    public var folder: String
    public var changes: [Change]
    public var unchanged: [String]
    /// Files that carry CellGen's header but are no longer generated, with their text.
    public var removals: [(name: String, previous: String)]

    public var isUpToDate: Bool { changes.isEmpty && removals.isEmpty }

    /// Compares `files` with what `folder` holds. Only files directly in the folder are
    /// considered for removal, and only those starting with CellGen's header.
    public static func make(
        for files: [GeneratedFile], in folder: String, removingStale: Bool = true, fileManager: FileManager = .default
    ) -> OutputPlan {
        var changes: [Change] = []
        var unchanged: [String] = []
        for file in files.sorted(by: { $0.name < $1.name }) {
            let existing = fileManager.contents(atPath: path(file.name, in: folder))
            // Bytes, not Strings: String equality treats canonically equivalent text as equal.
            if existing == Data(file.contents.utf8) {
                unchanged.append(file.name)
            } else {
                changes.append(Change(file: file, previous: existing.map { String(decoding: $0, as: UTF8.self) }))
            }
        }
        let generated = Set(files.map(\.name))
        let existing = removingStale ? ((try? fileManager.contentsOfDirectory(atPath: folder)) ?? []).sorted() : []
        let removals = existing.compactMap { name -> (name: String, previous: String)? in
            guard name.hasSuffix(".swift"), !generated.contains(name),
                  let text = try? String(contentsOfFile: path(name, in: folder), encoding: .utf8),
                  text.hasPrefix(FileHeader.marker)
            else { return nil }
            return (name, text)
        }
        return OutputPlan(folder: folder, changes: changes, unchanged: unchanged, removals: removals)
    }

    static func path(_ name: String, in folder: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }

    /// A unified diff from the folder as it is to the folder as `generate` would leave it.
    public var diff: String {
        var text = ""
        for change in changes {
            text += UnifiedDiff.make(
                from: change.previous ?? "", to: change.file.contents,
                oldName: change.previous == nil ? "/dev/null" : "a/\(change.file.name)", newName: "b/\(change.file.name)")
        }
        for removal in removals {
            text += UnifiedDiff.make(from: removal.previous, to: "", oldName: "a/\(removal.name)", newName: "/dev/null")
        }
        return text
    }
}
