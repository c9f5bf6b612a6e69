@testable import CellGenCore
import Testing

/// `String(pieces:)` gives what `String`'s own interpolation gives.
@Suite("piecewise text")
struct PiecewiseTextTests {
    @Test("literals and pieces, short and long, ASCII or not, empty or growing the buffer")
    func sameAsInterpolation() {
        let name = "employee"
        let long = String(repeating: "section.rows.", count: 20)
        let accented = "Café 👋"
        #expect(String(pieces: "rows.append(.\(name)(\(long)))") == "rows.append(.\(name)(\(long)))")
        #expect(String(pieces: ".\(name)") == ".employee")
        #expect(String(pieces: "\(accented) \(name)") == "Café 👋 employee")
        #expect(String(pieces: "") == "")
        #expect(String(pieces: "\("")") == "")
        #expect(String(pieces: "plain") == "plain")
        #expect(String(pieces: "\(Substring("sub").description)x") == "subx")
    }
}
