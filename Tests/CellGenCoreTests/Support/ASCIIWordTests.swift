@testable import CellGenCore
import Testing

@Suite("ASCII word")
struct ASCIIWordTests {
    /// Words of printable bytes with one byte, at each offset, set to each of 256 values, and
    /// words with spaces from each offset on: each answer is the byte-by-byte one.
    @Test("answers as a byte-by-byte scan would")
    func matchesScan() {
        let base = Array("aZ0 ~!/x".utf8)
        for offset in 0..<8 {
            for value in 0...255 {
                var bytes = base
                bytes[offset] = UInt8(value)
                check(bytes)
                var spaced = bytes
                for index in offset..<8 { spaced[index] = UInt8(ascii: " ") }
                check(spaced)
                check(Array(repeating: UInt8(value), count: 8))
            }
        }
    }

    private func check(_ bytes: [UInt8]) {
        let word = bytes.withUnsafeBufferPointer { ASCIIWord(at: $0.baseAddress!) }
        let printable = bytes.allSatisfy { $0 >= 0x20 && $0 <= 0x7E && $0 != UInt8(ascii: "*") }
        #expect(word.isPrintableWithoutStar == printable, "\(bytes)")
        #expect(word.lastNonSpace == bytes.lastIndex { $0 != UInt8(ascii: " ") }, "\(bytes)")
    }
}
