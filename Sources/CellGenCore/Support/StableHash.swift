import Foundation

/// FNV-1a, 64 bits, taken a 64-bit word at a time (byte by byte for the last few bytes, so short
/// inputs get FNV-1a's published values): the same value on every machine and run (Swift's
/// `Hasher` is seeded per process). A word at a time, since hashing the generated files byte by
/// byte was 4% of a 1,000-screen run; after each word the high bits are folded into the low ones,
/// so a change anywhere in a word reaches every bit of what follows.
struct StableHash {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    static func of(_ data: Data) -> UInt64 {
        var hash = StableHash()
        data.withUnsafeBytes { hash.combine(bytes: $0) }
        return hash.value
    }

    static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = StableHash()
        bytes.withUnsafeBytes { hash.combine(bytes: $0) }
        return hash.value
    }

    /// The hash of a text's UTF-8 bytes: the same as of the file that holds it.
    static func of(_ text: String) -> UInt64 {
        var hash = StableHash()
        hash.combine(utf8: text)
        return hash.value
    }

    mutating func combine(utf8 text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    mutating func combine(bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            value = (value ^ word) &* Self.prime
            value ^= value >> 29
            offset += 8
        }
        for byte in bytes[offset...] {
            value = (value ^ UInt64(byte)) &* Self.prime
        }
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01B3

    /// A string, length first, so that ("ab", "c") and ("a", "bc") differ.
    mutating func combine(_ text: String) {
        combine(UInt64(text.utf8.count))
        combine(utf8: text)
    }

    mutating func combine(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { combine(bytes: $0) }
    }
}
