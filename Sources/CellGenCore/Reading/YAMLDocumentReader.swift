import Foundation

/// Reads a spec file's bytes into one `YAMLNode` tree through libyaml, and enforces the YAML
/// subset a spec may use: one document, UTF-8, no tags, no anchors or aliases (so no alias
/// bombs), no merge keys, no duplicate keys, and the `ReaderLimits`.
///
/// Policy problems are collected and reading goes on, so one run shows all of them; a libyaml
/// syntax error or a crossed limit ends reading at once.
public struct YAMLDocumentReader: Sendable {
    public var limits: ReaderLimits
    /// Whether a file without a document is fine (a `cellgen.yml` of comments) or an error (a spec).
    public var allowsEmptyFile: Bool

    public init(limits: ReaderLimits = .default, allowsEmptyFile: Bool = false) {
        self.limits = limits
        self.allowsEmptyFile = allowsEmptyFile
    }

    public struct Document: Sendable {
        /// The document's root, unless reading had to stop; may be present alongside errors.
        public var root: YAMLNode?
        public var diagnostics: Diagnostics
    }

    public func read(_ bytes: [UInt8], file: String) -> Document {
        var diagnostics = Diagnostics()
        if let problem = EncodingCheck.problem(in: bytes, limits: limits) {
            diagnostics.error(problem, at: .start(of: file))
            return Document(root: nil, diagnostics: diagnostics)
        }
        if let offset = EncodingCheck.strayByteOrderMark(in: bytes) {
            let mark = bytes.withUnsafeBufferPointer { TextPosition.mark(atByteOffset: offset, in: $0) }
            diagnostics.error(
                "an invisible byte order mark (U+FEFF) is only allowed at the start of the file; delete it",
                at: SourceLocation(file: file, line: mark.line, column: mark.column))
            return Document(root: nil, diagnostics: diagnostics)
        }
        var composer = TreeComposer(file: file, limits: limits, allowsEmptyFile: allowsEmptyFile)
        let parser = YAMLEventParser(bytes: bytes)
        do {
            while let event = try parser.next() {
                if composer.consume(event) == .stop { break }
            }
        } catch {
            let note = error.note.map { Diagnostic.Note($0.message, at: composer.location($0.mark)) }
            composer.diagnostics.error(error.message, at: composer.location(error.mark), notes: note.map { [$0] } ?? [])
            return Document(root: nil, diagnostics: composer.diagnostics)
        }
        return Document(root: composer.root, diagnostics: composer.diagnostics)
    }
}

/// Checks that must run before libyaml sees the bytes: size, and encodings libyaml would
/// silently accept (UTF-16) or misreport.
enum EncodingCheck {
    static func problem(in bytes: [UInt8], limits: ReaderLimits) -> String? {
        if let problem = limits.fileSizeProblem(bytes.count) { return problem }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return "the file is UTF-32; save it as UTF-8"
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return "the file is UTF-16; save it as UTF-8"
        }
        // Text in UTF-16 or UTF-32 without a byte order mark starts with a zero byte next to an
        // ASCII one; UTF-8 YAML never contains a zero byte.
        if bytes.count >= 2, (bytes[0] == 0) != (bytes[1] == 0) {
            return "the file looks like UTF-16 or UTF-32 (it has zero bytes); save it as UTF-8"
        }
        return nil
    }

    /// The byte offset of a U+FEFF after the first character. libyaml reads one there as part
    /// of the text and then reports a confusing syntax error somewhere after it. Its first byte
    /// is looked for with `memchr`, many bytes at a time: most specs have none.
    static func strayByteOrderMark(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return nil }
            var index = 1
            while index + 2 < bytes.count,
                let found = memchr(base + index, 0xEF, bytes.count - 2 - index)
            {
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF { return index }
                index += 1
            }
            return nil
        }
    }
}
