import Testing
@testable import CellGenCore

/// Types that do not parse: the message and the 0-based character offset it points at.
struct SwiftTypeParserErrorTests {
    static let iuo = "implicitly unwrapped optionals ('!') are not allowed in a field or payload type; use '?' instead"
    static let opaque = "opaque 'some' types cannot be stored in a field or payload; use 'any' or a concrete type"
    static let tooDeep = "type is nested too deeply (more than 32 levels)"

    @Test(arguments: [
        ("", "expected a type, found an empty string", 0),
        ("   ", "expected a type, found only whitespace", 0),
        ("\n\t\r\n", "expected a type, found only whitespace", 0),
        ("Array<Int", "expected '>' to close generic argument list", 9),
        ("Array<Int]", "expected '>' to close generic argument list", 9),
        ("Array<>", "expected a type", 6),
        ("Array<Int,>", "expected a type", 10),
        ("[String: ]", "expected a type", 9),
        ("[]", "expected a type", 1),
        ("[:]", "expected a type", 1),
        ("[Int", "expected ']' to close array type", 4),
        ("[String: Int", "expected ']' to close dictionary type", 12),
        ("[Int: String: Bool]", "expected ']' to close dictionary type", 12),
        ("Int??x", "unexpected 'x' after type", 5),
        ("Int Int", "unexpected 'Int' after type", 4),
        ("Int]", "unexpected ']' after type", 3),
        ("Int,", "unexpected ',' after type", 3),
        ("Int>", "unexpected '>' after type", 3),
        ("Int!", iuo, 3),
        ("[String!]", iuo, 7),
        ("Array<Int!>", iuo, 9),
        ("Int?!", iuo, 4),
        ("some View", opaque, 0),
        ("[some View]", opaque, 1),
        ("() -> some View", opaque, 6),
        ("A & some B", "'some' must come first in a type", 4),
        ("A & any B", "'any' must come first in a type", 4),
        ("any P?", "an optional 'any' type must be written '(any P)?'", 0),
        ("any [P]", "'any' applies only to protocols and protocol compositions", 4),
        ("any () -> Void", "'any' applies only to protocols and protocol compositions", 4),
        ("any any P", "'any' must come first in a type", 4),
        ("Int -> Void", "the parameters of a function type must be in parentheses, as in '(Int) -> Void'", 0),
        ("(Int", "expected ')' to close tuple type or parameter list", 4),
        ("(Int, String", "expected ')' to close tuple type or parameter list", 12),
        ("(Int,)", "expected a type", 5),
        ("(,)", "expected a type", 1),
        ("(Int) -> ", "expected a type", 9),
        ("(Int) async", "expected '->' and a result type after the parameters of a function type", 11),
        ("(Int) throws async -> Void", "'async' must come before 'throws'", 13),
        ("(Int) throws(E Void", "expected ')' after the thrown error type", 15),
        ("(Int) throws(E -> Void", "the parameters of a function type must be in parentheses, as in '(Int) -> Void'", 13),
        ("[Int -> Void]", "the parameters of a function type must be in parentheses, as in '(Int) -> Void'", 1),
        ("(x: Int) -> Void", "function types cannot have argument labels; write '_' before the name or leave the name out", 1),
        ("(x y: Int) -> Void", "function types cannot have argument labels; write '_' before the name or leave the name out", 1),
        ("(x: Int)", "a single-element tuple cannot have a label", 1),
        ("(x y: Int, z: Int)", "a tuple element can have only one label", 1),
        ("(_ x: Int, y: Int)", "a tuple element can have only one label", 1),
        ("(_: Int, y: Int)", "'_' is not allowed as a tuple element label; leave the label out", 1),
        ("(inout Int)", "'inout' is allowed only in the parameters of a function type", 1),
        ("(Int...)", "'...' is allowed only in the parameters of a function type", 4),
        ("@escaping Int", "attribute '@escaping' applies only to function types", 0),
        ("@Sendable [() -> Void]", "attribute '@Sendable' applies only to function types", 0),
        ("@ (Int) -> Void", "expected an attribute name after '@'", 2),
        ("@convention() -> Void", "expected an argument for '@convention'", 12),
        ("@convention (Int) -> Void", "expected a type", 18),
        ("@convention(c (Int) -> Void", "expected ')' to close the attribute argument", 14),
        ("@isolated", "expected '(' after '@isolated'", 9),
        ("A & [B]", "a protocol composition can contain only named types", 4),
        ("A & B?", "a protocol composition can contain only named types", 4),
        ("(A) & B", "a protocol composition can contain only named types", 0),
        ("A &", "expected a type", 3),
        ("Int.", "expected a member name after '.'", 4),
        ("Int.5", "unexpected character '5'", 4),
        ("[Int].Index", "expected 'Type' or 'Protocol' after '.'", 6),
        ("Int?.Some", "expected 'Type' or 'Protocol' after '.'", 5),
        ("class", "'class' is a keyword; write `class` to use it as a type name", 0),
        ("[String: func]", "'func' is a keyword; write `func` to use it as a type name", 9),
        ("Foo.default", "'default' is a keyword; write `default` to use it as a type name", 4),
        ("Foo.Self", "'Self' is a keyword; write `Self` to use it as a type name", 4),
        ("_", "'_' is not a type", 0),
        ("Array<_>", "'_' is not a type", 6),
        ("`Int", "unterminated '`'", 0),
        ("``", "expected an identifier between backticks", 1),
        ("`a b`", "expected an identifier between backticks", 1),
        ("`1x`", "expected an identifier between backticks", 1),
        ("1Int", "unexpected character '1'", 0),
        ("$0", "unexpected character '$'", 0),
        ("Int\u{A0}", "unexpected character '\u{A0}'", 3),
        ("Int\u{0}", "unexpected character '\\0'", 3),
        ("Int\u{202E}", "unexpected character '\\u{202E}'", 3),
        ("Int;", "unexpected character ';'", 3),
        ("Int = 3", "unexpected character '='", 4),
        ("~Copyable", "unexpected character '~'", 0),
        ("Int-", "unexpected character '-'", 3),
        ("Int..", "expected a member name after '.'", 4),
        ("Array<Int>>", "unexpected '>' after type", 10),
        ("日本<", "expected a type", 3),
        ("é\u{301}x<", "expected a type", 3),
    ])
    func error(input: String, message: String, offset: Int) {
        #expect(SwiftTypeParser.parse(input) == .failure(SwiftTypeParseError(message, at: offset)))
    }

    @Test func thirtyThreeLevelsAreTooDeep() {
        let brackets = String(repeating: "[", count: 32) + "Int" + String(repeating: "]", count: 32)
        #expect(SwiftTypeParser.parse(brackets) == .failure(SwiftTypeParseError(Self.tooDeep, at: 32)))
        let optionals = "Int" + String(repeating: "?", count: 32)
        #expect(SwiftTypeParser.parse(optionals) == .failure(SwiftTypeParseError(Self.tooDeep, at: 34)))
    }

    /// Hostile nesting ends in an error at the first level past the limit, without overflowing
    /// the stack, for each construct that recurses: (prefix, unit repeated 10,000 times, offset).
    @Test(arguments: [
        ("", "[", 32),
        ("", "(", 32),
        ("", "Array<", 192),
        ("", "[Int: ", 187),
        ("", "() -> ", 192),
        ("", "(Int, ", 187),
        ("", "@Sendable () -> ", 512),
        ("Int", "?", 34),
        ("Int", ".Type", 158),
    ])
    func hostileNesting(prefix: String, unit: String, offset: Int) {
        let input = prefix + String(repeating: unit, count: 10_000)
        #expect(SwiftTypeParser.parse(input) == .failure(SwiftTypeParseError(Self.tooDeep, at: offset)))
    }

    @Test func longFlatInputParses() throws {
        let tuple = "(" + Array(repeating: "Int", count: 5_000).joined(separator: ", ") + ")"
        #expect(try SwiftTypeParser.parse(tuple).get().canonicalSpelling == tuple)
        let composition = Array(repeating: "P", count: 5_000).joined(separator: " & ")
        #expect(try SwiftTypeParser.parse(composition).get().canonicalSpelling == composition)
    }

    @Test func errorDescriptionNamesOffsetAndMessage() {
        #expect(SwiftTypeParseError("expected a type", at: 9).description == "9: expected a type")
    }
}
