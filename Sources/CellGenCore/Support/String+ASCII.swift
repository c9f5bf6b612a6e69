/// Checks on a text's UTF-8 bytes, read in place where the string has them contiguous (native
/// and small strings): nearly every name and message is ASCII, and the fast paths that skip
/// Unicode work for it all start here.
extension String {
    /// Whether every byte of the text is ASCII.
    var isASCII: Bool {
        allUTF8 { $0 < 0x80 }
    }

    /// Whether the text is printable ASCII only (space to tilde): no control character, no line
    /// break, nothing invisible.
    var isPrintableASCII: Bool {
        allUTF8 { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether every UTF-8 byte of the text satisfies `predicate`.
    func allUTF8(_ predicate: (UInt8) -> Bool) -> Bool {
        utf8.withContiguousStorageIfAvailable { $0.allSatisfy(predicate) } ?? utf8.allSatisfy(predicate)
    }
}
