/// A name made only of ASCII, as nearly every name in a spec is, and what `SwiftIdentifier`
/// derives from it, computed on its UTF-8 bytes. For ASCII, a `Character` is one byte, its
/// `isUppercase` is `A`-`Z`, its `isLowercase` is `a`-`z`, and changing its case gives one
/// byte: the results are those of the general `Character`-based code, without building an
/// `Array` of `Character`s (which made deriving names a tenth of checking a spec).
struct ASCIIName {
    let name: String
    let bytes: String.UTF8View

    /// Nil when the name has a byte outside ASCII.
    init?(_ name: String) {
        guard name.isASCII else { return nil }
        self.name = name
        bytes = name.utf8
    }

    static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    static func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    static let underscore = UInt8(ascii: "_")
    /// The distance between an ASCII letter's two cases.
    static let caseOffset = UInt8(ascii: "a") - UInt8(ascii: "A")

    /// `SwiftIdentifier.isValid`: a letter or `_`, then letters, digits and `_`; not `_` alone.
    var isValidIdentifier: Bool {
        // Over the contiguous bytes: `String.UTF8View.dropFirst()` walked a small string byte by
        // byte through generic calls, 2% of a `generate` run.
        bytes.withContiguousStorageIfAvailable(Self.isIdentifier) ?? Self.isIdentifier(Array(bytes))
    }

    private static func isIdentifier<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard let head = bytes.first, isUppercase(head) || isLowercase(head) || head == underscore else {
            return false
        }
        // `_` alone, told by its bytes: comparing the name with "_" was a string comparison.
        if head == underscore, bytes.count == 1 { return false }
        return bytes.dropFirst().allSatisfy { isUppercase($0) || isLowercase($0) || isDigit($0) || $0 == underscore }
    }

    /// `SwiftIdentifier.lowerCamelFirst`: the leading capitals lowercased, less the last one
    /// when a lowercase letter follows a run of several (`URLField` -> `urlField`).
    var lowerCamelFirst: String {
        withContiguousBytes { bytes in
            var start = 0
            while start < bytes.count, bytes[start] == Self.underscore { start += 1 }
            var end = start
            while end < bytes.count, Self.isUppercase(bytes[end]) { end += 1 }
            if end - start > 1, end < bytes.count, Self.isLowercase(bytes[end]) { end -= 1 }
            guard end > start else { return name }
            return Self.string(bytes, lettersAt: start..<end, movedBy: Self.caseOffset)
        }
    }

    /// `SwiftIdentifier.upperCamelFirst`: the first letter after leading underscores capitalized.
    var upperCamelFirst: String {
        withContiguousBytes { bytes in
            guard let index = bytes.firstIndex(where: { $0 != Self.underscore }), Self.isLowercase(bytes[index]) else {
                return name
            }
            return Self.string(bytes, lettersAt: index..<(index + 1), movedBy: 0 &- Self.caseOffset)
        }
    }

    /// `body` over the name's bytes in place (a copy only for a string that has none, which
    /// native strings always have): walking the `utf8` view and copying it into an array took
    /// most of the 800 instructions each case change cost, and the validation makes 90,000.
    private func withContiguousBytes(_ body: (UnsafeBufferPointer<UInt8>) -> String) -> String {
        bytes.withContiguousStorageIfAvailable(body) ?? Array(bytes).withUnsafeBufferPointer(body)
    }

    /// `bytes` with the letters at `range` moved to the other case (`offset` added), written
    /// straight into the new string's storage.
    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, lettersAt range: Range<Int>, movedBy offset: UInt8)
        -> String
    {
        String(unsafeUninitializedCapacity: bytes.count) { buffer in
            _ = buffer.initialize(fromContentsOf: bytes)
            for index in range { buffer[index] = buffer[index] &+ offset }
            return bytes.count
        }
    }
}
