import Foundation

/// What the last complete `generate` into a folder read and wrote, so that a run whose inputs
/// and outputs are all unchanged can stop after hashing them instead of parsing, checking and
/// rendering every spec again. It is a cache of this machine, kept outside the output folder
/// (which teams commit): in `$CELLGEN_CACHE_DIR`, else the user's caches folder
/// (`~/.cache/cellgen`, `~/Library/Caches/cellgen`), one file per output folder.
///
/// The record is only a shortcut, never a source of truth: a run is skipped only when the
/// fingerprint of everything that decides the output (this binary, the templates, the target
/// configuration, every spec's name and bytes) equals the recorded one *and* every generated
/// file in the folder still has the recorded bytes. Anything else (an edited spec or template,
/// a new binary, a hand-edited, deleted or half-written output, a damaged record) means a full
/// run, which writes a new record. Specs with diagnostics are never recorded, so their
/// warnings are printed on every run.
public struct GenerationRecord: Equatable, Sendable {
    static let header = "cellgen-record 1"

    /// The fingerprint of the inputs.
    public var inputs: UInt64
    /// Each generated file's name and the hash of its bytes.
    public var outputs: [String: UInt64]

    public init(inputs: UInt64, outputs: [String: UInt64]) {
        self.inputs = inputs
        self.outputs = outputs
    }

    /// The fingerprint of a run: `environment` (binary, templates, configuration) and each spec
    /// file's name and bytes, in the given order. Nil when a spec cannot be read.
    public static func fingerprint(environment: [String], specs: [String]) -> UInt64? {
        let hashes = specs.concurrentMap { file -> UInt64? in
            FileBytes.read(file).map { StableHash.of($0) }
        }
        return fingerprint(environment: environment, specs: specs, contentHashes: hashes)
    }

    /// The same from each spec's `StableHash` of its bytes (`contentHashes`, in the order of
    /// `specs`), for specs already read. Nil when one has none.
    public static func fingerprint(environment: [String], specs: [String], contentHashes: [UInt64?]) -> UInt64? {
        var hash = StableHash()
        for part in environment { hash.combine(part) }
        for (file, contentHash) in zip(specs, contentHashes) {
            guard let contentHash else { return nil }
            hash.combine(SpecFileName.lastComponent(of: file))
            hash.combine(contentHash)
        }
        return hash.value
    }

    /// Where the record of an output folder is kept.
    public static func location(for outputFolder: String) -> URL {
        let environment = ProcessInfo.processInfo.environment["CELLGEN_CACHE_DIR"].map { URL(fileURLWithPath: $0) }
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first?.appendingPathComponent(
            "cellgen")
        let folder = environment ?? caches ?? FileManager.default.temporaryDirectory.appendingPathComponent("cellgen")
        var hash = StableHash()
        hash.combine(URL(fileURLWithPath: outputFolder).standardizedFileURL.path)
        return folder.appendingPathComponent("record-\(String(hash.value, radix: 16))")
    }

    /// The record of the output folder, if there is one that reads back exactly.
    public static func load(for outputFolder: String) -> GenerationRecord? {
        guard let text = text(for: outputFolder) else { return nil }
        return parse(text)
    }

    /// The record of the output folder when it may still match it (`mayMatchFolder`). The file
    /// of the first entry is looked for before the rest is parsed: a record keeps its entries in
    /// name order, so that is the file `mayMatchFolder` looks for, and when it is gone (a run into
    /// a folder made afresh at a path that had a record) the record costs a read and a `stat`
    /// instead of parsing a line per file on the one core busy before checking starts. Any file of
    /// a record missing rules it out, so a record not in order is ruled out no less rightly.
    static func loadIfItMayMatch(_ outputFolder: String) -> GenerationRecord? {
        guard let text = text(for: outputFolder) else { return nil }
        let lines = text.utf8.split(separator: UInt8(ascii: "\n"), maxSplits: 3, omittingEmptySubsequences: false)
        if lines.count > 2, let name = lines[2].split(separator: UInt8(ascii: " ")).first,
            !FileManager.default.fileExists(atPath: OutputWriter.path(String(Substring(name)), in: outputFolder))
        {
            return nil
        }
        return parse(text).flatMap { $0.mayMatchFolder(outputFolder) ? $0 : nil }
    }

    private static func text(for outputFolder: String) -> String? {
        FileManager.default.contents(atPath: location(for: outputFolder).path).flatMap {
            String(data: $0, encoding: .utf8)
        }
    }

    private static func parse(_ text: String) -> GenerationRecord? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= 3, lines.removeLast().isEmpty, lines.removeFirst() == header,
            let inputs = UInt64(lines.removeFirst(), radix: 16)
        else { return nil }
        var outputs: [String: UInt64] = [:]
        for line in lines {
            let parts = line.split(separator: " ")
            guard parts.count == 2, let hash = UInt64(parts[1], radix: 16),
                outputs.updateValue(hash, forKey: String(parts[0])) == nil
            else { return nil }
        }
        return GenerationRecord(inputs: inputs, outputs: outputs)
    }

    /// Saves the record of the output folder, replacing the old one in one step. A cache that
    /// cannot be written (a read-only home, a sandbox) only costs the next run its shortcut.
    /// The entries are written in name order (see `loadIfItMayMatch`), as bytes appended to one
    /// buffer: a line per generated file, after the last file was written, on one core.
    public func save(for outputFolder: String) {
        var text: [UInt8] = []
        text.reserveCapacity(64 * (outputs.count + 2))
        for line in [Self.header, String(inputs, radix: 16)] {
            text += line.utf8
            text.append(UInt8(ascii: "\n"))
        }
        for (name, hash) in outputs.sorted(by: { $0.key < $1.key }) {
            text += name.utf8
            text.append(UInt8(ascii: " "))
            text += String(hash, radix: 16).utf8
            text.append(UInt8(ascii: "\n"))
        }
        let file = Self.location(for: outputFolder)
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? OutputWriter().replace(file.lastPathComponent, with: text, in: file.deletingLastPathComponent().path)
    }

    /// A first look, before the specs and outputs are hashed: whether `folder` still holds a
    /// recorded file. A folder emptied or made afresh since the record was saved does not, and
    /// cannot match (`matchesFolder`).
    public func mayMatchFolder(_ folder: String) -> Bool {
        guard let name = outputs.keys.min() else { return false }
        return FileManager.default.fileExists(atPath: OutputWriter.path(name, in: folder))
    }

    /// Whether every recorded file is in `folder` with the recorded bytes, and the recorded
    /// files are exactly `expected`.
    public func matchesFolder(_ folder: String, expected: Set<String>) -> Bool {
        guard Set(outputs.keys) == expected else { return false }
        let matches = outputs.sorted { $0.key < $1.key }.concurrentMap { name, hash in
            FileManager.default.contents(atPath: OutputWriter.path(name, in: folder)).map { StableHash.of($0) } == hash
        }
        return !matches.contains(false)
    }
}
