import Testing
@testable import CellGenCore

/// Exact expected literals. `scripts/literal-roundtrip.sh` compiles and runs a torture list of
/// such literals with swiftc and compares the bytes they evaluate to with the input.
struct SwiftStringLiteralTests {
    /// U+FDCF, U+FDD0, U+FDEF, U+FDF0: two noncharacters between two assigned characters.
    static let noncharacters = String(String.UnicodeScalarView(
        [0xFDCF, 0xFDD0, 0xFDEF, 0xFDF0].compactMap(Unicode.Scalar.init(_:))))

    /// (input text, expected literal source), the literal written as raw text so that every
    /// backslash in it is a character of the generated source.
    static let cases: [(String, String)] = [
        ("", #""""#),
        ("Hello", #""Hello""#),
        ("Prices include VAT", #""Prices include VAT""#),
        ("Say \"hi\"", #""Say \"hi\"""#),
        ("C:\\path\\file", #""C:\\path\\file""#),
        ("\\(name)", #""\\(name)""#),
        ("\\\\(x)", #""\\\\(x)""#),
        ("\\u{41}", #""\\u{41}""#),
        ("line1\nline2", #""line1\nline2""#),
        ("a\r\nb", #""a\r\nb""#),
        ("a\rb", #""a\rb""#),
        ("tab\there", #""tab\there""#),
        ("nul\0byte", #""nul\0byte""#),
        ("\0", #""\0""#),
        ("\0" + "1", #""\01""#),
        ("bell\u{7}", #""bell\u{7}""#),
        ("esc\u{1B}[31m", #""esc\u{1B}[31m""#),
        ("\u{1}\u{1F}", #""\u{1}\u{1F}""#),
        ("del\u{7F}", #""del\u{7F}""#),
        ("vt\u{B}ff\u{C}", #""vt\u{B}ff\u{C}""#),
        ("next\u{85}line", #""next\u{85}line""#),
        ("c1\u{9B}", #""c1\u{9B}""#),
        ("ls\u{2028}ps\u{2029}", #""ls\u{2028}ps\u{2029}""#),
        ("#\"raw\"#", ##""#\"raw\"#""##),
        ("\"\"\"", #""\"\"\"""#),
        ("\"\"\"\nmulti\n\"\"\"", #""\"\"\"\nmulti\n\"\"\"""#),
        ("end */ of comment", #""end *\u{2F} of comment""#),
        ("start /* of comment", #""start /\u{2A} of comment""#),
        ("/*/", #""/\u{2A}/""#),
        ("*/*", #""*\u{2F}*""#),
        ("a/b*c", #""a/b*c""#),
        ("// not a comment", #""// not a comment""#),
        ("'single'", #""'single'""#),
        ("`tick`", #""`tick`""#),
        ("$0 #if", #""$0 #if""#),
        ("café", #""café""#),
        ("日本語", #""日本語""#),
        ("😀👍🏽", #""😀👍🏽""#),
        ("👨\u{200D}👩\u{200D}👧", "\"👨\u{200D}👩\u{200D}👧\""),
        ("\u{200D}x", #""\u{200D}x""#),
        ("Привет, мир", #""Привет, мир""#),
        ("עברית", #""עברית""#),
        ("a\u{A0}b", "\"a\u{A0}b\""),
        ("ideographic\u{3000}space", "\"ideographic\u{3000}space\""),
        ("rlo\u{202E}evil", #""rlo\u{202E}evil""#),
        ("isolate\u{2066}x\u{2069}", #""isolate\u{2066}x\u{2069}""#),
        ("lrm\u{200E}rlm\u{200F}", #""lrm\u{200E}rlm\u{200F}""#),
        ("zw\u{200B}sp", #""zw\u{200B}sp""#),
        ("\u{FEFF}bom", #""\u{FEFF}bom""#),
        ("soft\u{AD}hyphen", #""soft\u{AD}hyphen""#),
        ("tag\u{E0041}", #""tag\u{E0041}""#),
        ("private\u{E000}", #""private\u{E000}""#),
        ("nonchar\u{FFFF}", #""nonchar\u{FFFF}""#),
        ("\u{FFFE}\u{1FFFF}\u{10FFFF}", #""\u{FFFE}\u{1FFFF}\u{10FFFF}""#),
        // swiftc rejects `\u{FDD0}`...`\u{FDEF}` (even in this file), so they stay raw.
        (noncharacters, "\"" + noncharacters + "\""),
        ("replacement\u{FFFD}", "\"replacement\u{FFFD}\""),
        ("e\u{301}", "\"e\u{301}\""),
        ("\u{301}leading", #""\u{301}leading""#),
        ("\n\u{301}", #""\n\u{301}""#),
        ("\"\u{301}", #""\"\u{301}""#),
        ("\u{20DD}", #""\u{20DD}""#),
        ("x\u{20DD}", "\"x\u{20DD}\""),
        ("\u{FE0F}", #""\u{FE0F}""#),
    ]

    @Test(arguments: cases)
    func quotedLiteral(input: String, expected: String) {
        #expect(SwiftStringLiteral.quoted(input) == expected)
    }

    @Test(arguments: cases)
    func escapedContentsIsTheLiteralWithoutQuotes(input: String, expected: String) {
        #expect("\"" + SwiftStringLiteral.escapedContents(input) + "\"" == expected)
    }

    /// Properties that must hold for any text: a single line, only the outer quotes unescaped,
    /// no interpolation, no comment delimiters, no invisible or line-breaking characters.
    @Test(arguments: cases.map(\.0) + [String(repeating: "\\\"", count: 50), "\\(\\(\\("])
    func literalIsInert(input: String) {
        let literal = SwiftStringLiteral.quoted(input)
        let inner = literal.unicodeScalars.dropFirst().dropLast()
        #expect(literal.hasPrefix("\"") && literal.hasSuffix("\""))
        #expect(!literal.contains("/*") && !literal.contains("*/"))
        var escaped = false
        for scalar in inner {
            if escaped {
                #expect("\\\"nrt0u".unicodeScalars.contains(scalar), "unknown escape \\\(scalar)")
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else {
                #expect(scalar != "\"", "unescaped quote in \(literal)")
                let category = scalar.properties.generalCategory
                #expect(![.control, .lineSeparator, .paragraphSeparator].contains(category))
                #expect(category != .format || scalar == "\u{200C}" || scalar == "\u{200D}")
            }
        }
        #expect(!escaped, "literal ends in a lone backslash")
    }

    @Test func everyASCIIControlCharacterIsEscaped() {
        for value in UInt32(0)...0x7F {
            let scalar = Unicode.Scalar(value)!
            let literal = SwiftStringLiteral.quoted(String(scalar))
            if value < 0x20 || value == 0x7F {
                #expect(literal.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F }, "\(value)")
            }
        }
    }

    @Test func unicodeEscapeUsesUppercaseHexWithoutLeadingZeros() {
        #expect(SwiftStringLiteral.unicodeEscape("\u{0}") == #"\u{0}"#)
        #expect(SwiftStringLiteral.unicodeEscape("\u{1B}") == #"\u{1B}"#)
        #expect(SwiftStringLiteral.unicodeEscape("\u{10FFFF}") == #"\u{10FFFF}"#)
    }

    @Test func longTextStaysOneLine() {
        let text = String(repeating: "line\n", count: 1000)
        let literal = SwiftStringLiteral.quoted(text)
        #expect(!literal.contains("\n"))
        #expect(literal.count == 2 + 1000 * 6)
    }
}
