import Foundation

extension String {
    /// The text in Unicode normalization form C. ASCII text is already in every form, and
    /// nearly every name in a spec is ASCII: Foundation's normalization is skipped for it,
    /// which made up 4% of a whole `generate` run.
    var normalizedToNFC: String {
        isASCII ? self : precomposedStringWithCanonicalMapping
    }

    /// Whether every byte of the text is ASCII, checked on its contiguous UTF-8 bytes where it
    /// has them (native and small strings), else byte by byte.
    var isASCII: Bool {
        allUTF8 { $0 < 0x80 }
    }

    /// Whether every UTF-8 byte of the text satisfies `predicate`.
    func allUTF8(_ predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
    }
}
