import Testing
@testable import CellGenCore

struct SwiftIdentifierTests {
    @Test(arguments: [
        "a", "Z", "_a", "__", "_0", "button", "Button", "productIconURL", "x1", "camelCase_snake",
        "café", "naïve", "ñ", "Ωmega", "π", "日本", "переменная", "ملف", "😀", "a😀", "x\u{301}",
        "a\u{20D0}", "a\u{FE20}", "a\u{1DC0}", "ª", "µ", "\u{FE47}", "\u{10000}", "\u{E0000}",
        "\u{2070}", "\u{2065}", "\u{FFF8}",
        "class", "self", "Self", "Type", "init", "default", "Any",
    ])
    func valid(name: String) {
        #expect(SwiftIdentifier.isValid(name))
        #expect(SwiftIdentifier(name)?.name == name)
    }

    @Test(arguments: [
        "", "_", "$", "$0", "$x", "a$", "0", "1abc", "9_", "a b", " a", "a ", "a\t", "a\n", "a-b",
        "a.b", "a+b", "+", "==", "<>", "->", "@a", "#if", "`a`", "a`", "'a'", "\"a\"", "a!", "a?",
        "\u{301}", "\u{301}x", "\u{20D0}", "a\u{A0}b", "\u{A0}", "\u{3000}", "a\u{2028}", "¡",
        "§", "©", "¬", "®", "°", "±", "¶", "×", "÷", "\u{7F}", "\u{0}", "a\u{0}", "\u{FFFE}",
        "\u{1FFFE}", "\u{EFFFE}", "\u{F0000}", "\u{10FFFF}", "\u{2190}", "\u{2794}", "\u{3001}",
        "a\u{202E}b", "\u{202E}", "a\u{200B}", "a\u{200D}b", "\u{FEFF}a", "a\u{AD}", "a\u{FFFD}",
    ])
    func invalid(name: String) {
        #expect(!SwiftIdentifier.isValid(name))
        #expect(SwiftIdentifier(name) == nil)
    }

    /// The edges of the grammar's identifier-head ranges: inside and just outside.
    @Test(arguments: [
        (0xA7, false), (0xA8, true), (0xA9, false), (0xAA, true), (0xAB, false), (0xAD, false),
        (0xAF, true), (0xB0, false), (0xB2, true), (0xB5, true), (0xB6, false), (0xB7, true),
        (0xBA, true), (0xBB, false), (0xBC, true), (0xBE, true), (0xBF, false), (0xC0, true),
        (0xD6, true), (0xD7, false), (0xD8, true), (0xF6, true), (0xF7, false), (0xF8, true),
        (0x2FF, true), (0x300, false), (0x36F, false), (0x370, true), (0x167F, true),
        (0x1680, false), (0x1681, true), (0x180D, true), (0x180E, false), (0x180F, true),
        (0x1DBF, true), (0x1DC0, false), (0x1DFF, false), (0x1E00, true), (0x1FFF, true),
        (0x2000, false), (0x200A, false), (0x200B, false), (0x200D, false), (0x200E, false),
        (0x2029, false), (0x202A, false), (0x202E, false), (0x202F, false), (0x203E, false),
        (0x203F, true), (0x2040, true), (0x2041, false), (0x2053, false), (0x2054, true),
        (0x2055, false), (0x205F, false), (0x2060, false), (0x206F, false), (0x2070, true),
        (0x20CF, true), (0x20D0, false), (0x20FF, false), (0x2100, true), (0x218F, true),
        (0x2190, false), (0x245F, false), (0x2460, true), (0x24FF, true), (0x2500, false),
        (0x2775, false), (0x2776, true), (0x2793, true), (0x2794, false), (0x2BFF, false),
        (0x2C00, true), (0x2DFF, true), (0x2E00, false), (0x2E7F, false), (0x2E80, true),
        (0x2FFF, true), (0x3000, false), (0x3003, false), (0x3004, true), (0x3007, true),
        (0x3008, false), (0x3020, false), (0x3021, true), (0x302F, true), (0x3030, false),
        (0x3031, true), (0x303F, true), (0x3040, true), (0xD7FF, true), (0xE000, false),
        (0xF8FF, false), (0xF900, true), (0xFD3D, true), (0xFD3E, false), (0xFD3F, false),
        (0xFD40, true), (0xFDCF, true), (0xFDD0, false), (0xFDEF, false), (0xFDF0, true),
        (0xFE1F, true), (0xFE20, false), (0xFE2F, false), (0xFE30, true), (0xFE44, true),
        (0xFE45, false), (0xFE46, false), (0xFE47, true), (0xFFFD, false), (0xFFFE, false),
        (0xFFFF, false), (0x10000, true), (0x1FFFD, true), (0x1FFFE, false), (0x1FFFF, false),
        (0x20000, true), (0xEFFFD, true), (0xEFFFE, false), (0xF0000, false), (0x10FFFF, false),
    ] as [(UInt32, Bool)])
    func identifierHeadRangeEdges(value: UInt32, isHead: Bool) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(SwiftIdentifier.isIdentifierHead(scalar) == isHead)
        let combining = (0x300...0x36F).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
        #expect(SwiftIdentifier.isIdentifierCharacter(scalar) == (isHead || combining))
    }

    /// Stricter than the grammar: invisible format characters (policy) and U+FFF9...U+FFFD
    /// (swiftc rejects them) are out; their neighbours, in the grammar's ranges, are in.
    @Test(arguments: [
        (0xAC, false), (0xAD, false), (0xAE, false), (0x200A, false), (0x200B, false),
        (0x200C, false), (0x200D, false), (0x202A, false), (0x202E, false), (0x2060, false),
        (0x2064, false), (0x2065, true), (0x2066, false), (0x2069, false), (0x206F, false),
        (0x2070, true), (0xFEFE, true), (0xFEFF, false), (0xFF00, true), (0xFFF8, true),
        (0xFFF9, false), (0xFFFB, false), (0xFFFC, false), (0xFFFD, false), (0x1BCA0, false),
        (0xE0000, true), (0xE0001, false), (0xE0020, false), (0xE007F, false), (0xE0080, true),
    ] as [(UInt32, Bool)])
    func exclusionsFromTheGrammar(value: UInt32, isHead: Bool) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(SwiftIdentifier.isIdentifierHead(scalar) == isHead)
        #expect(SwiftIdentifier.isIdentifierCharacter(scalar) == isHead)
    }

    @Test func asciiIdentifierCharacters() {
        for value in UInt32(0)..<0x80 {
            let scalar = Unicode.Scalar(UInt8(value))
            let letter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
            let digit = (0x30...0x39).contains(value)
            #expect(SwiftIdentifier.isIdentifierHead(scalar) == (letter || value == 0x5F), "\(value)")
            #expect(SwiftIdentifier.isIdentifierCharacter(scalar) == (letter || digit || value == 0x5F), "\(value)")
        }
    }

    @Test func rangeTablesAreSortedAndDisjoint() {
        for table in [SwiftIdentifier.headRanges, SwiftIdentifier.combiningRanges] {
            for (before, after) in zip(table, table.dropFirst()) {
                #expect(before.upperBound < after.lowerBound, "\(before) \(after)")
            }
        }
    }

    @Test(arguments: [
        ("title", SwiftNamePosition.typeName, "title"),
        ("title", .member, "title"),
        ("title", .argumentLabel, "title"),
        ("Button", .typeName, "Button"),
        ("class", .typeName, "`class`"),
        ("class", .member, "`class`"),
        ("class", .argumentLabel, "class"),
        ("default", .member, "`default`"),
        ("default", .argumentLabel, "default"),
        ("inout", .argumentLabel, "`inout`"),
        ("init", .member, "`init`"),
        ("Self", .typeName, "`Self`"),
        ("any", .typeName, "`any`"),
        ("any", .member, "any"),
        ("some", .typeName, "`some`"),
        ("await", .member, "`await`"),
        ("Type", .argumentLabel, "Type"),
        ("none", .typeName, "none"),
        ("actor", .typeName, "actor"),
        ("café", .member, "café"),
    ] as [(String, SwiftNamePosition, String)])
    func escaped(name: String, position: SwiftNamePosition, expected: String) {
        #expect(SwiftIdentifier.escaped(name, for: position) == expected)
        #expect(SwiftIdentifier(name)?.escaped(for: position) == expected)
    }

    @Test(arguments: [
        ("Type", SwiftNamePosition.typeName), ("Protocol", .typeName), ("self", .typeName),
        ("_", .typeName), ("Type", .member), ("Protocol", .member), ("self", .member),
        ("Self", .member), ("none", .member), ("let", .member), ("var", .member),
        ("let", .argumentLabel), ("var", .argumentLabel), ("_", .argumentLabel),
        ("", .member), ("$0", .member), ("a b", .typeName), ("1x", .argumentLabel), ("`x`", .member),
    ] as [(String, SwiftNamePosition)])
    func cannotBeEscaped(name: String, position: SwiftNamePosition) {
        #expect(SwiftIdentifier.escaped(name, for: position) == nil)
    }

    @Test func lengthLimit() {
        #expect(SwiftIdentifier.maximumLength == 128)
        #expect(SwiftIdentifier.isWithinLengthLimit(""))
        #expect(SwiftIdentifier.isWithinLengthLimit(String(repeating: "a", count: 128)))
        #expect(!SwiftIdentifier.isWithinLengthLimit(String(repeating: "a", count: 129)))
        #expect(SwiftIdentifier.isWithinLengthLimit(String(repeating: "日", count: 128)))
        // One Character, 129 scalars: combining marks count.
        let stacked = "e" + String(repeating: "\u{301}", count: 128)
        #expect(stacked.count == 1)
        #expect(!SwiftIdentifier.isWithinLengthLimit(stacked))
    }

    @Test(arguments: [
        ("Button", "button"), ("URLField", "urlField"), ("ID", "id"), ("URL", "url"),
        ("URL2Field", "url2Field"), ("ABc", "aBc"), ("A", "a"), ("a", "a"), ("button", "button"),
        ("iOSVersion", "iOSVersion"), ("HTTPSURLField", "httpsurlField"), ("IDs", "iDs"),
        ("_Button", "_button"), ("__URLField", "__urlField"), ("_", "_"), ("", ""),
        ("1Up", "1Up"), ("Äpfel", "äpfel"), ("ÜBERSicht", "überSicht"), ("ΩMega", "ωMega"),
        ("X1", "x1"), ("XMLHTTPRequest", "xmlhttpRequest"), ("PDFs", "pdFs"),
    ])
    func lowerCamelFirst(name: String, expected: String) {
        #expect(SwiftIdentifier.lowerCamelFirst(name) == expected)
    }

    @Test(arguments: [
        ("tap", "Tap"), ("Tap", "Tap"), ("urlField", "UrlField"), ("x", "X"), ("", ""),
        ("_tap", "_Tap"), ("_", "_"), ("1st", "1st"), ("äpfel", "Äpfel"), ("ßtraße", "ßtraße"),
        ("ωmega", "Ωmega"), ("日本", "日本"),
    ])
    func upperCamelFirst(name: String, expected: String) {
        #expect(SwiftIdentifier.upperCamelFirst(name) == expected)
    }

    /// ASCII names take a path on UTF-8 bytes; it must agree with the general one on every
    /// ASCII name, here every name of up to four characters from letters of both cases, a digit,
    /// `_`, a space and a line break.
    @Test func asciiPathAgreesWithTheGeneralOne() {
        let alphabet = ["A", "Z", "a", "z", "1", "_", " ", "\r\n", "@"]
        var names = [""]
        for _ in 1...4 { names += names.flatMap { name in alphabet.map { name + $0 } } }
        for name in Set(names) {
            #expect(SwiftIdentifier.lowerCamelFirst(name) == SwiftIdentifier.lowerCamelFirstByCharacter(name), "\(name)")
            #expect(SwiftIdentifier.upperCamelFirst(name) == SwiftIdentifier.upperCamelFirstByCharacter(name), "\(name)")
            #expect(SwiftIdentifier.isValid(name) == SwiftIdentifier.isValidByScalar(name), "\(name)")
        }
    }

    @Test func descriptionIsTheName() {
        #expect(SwiftIdentifier("button")?.description == "button")
    }
}
