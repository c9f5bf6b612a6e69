@testable import CellGenCore
import Testing

/// The text helpers of the byte buffer the renderer and the context write into.
@Suite("byte writer")
struct ByteWriterTests {
    @Test("a text written piece by piece, long enough to grow the buffer")
    func text() {
        let long = String(repeating: "piece, ", count: 40)
        #expect(ByteWriter.text { $0.append(long); $0.append(UInt8(ascii: ".")) } == long + ".")
        #expect(ByteWriter.text { _ in } == "")
    }

    @Test("a list joined as it is written: as joined(separator:) joins it")
    func joined() {
        for items in [[], ["one"], ["one", "two", "three"], ["", "", ""]] {
            #expect(
                ByteWriter.joined(items, separator: ", ") { $1.append($0) } == items.joined(separator: ", "))
        }
        #expect(ByteWriter.joined(1...3, separator: " || ") { $1.append(String($0)) } == "1 || 2 || 3")
    }
}
