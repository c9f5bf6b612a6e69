@testable import CellGenCore
import Foundation
import Testing

@Suite("stable hash")
struct StableHashTests {
    @Test("under 8 bytes, FNV-1a's published values")
    func stableHash() {
        #expect(StableHash().value == 0xCBF2_9CE4_8422_2325)
        #expect(StableHash.of(Data("a".utf8)) == 0xAF63_DC4C_8601_EC8C)
        #expect(StableHash.of(Data("foobar".utf8)) == 0x8594_4171_F739_67E8)
    }

    @Test("a word at a time: one changed bit anywhere changes the hash, the text and its bytes agree")
    func words() {
        let text = "struct FeedViewModel: Hashable { let title: String } // é ✓\n"
        let bytes = Array(text.utf8)
        let hash = StableHash.of(Data(bytes))
        #expect(StableHash.of(text) == hash)
        var seen: Set<UInt64> = [hash]
        for index in bytes.indices {
            for bit in 0..<8 {
                var changed = bytes
                changed[index] ^= 1 << bit
                seen.insert(StableHash.of(Data(changed)))
            }
        }
        #expect(seen.count == 1 + bytes.count * 8)
        #expect(StableHash.of(Data(bytes + [0])) != hash)
    }

    @Test("in lanes: one changed bit anywhere, or two words swapped between lanes, changes the hash")
    func lanes() {
        let bytes = Array((0..<203).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) })
        let hash = StableHash.of(bytes)
        var seen: Set<UInt64> = [hash]
        for index in bytes.indices {
            for bit in 0..<8 {
                var changed = bytes
                changed[index] ^= 1 << bit
                seen.insert(StableHash.of(changed))
            }
        }
        #expect(seen.count == 1 + bytes.count * 8)
        // The first and second words of a round go to different lanes.
        let swapped = Array(bytes[8..<16] + bytes[0..<8] + bytes[16...])
        #expect(StableHash.of(swapped) != hash)
        #expect(StableHash.of(Array(bytes.dropLast())) != hash)
    }
}
