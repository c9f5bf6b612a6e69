import Foundation

/// FNV-1a, 64 bits, taken a 64-bit word at a time (byte by byte for the last few bytes, so short
/// inputs get FNV-1a's published values), and long inputs in four lanes (`combineInLanes`): the
/// same value on every machine and run (Swift's `Hasher` is seeded per process). A word at a
/// time, since hashing the generated files byte by byte was 4% of a 1,000-screen run; after each
/// word the high bits are folded into the low ones, so a change anywhere in a word reaches every
/// bit of what follows.
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
        if bytes.count >= Self.lanesFrom {
            offset = combineInLanes(bytes)
        }
        while offset + 8 <= bytes.count {
            value = Self.mix(value, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        for byte in bytes[offset...] {
            value = (value ^ UInt64(byte)) &* Self.prime
        }
    }

    /// Inputs this long (a generated file, a spec) are taken 32 bytes a round in four lanes, each
    /// mixing every fourth word: one lane's multiply waits only on that lane's last one, so a core
    /// runs the four at once, where one chain of multiplies made hashing the generated files 1.4%
    /// of a 1,000-screen run. The lanes start apart and are folded into `value` in order, so words
    /// swapped between lanes change the hash. Returns how many bytes it took.
    private mutating func combineInLanes(_ bytes: UnsafeRawBufferPointer) -> Int {
        var lane0 = value, lane1 = value ^ Self.laneSeeds.0, lane2 = value ^ Self.laneSeeds.1
        var lane3 = value ^ Self.laneSeeds.2
        var offset = 0
        while offset + 32 <= bytes.count {
            lane0 = Self.mix(lane0, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            lane1 = Self.mix(lane1, bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
            lane2 = Self.mix(lane2, bytes.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self))
            lane3 = Self.mix(lane3, bytes.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
            offset += 32
        }
        value = Self.mix(Self.mix(Self.mix(Self.mix(value, lane0), lane1), lane2), lane3)
        return offset
    }

    /// One word into a state: FNV-1a's step on 64 bits, then the high bits folded into the low
    /// ones, so a change anywhere in the word reaches every bit of what follows.
    private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (state ^ UInt64(littleEndian: word)) &* prime
        return mixed ^ (mixed >> 29)
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01B3
    private static let lanesFrom = 64
    /// What the second, third and fourth lanes start apart from the first by (odd 64-bit constants).
    private static let laneSeeds: (UInt64, UInt64, UInt64) = (0x9E37_79B9_7F4A_7C15, 0xC2B2_AE3D_27D4_EB4F, 0x1656_67B1_9E37_79F9)

    /// A string, length first, so that ("ab", "c") and ("a", "bc") differ.
    mutating func combine(_ text: String) {
        combine(UInt64(text.utf8.count))
        combine(utf8: text)
    }

    mutating func combine(_ number: UInt64) {
        withUnsafeBytes(of: number.littleEndian) { combine(bytes: $0) }
    }
}
