import Foundation

/// FNV-1a, 64 bits: the same value on every machine and run (Swift's `Hasher` is seeded per
/// process), and fast enough to hash a large output folder in tens of milliseconds.
struct StableHash {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    static func of(_ data: Data) -> UInt64 {
        var hash = StableHash()
        data.withUnsafeBytes { hash.combine(bytes: $0) }
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
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }

    /// A string, length first, so that ("ab", "c") and ("a", "bc") differ.
    mutating func combine(_ text: String) {
        combine(UInt64(text.utf8.count))
        combine(utf8: text)
    }

    mutating func combine(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { combine(bytes: $0) }
    }
}
