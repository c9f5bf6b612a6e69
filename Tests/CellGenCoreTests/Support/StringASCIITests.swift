@testable import CellGenCore
import Testing

@Suite("ASCII checks on a text's bytes")
struct StringASCIITests {
    @Test("isASCII: a byte outside ASCII anywhere, in the words read eight at a time or in the rest")
    func isASCII() {
        #expect("".isASCII)
        #expect("rowCase".isASCII)
        #expect("a name of more than sixteen bytes, so not a small string".isASCII)
        #expect(String(repeating: "\u{7F}", count: 20).isASCII)
        for length in 1...20 {
            for position in 0..<length {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                bytes[position] = 0xC3
                bytes.insert(0xA9, at: position + 1)
                let text = String(decoding: bytes, as: UTF8.self)
                #expect(!text.isASCII, "é at \(position) of \(length)")
            }
        }
    }
}
