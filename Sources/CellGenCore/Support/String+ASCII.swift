/// Checks on a text's UTF-8 bytes, read in place where the string has them contiguous (native
/// and small strings): nearly every name and message is ASCII, and the fast paths that skip
/// Unicode work for it all start here.
extension String {
    /// Whether every byte of the text is ASCII: read eight bytes at a time where the text is
    /// contiguous, as names are looked at this way about half a million times a run.
    var isASCII: Bool {
        utf8.withContiguousStorageIfAvailable(Self.isASCII) ?? utf8.allSatisfy { $0 < 0x80 }
    }

    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var index = 0
        var combined: UInt64 = 0
        while index + 8 <= bytes.count {
            combined |= UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            combined |= UInt64(base[index])
            index += 1
        }
        return combined & 0x8080_8080_8080_8080 == 0
    }

    /// Whether the text is printable ASCII only (space to tilde): no control character, no line
    /// break, nothing invisible.
    var isPrintableASCII: Bool {
        allUTF8 { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The parts between the text's dots (`Module.Type`, `a.b`), empty parts kept or not. An
    /// ASCII text splits the same on bytes, without breaking it into characters first (which
    /// cost about ten times as much); elsewhere a dot followed by a combining mark is one
    /// character, not a separator.
    func splitAtDots(omittingEmptyParts: Bool) -> [String] {
        // Most names have no dot at all.
        if allUTF8({ $0 < 0x80 && $0 != UInt8(ascii: ".") }) { return isEmpty && omittingEmptyParts ? [] : [self] }
        guard isASCII else {
            return split(separator: ".", omittingEmptySubsequences: omittingEmptyParts).map(String.init)
        }
        return utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: omittingEmptyParts)
            .map { String(Substring($0)) }
    }

    /// Whether every UTF-8 byte of the text satisfies `predicate`.
    func allUTF8(_ predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
    }
}
