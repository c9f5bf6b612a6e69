import Testing
@testable import CellGenCore

/// Types that parse, with their canonical spelling.
struct SwiftTypeParserTests {
    @Test(arguments: [
        ("Int", "Int"),
        ("  String  ", "String"),
        ("\tInt\n", "Int"),
        ("Foundation.URL", "Foundation.URL"),
        ("UIKit.UIImage", "UIKit.UIImage"),
        ("Foundation . URL", "Foundation.URL"),
        ("`class`", "`class`"),
        ("`Type`", "`Type`"),
        ("Module.`Type`", "Module.`Type`"),
        ("Type", "Type"),
        ("Any", "Any"),
        ("AnyObject", "AnyObject"),
        ("Self", "Self"),
        ("Void", "Void"),
        ("café", "café"),
        ("Array<Int>", "Array<Int>"),
        ("Array< Int >", "Array<Int>"),
        ("Array <Int>", "Array<Int>"),
        ("Result<String, Error>", "Result<String, Error>"),
        ("Result<String,Error>", "Result<String, Error>"),
        ("Dictionary<String, [Int?]>", "Dictionary<String, [Int?]>"),
        ("Array<Array<Int>>", "Array<Array<Int>>"),
        ("Swift.Array<Int>.Index", "Swift.Array<Int>.Index"),
        ("[String]", "[String]"),
        ("[ String ]", "[String]"),
        ("[[Int]]", "[[Int]]"),
        ("[String:Int]", "[String: Int]"),
        ("[String : Int]", "[String: Int]"),
        ("[String: [Int: Bool]]", "[String: [Int: Bool]]"),
        ("Int?", "Int?"),
        ("Int ?", "Int?"),
        ("Int??", "Int??"),
        ("[Int]?", "[Int]?"),
        ("[Int?]", "[Int?]"),
        ("URL?", "URL?"),
        ("()", "()"),
        ("( )", "()"),
        ("(Int)", "(Int)"),
        ("(Int, String)", "(Int, String)"),
        ("(Int,String)", "(Int, String)"),
        ("(x: Int, y: Int)", "(x: Int, y: Int)"),
        ("(x:Int,y:Int)", "(x: Int, y: Int)"),
        ("(x: Int, String)", "(x: Int, String)"),
        ("(`default`: Int, y: Int)", "(`default`: Int, y: Int)"),
        ("(Int, (String, Bool))", "(Int, (String, Bool))"),
        ("(Int) -> Void", "(Int) -> Void"),
        ("(Int)->Void", "(Int) -> Void"),
        ("() -> Void", "() -> Void"),
        ("() -> ()", "() -> ()"),
        ("(Int, String) -> Bool", "(Int, String) -> Bool"),
        ("(_ value: Int) -> Void", "(_ value: Int) -> Void"),
        ("(_: Int) -> Void", "(_: Int) -> Void"),
        ("(inout Int) -> Void", "(inout Int) -> Void"),
        ("(Int...) -> Void", "(Int...) -> Void"),
        ("(String) async -> Void", "(String) async -> Void"),
        ("(String) throws -> Void", "(String) throws -> Void"),
        ("(String) async throws -> Void", "(String) async throws -> Void"),
        ("(String) throws(ParseError) -> Void", "(String) throws(ParseError) -> Void"),
        ("(String) throws ( ParseError ) -> Void", "(String) throws(ParseError) -> Void"),
        ("@escaping (Int) -> Void", "@escaping (Int) -> Void"),
        ("@Sendable (String) async throws -> Void", "@Sendable (String) async throws -> Void"),
        ("@escaping @Sendable (String) async throws -> Void", "@escaping @Sendable (String) async throws -> Void"),
        ("@MainActor @Sendable () -> Void", "@MainActor @Sendable () -> Void"),
        ("@convention(c) (Int32) -> Int32", "@convention(c) (Int32) -> Int32"),
        ("@isolated(any) () -> Void", "@isolated(any) () -> Void"),
        ("(() -> Void)?", "(() -> Void)?"),
        ("((Int) -> Void)?", "((Int) -> Void)?"),
        ("(Int) -> (String) -> Bool", "(Int) -> (String) -> Bool"),
        ("(Int) -> Int?", "(Int) -> Int?"),
        ("[(Int) -> Void]", "[(Int) -> Void]"),
        ("[String: @Sendable () -> Void]", "[String: @Sendable () -> Void]"),
        ("any Error", "any Error"),
        ("any  Error", "any Error"),
        ("(any Error)?", "(any Error)?"),
        ("[any View]", "[any View]"),
        ("any Hashable & Sendable", "any Hashable & Sendable"),
        ("Hashable & Sendable", "Hashable & Sendable"),
        ("Hashable&Sendable", "Hashable & Sendable"),
        ("A & B & C", "A & B & C"),
        ("any P.Type", "any P.Type"),
        ("Int.Type", "Int.Type"),
        ("P.Protocol", "P.Protocol"),
        ("Int?.Type", "Int?.Type"),
        ("[Int].Type", "[Int].Type"),
        ("(any P).Type", "(any P).Type"),
        ("Foundation.URL.Type?", "Foundation.URL.Type?"),
        ("Result<(Int) -> Void, Error>", "Result<(Int) -> Void, Error>"),
        ("Array<any P>", "Array<any P>"),
        ("any", "any"),
        ("some", "some"),
        ("[any]", "[any]"),
        ("Dictionary<String, Array<Set<Int>>>", "Dictionary<String, Array<Set<Int>>>"),
    ])
    func canonicalSpelling(input: String, expected: String) throws {
        let parsed = try SwiftTypeParser.parse(input).get()
        #expect(parsed.canonicalSpelling == expected)
        #expect(parsed.syntax.canonicalSpelling == expected)
        // The canonical spelling is a fixed point.
        #expect(try SwiftTypeParser.parse(expected).get() == parsed)
    }

    @Test func syntaxTreeOfANestedType() throws {
        let parsed = try SwiftTypeParser.parse("Dictionary<String, [Int?]>").get()
        let expected = SwiftTypeSyntax.identifier([
            SwiftTypeNameComponent(name: "Dictionary", genericArguments: [
                .identifier([SwiftTypeNameComponent(name: "String")]),
                .array(.optional(.identifier([SwiftTypeNameComponent(name: "Int")]))),
            ]),
        ])
        #expect(parsed.syntax == expected)
    }

    @Test func syntaxTreeOfAFunctionType() throws {
        let parsed = try SwiftTypeParser.parse("@Sendable (_ text: String) async throws -> Void").get()
        guard case .function(let function) = parsed.syntax else {
            Issue.record("not a function type: \(parsed.syntax)")
            return
        }
        #expect(function.attributes == ["Sendable"])
        #expect(function.parameters == [
            SwiftTupleTypeElement(label: "_", secondName: "text", type: .identifier([SwiftTypeNameComponent(name: "String")])),
        ])
        #expect(function.isAsync && function.isThrowing && function.thrownError == nil)
        #expect(function.result == .identifier([SwiftTypeNameComponent(name: "Void")]))
    }

    @Test func syntaxTreeOfTuplesAndMetatypes() throws {
        let int = SwiftTypeSyntax.identifier([SwiftTypeNameComponent(name: "Int")])
        #expect(try SwiftTypeParser.parse("(x: Int, Int)").get().syntax == .tuple([
            SwiftTupleTypeElement(label: "x", type: int), SwiftTupleTypeElement(type: int),
        ]))
        #expect(try SwiftTypeParser.parse("()").get().syntax == .tuple([]))
        #expect(try SwiftTypeParser.parse("Int.Type").get().syntax == .metatype(int, isProtocol: false))
        #expect(try SwiftTypeParser.parse("`Type`").get().syntax
            == .identifier([SwiftTypeNameComponent(name: "Type", isBackticked: true)]))
        #expect(try SwiftTypeParser.parse("any A & B").get().syntax == .existential(.composition([
            .identifier([SwiftTypeNameComponent(name: "A")]), .identifier([SwiftTypeNameComponent(name: "B")]),
        ])))
    }

    @Test(arguments: [
        ("Int", false), ("[String: Int]", false), ("(Int) -> Void", true), ("(() -> Void)?", true),
        ("[String: (Int) -> Void]", true), ("Result<() -> Void, Error>", true),
        ("(Int, () -> Void)", true), ("[[() async -> Void]]", true), ("(Int, String)", false),
        ("any P & Q", false), ("Int.Type", false), ("(() -> Void).Type", true),
    ])
    func containsFunctionType(input: String, expected: Bool) throws {
        #expect(try SwiftTypeParser.parse(input).get().containsFunctionType == expected)
    }

    @Test(arguments: [
        ("Int", ["Int"]),
        ("[String: Foundation.URL?]", ["String", "Foundation"]),
        ("Dictionary<String, [Int?]>", ["Dictionary", "String", "Int"]),
        ("(String, String, Int)", ["String", "Int"]),
        ("(Screen.Row) async throws(AppError) -> Void", ["Screen", "AppError", "Void"]),
        ("any Hashable & Sendable", ["Hashable", "Sendable"]),
        ("Any", []),
        ("[Self]", []),
        ("()", []),
        ("Swift.Array<MyModule.Item>.Index", ["Swift", "MyModule"]),
        ("`class`.Inner", ["class"]),
        ("Int.Type", ["Int"]),
    ])
    func referencedTopLevelNames(input: String, expected: [String]) throws {
        #expect(try SwiftTypeParser.parse(input).get().referencedTopLevelNames == expected)
    }

    /// What the lint for identities that can collide reads: whether a field can be nil as written.
    @Test(arguments: [
        ("String?", true),
        ("URL?", true),
        ("Int??", true),
        ("[Int]?", true),
        ("(any Sendable)?", true),
        ("Optional<Int>", true),
        ("Swift.Optional<Int>", true),
        ("`Optional`<Int>", true),
        ("(String?)", true),
        ("Foundation.URL?", true),
        ("String", false),
        ("[Int?]", false),
        ("[String: Int?]", false),
        ("Result<Int?, Error>", false),
        ("MyModule.Optional<Int>", false),
        ("Swift.Optional<Int>.Wrapped", false),
        ("MaybeName", false),
        ("(String?, Int)", false),
        ("Int?.Type", false),
    ])
    func isOptional(input: String, expected: Bool) throws {
        #expect(try SwiftTypeParser.parse(input).get().isOptional == expected)
    }

    @Test func depthLimitAllowsThirtyTwoLevels() throws {
        let nested = String(repeating: "[", count: 31) + "Int" + String(repeating: "]", count: 31)
        #expect(try SwiftTypeParser.parse(nested).get().canonicalSpelling == nested)
        let optionals = "Int" + String(repeating: "?", count: 31)
        #expect(try SwiftTypeParser.parse(optionals).get().canonicalSpelling == optionals)
    }
}
