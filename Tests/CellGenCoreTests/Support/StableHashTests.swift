@testable import CellGenCore
import Foundation
import Testing

@Suite("stable hash")
struct StableHashTests {
    @Test("FNV-1a gives the published values")
    func stableHash() {
        #expect(StableHash().value == 0xCBF2_9CE4_8422_2325)
        #expect(StableHash.of(Data("a".utf8)) == 0xAF63_DC4C_8601_EC8C)
        #expect(StableHash.of(Data("foobar".utf8)) == 0x8594_4171_F739_67E8)
    }
}
