import Foundation

/// Brings an output folder in line with what CellGen generates, one file at a time on all
/// cores: each screen's file is rendered, compared with the bytes in the folder and written (or,
/// checking, diffed) before its text is dropped. A run therefore holds about one file per core
/// in memory, not the whole output, and a folder that is up to date costs a read per file.
/// Files whose bytes did not change are not touched at all.
public struct OutputSync: Sendable {
    public enum Mode: Sendable {
        /// Write what changed and remove stale files.
        case write
        /// Touch nothing; report what `write` would change as a unified diff.
        case check
    }

    public var folder: String
    public var mode: Mode
    /// When set, files in the folder that start with it and are not generated now are removed
    /// (or, when checking, reported): files an earlier run generated for specs that are gone.
    /// Only right when the inputs are every spec of the target; nil leaves every file alone.
    public var staleFileMarker: String?

    public init(folder: String, mode: Mode, staleFileMarker: String?) {
        self.folder = folder
        self.mode = mode
        self.staleFileMarker = staleFileMarker
    }

    public struct Outcome: Sendable {
        /// Files written, or when checking, files that would be: in name order.
        public var changed: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
        /// When checking: from the folder as it is to the folder as `write` would leave it.
        public var diff = ""
        /// Render and write time, summed over all cores.
        public var timings = StageTimings()
        /// The stable hash of every generated file's bytes, for the `GenerationRecord`.
        public var hashes: [String: UInt64] = [:]
        /// Nothing was rendered: the folder's record showed it up to date.
        public var upToDateByRecord = false

        public var isUpToDate: Bool { changed.isEmpty && removed.isEmpty }
    }

    /// Makes the generated files: those of each source (a screen's file, and its models file
    /// when they are separate), rendered in parallel through `render`, plus
    /// `others` (rendered already, such as the support file). Stops at the first error, but
    /// files of other sources may have been written by then: call it only with sources that
    /// render (for screens: checked ones, and a template set that renders; rendering fails only
    /// for a missing template, and then for every screen alike, before anything is written).
    public func run<Source: Sendable>(
        _ sources: [Source], render: @Sendable (Source) throws -> [GeneratedFile], others: [GeneratedFile]
    ) throws -> Outcome {
        if FileManager.default.fileExists(atPath: folder), !FileManager.default.isDirectory(folder) {
            throw OutputError(message: "the output '\(folder)' is a file, not a folder")
        }
        if mode == .write {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            OutputWriter().removeAbandonedTemporaryFiles(in: folder)
        }
        // Listed before this run adds its files: the stale ones were there already, and a folder
        // made afresh lists nothing, where listing it after the run (and sorting a thousand
        // names) took milliseconds on one core after the last file was written.
        let earlierFiles = staleFileMarker != nil ? swiftFiles() : []
        let clock = ContinuousClock()
        let results =
            sources.concurrentMap { source in
                Result { () throws -> [FileResult] in
                    let start = clock.now
                    let files = try render(source)
                    let rendered = start.duration(to: clock.now)
                    // A source's render time is counted once, with its first file.
                    return try files.enumerated().map { try sync($1, rendered: $0 == 0 ? rendered : .zero) }
                }
            } + others.map { file in Result { try [sync(file, rendered: .zero)] } }

        var outcome = Outcome()
        for file in try results.flatMap({ try $0.get() }).sorted(by: { $0.name < $1.name }) {
            outcome.timings.render += file.renderTime
            outcome.timings.write += file.writeTime
            if file.changed { outcome.changed.append(file.name) } else { outcome.unchanged.append(file.name) }
            outcome.diff += file.diff
            outcome.hashes[file.name] = file.hash
        }
        if let staleFileMarker, !earlierFiles.isEmpty {
            try removeStaleFiles(
                among: earlierFiles, startingWith: staleFileMarker, keeping: Set(outcome.changed + outcome.unchanged),
                into: &outcome)
        }
        return outcome
    }

    /// For a folder known to be up to date (its `GenerationRecord` matches): nothing is
    /// rendered, only stale files are removed (or reported).
    public func upToDate(_ names: [String]) throws -> Outcome {
        var outcome = Outcome()
        outcome.unchanged = names.sorted()
        outcome.upToDateByRecord = true
        if let staleFileMarker {
            try removeStaleFiles(among: swiftFiles(), startingWith: staleFileMarker, keeping: Set(names), into: &outcome)
        }
        return outcome
    }

    private struct FileResult: Sendable {
        var name: String
        var hash: UInt64
        var changed: Bool
        var diff = ""
        var renderTime: Duration
        var writeTime: Duration = .zero
    }

    private func sync(_ file: GeneratedFile, rendered: Duration) throws -> FileResult {
        let start = ContinuousClock.now
        let hash = StableHash.of(file.bytes)
        let existing = FileBytes.read(OutputWriter.path(file.name, in: folder))
        // Bytes, not Strings: String equality treats canonically equivalent text as equal.
        if let existing, existing == file.bytes {
            return FileResult(
                name: file.name, hash: hash, changed: false, renderTime: rendered, writeTime: start.duration(to: .now))
        }
        var result = FileResult(name: file.name, hash: hash, changed: true, renderTime: rendered)
        switch mode {
        case .write:
            try OutputWriter().replace(file.name, with: file.bytes, in: folder)
        case .check:
            result.diff = UnifiedDiff.make(
                from: existing.map { String(decoding: $0, as: UTF8.self) } ?? "", to: file.contents,
                oldName: existing == nil ? "/dev/null" : "a/\(file.name)", newName: "b/\(file.name)")
        }
        result.writeTime = start.duration(to: .now)
        return result
    }

    /// The names of the Swift files directly in the folder, in order.
    private func swiftFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    }

    /// Files among `names` (of the folder) that start with `marker` and are not generated now.
    private func removeStaleFiles(
        among names: [String], startingWith marker: String, keeping generated: Set<String>, into outcome: inout Outcome
    ) throws {
        for name in names where !generated.contains(name) {
            guard let text = try? String(contentsOfFile: OutputWriter.path(name, in: folder), encoding: .utf8),
                text.hasPrefix(marker)
            else { continue }
            switch mode {
            case .write: try OutputWriter().remove(name, in: folder)
            case .check:
                outcome.diff += UnifiedDiff.make(from: text, to: "", oldName: "a/\(name)", newName: "/dev/null")
            }
            outcome.removed.append(name)
        }
    }
}
