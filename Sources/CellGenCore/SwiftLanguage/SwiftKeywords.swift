/// Where CellGen puts a name in generated code. Each position has its own keyword rules,
/// measured with the compiler by `scripts/keyword-probe.sh`.
public enum SwiftNamePosition: String, CaseIterable, Hashable, Sendable {
    /// A type nested in the screen's namespace enum, declared (`struct`, `enum`, `protocol`,
    /// `extension`) and referenced both qualified (`Screen.Button`, `Screen.Button()`,
    /// `Screen.Button.self`, `[Screen.Button]`) and unqualified inside the namespace.
    case typeName
    /// A stored property (`let x: T`, `var x: (() -> Void)?`), an enum case with and without a
    /// payload, a static property, or a parameter name; referenced as `value.x`, `.x`, `Self.x`,
    /// `Type.x`, `case .x(let v)` in a `switch`, `if case`, `==`, in an optional context, and by
    /// name inside a function body. Also the member's initializer parameter: a name is usable
    /// here only if it also works as an argument label, spelled per `.argumentLabel`.
    case member
    /// An argument label, declared (`func f(x value: T)`, `init(x: T)`) and passed (`f(x: 1)`).
    /// Separate from `.member` because the rules differ: almost every keyword is a valid label
    /// as it is, and backticks there earn a warning ("keyword 'x' does not need to be escaped
    /// in argument list"), which fails a build that treats warnings as errors.
    case argumentLabel
}

/// How a name must be spelled at a position.
public enum SwiftNameSpelling: String, CaseIterable, Hashable, Sendable {
    /// As it is.
    case plain
    /// In backticks, at every declaration and use in that position.
    case backticks
    /// Not usable: an error or a warning even in backticks, or it compiles to something else.
    case illegal
}

/// The Swift keywords and how each can be used as a generated name.
///
/// The tables below are data measured with Swift 6.3.1 in Swift 6 mode by
/// `scripts/keyword-probe.sh`, which type-checks every keyword in every form listed under
/// `SwiftNamePosition`, plain and in backticks, and counts a warning as a failure.
/// `SwiftKeywordProbeFindingsTests` restates the findings one by one; re-run the script with a
/// new compiler and compare. Names that are not keywords are plain everywhere.
public enum SwiftKeywords {
    /// Words the lexer always treats as keywords, never as identifiers (The Swift Programming
    /// Language, "Keywords and Punctuation": declarations, statements, expressions and types).
    /// `_` and the `#`-prefixed keywords are left out: neither can be an identifier at all.
    public static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    /// Words that are keywords only in particular contexts (The Swift Programming Language's
    /// list, plus the newer ones from SE proposals: `actor`, `any`, `await`, `borrowing`,
    /// `consume`, `each`, `macro`, `package`, `sending`, ...). Elsewhere they are identifiers.
    public static let contextual: Set<String> = [
        "actor", "any", "associativity", "async", "await", "borrowing", "consume", "consuming",
        "convenience", "copy", "didSet", "discard", "distributed", "dynamic", "each", "final", "get",
        "indirect", "infix", "isolated", "lazy", "left", "macro", "mutating", "none", "nonisolated",
        "nonmutating", "open", "optional", "override", "package", "postfix", "precedence", "prefix",
        "Protocol", "reasync", "required", "right", "sending", "set", "some", "then", "Type",
        "unowned", "unsafe", "weak", "willSet", "yield",
    ]

    /// Whether `word` is a keyword of either kind, or `_`.
    public static func isKeyword(_ word: String) -> Bool {
        word == "_" || (keywordShapes.mayContain(word) && (reserved.contains(word) || contextual.contains(word)))
    }

    /// Whether a name of `word`'s length and ends is a keyword: most names are not, told without hashing.
    private static let keywordShapes = NameShapes(reserved.union(contextual))

    /// How `name` must be spelled at `position`; `name` is assumed to be a valid identifier.
    public static func spelling(of name: String, in position: SwiftNamePosition) -> SwiftNameSpelling {
        // Nearly every name is in no table: its length and first byte say so without hashing it
        // (which was 2% of a `generate` run), else one lookup does.
        guard listedShapes.mayContain(name), listed.contains(name) else { return .plain }
        if illegal[position]?[name] != nil { return .illegal }
        if needsBackticks[position]?.contains(name) == true { return .backticks }
        return .plain
    }

    /// Why `name` cannot be used at `position`, or nil when it can.
    public static func whyIllegal(_ name: String, in position: SwiftNamePosition) -> String? {
        illegal[position]?[name]
    }

    /// Whether a name of `name`'s length and first byte is in `listed`: a cheap filter, not the answer.
    private static let listedShapes = NameShapes(listed)

    /// Every name that `needsBackticks` or `illegal` lists at some position.
    static let listed: Set<String> = needsBackticks.values.reduce(into: Set(illegal.values.flatMap(\.keys))) {
        $0.formUnion($1)
    }

    /// Names that need backticks at each position (and work with them everywhere there).
    static let needsBackticks: [SwiftNamePosition: Set<String>] = [
        // Every reserved word except `self` (illegal), plus four contextual keywords that a type
        // reference cannot start with: `any`, `some`, `each` (`let x: some` expects a type) and
        // `await` (`await()` awaits).
        .typeName: reserved.subtracting(["self"]).union(["any", "await", "each", "some"]),
        // Every reserved word except the four that are illegal, plus `await`, which a function
        // body cannot mention plainly (`{ await }` expects an expression).
        .member: reserved.subtracting(["self", "Self", "let", "var"]).union(["await"]),
        // Only `inout`: `f(inout x: T)` would read as a parameter modifier.
        .argumentLabel: ["inout"],
    ]

    static let wildcard = "`_` is the wildcard; in backticks Swift 6.2 and later read it as a raw identifier"

    /// Names that no spelling makes usable, with the reason, at each position.
    static let illegal: [SwiftNamePosition: [String: String]] = [
        .typeName: [
            "_": wildcard,
            "self": "`self`() inside the namespace calls the namespace, not the nested type",
            "Type": "`Screen.Type` is the metatype of `Screen`, even in backticks, in expressions",
            "Protocol": "`Screen.Protocol` is the protocol metatype, even in backticks, in expressions",
        ],
        .member: [
            "_": wildcard,
            "self": "in `init(self: T) { self.`self` = `self` }` the parameter cannot be named",
            "Self": "`Self.`Self`` does not reach a member named `Self`, even in backticks",
            "Type": "`Model.Type` is the metatype, even in backticks, so `Self.x` and `Model.x` fail",
            "Protocol": "`Model.Protocol` is the protocol metatype, even in backticks",
            "none": "`.none` in an optional context warns that it means `Optional.none`",
            "let": "as an initializer's argument label `let` earns a warning, plain or in backticks",
            "var": "as an initializer's argument label `var` earns a warning, plain or in backticks",
        ],
        .argumentLabel: [
            "_": "`_` as a label means no label",
            "let": "`f(let x: T)` warns that `let` is read as a label; in backticks it warns too",
            "var": "`f(var x: T)` warns that `var` is read as a label; in backticks it warns too",
        ],
    ]
}
