/// A type parsed by `SwiftTypeParser`: the tree and its canonical spelling.
public struct SwiftParsedType: Hashable, Sendable {
    public let syntax: SwiftTypeSyntax
    /// The type with Swift's conventional spacing, ready to emit: `[String:Int]` becomes
    /// `[String: Int]`, `Array< Int >` becomes `Array<Int>`.
    public let canonicalSpelling: String
    /// See `SwiftTypeSyntax.containsFunctionType`. Stored, like `refersToSelf`: every field's
    /// type is checked for both, and a parsed type is kept (`ParsedTypes`) for the specs that
    /// repeat its spelling, where walking the tree again allocated each node's children.
    public let containsFunctionType: Bool
    /// See `SwiftTypeSyntax.refersToSelf`.
    public let refersToSelf: Bool

    public init(syntax: SwiftTypeSyntax) {
        self.syntax = syntax
        self.canonicalSpelling = syntax.canonicalSpelling
        self.containsFunctionType = syntax.containsFunctionType
        self.refersToSelf = syntax.refersToSelf
    }

    /// See `SwiftTypeSyntax.isOptional`.
    public var isOptional: Bool { syntax.isOptional }
    /// See `SwiftTypeSyntax.referencedTopLevelNames`.
    public var referencedTopLevelNames: [String] { syntax.referencedTopLevelNames }
}

/// Parses the type of a field or payload as written in Swift, by hand-written recursive descent.
///
/// It accepts the subset of Swift's type grammar that a stored property or an enum payload can
/// use: named types with generic arguments and member types, `[T]`, `[K: V]`, `T?`, tuples,
/// function types with attributes and effects, `any P`, `A & B`, `T.Type`. It rejects, with a
/// message meant for the spec's author, what Swift rejects there or CellGen cannot store:
/// `T!` (implicitly unwrapped), `some P` (opaque). It does not resolve names.
///
/// Nesting is limited to `maximumDepth` levels, so hostile input such as ten thousand `[` ends in
/// an error instead of a stack overflow.
public enum SwiftTypeParser {
    public static let maximumDepth = 32

    public static func parse(_ text: String) -> Result<SwiftParsedType, SwiftTypeParseError> {
        guard text.contains(where: { !SwiftTypeToken.isWhitespace($0) }) else {
            let found = text.isEmpty ? "an empty string" : "only whitespace"
            return .failure(SwiftTypeParseError("expected a type, found \(found)", at: 0))
        }
        let tokens: [SwiftTypeToken]
        switch SwiftTypeToken.tokenize(text) {
        case .success(let result): tokens = result
        case .failure(let error): return .failure(error)
        }
        var parser = Parser(tokens: tokens)
        do throws(SwiftTypeParseError) {
            let syntax = try parser.parseType()
            let next = parser.current
            guard next.kind == .end else {
                throw SwiftTypeParseError("unexpected \(next.quoted) after type", at: next.offset)
            }
            return .success(SwiftParsedType(syntax: syntax))
        } catch {
            return .failure(error)
        }
    }
}

extension SwiftTypeParser {
    /// The parser's state: the tokens, the position in them, and the current nesting depth.
    /// Each `parse...` method reads one construct and leaves `current` at the token after it.
    struct Parser {
        let tokens: [SwiftTypeToken]
        var position = 0
        var depth = 0

        var current: SwiftTypeToken { tokens[position] }

        func peek(_ distance: Int = 1) -> SwiftTypeToken {
            tokens[min(position + distance, tokens.count - 1)]
        }

        @discardableResult
        mutating func advance() -> SwiftTypeToken {
            let token = current
            if position < tokens.count - 1 { position += 1 }
            return token
        }

        mutating func consume(_ punctuation: String) -> Bool {
            guard current.isPunctuation(punctuation) else { return false }
            advance()
            return true
        }

        mutating func expect(_ punctuation: String, _ message: String) throws(SwiftTypeParseError) {
            guard consume(punctuation) else { throw SwiftTypeParseError(message, at: current.offset) }
        }

        func checkDepth(_ levels: Int, at offset: Int) throws(SwiftTypeParseError) {
            guard levels <= SwiftTypeParser.maximumDepth else {
                throw SwiftTypeParseError(
                    "type is nested too deeply (more than \(SwiftTypeParser.maximumDepth) levels)", at: offset)
            }
        }

        /// Whether `token` can begin a type (used to tell `any P` from a type named `any`).
        func startsType(_ token: SwiftTypeToken) -> Bool {
            token.isWord || token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("@")
        }

        /// type := attribute* ('any' composition | composition)
        mutating func parseType() throws(SwiftTypeParseError) -> SwiftTypeSyntax {
            depth += 1
            defer { depth -= 1 }
            try checkDepth(depth, at: current.offset)
            let attributes = try parseAttributes()
            let start = current
            if start.isKeyword("some"), startsType(peek()) {
                throw SwiftTypeParseError(
                    "opaque 'some' types cannot be stored in a field or payload; use 'any' or a concrete type",
                    at: start.offset)
            }
            var type: SwiftTypeSyntax
            if start.isKeyword("any"), startsType(peek()) {
                advance()
                let constraintStart = current.offset
                let constraint = try parseComposition()
                switch constraint {
                case .optional:
                    throw SwiftTypeParseError("an optional 'any' type must be written '(any P)?'", at: start.offset)
                case .array, .dictionary, .function, .existential:
                    throw SwiftTypeParseError(
                        "'any' applies only to protocols and protocol compositions", at: constraintStart)
                default:
                    type = .existential(constraint)
                }
            } else {
                type = try parseComposition()
            }
            if current.isPunctuation("->") {
                throw SwiftTypeParseError(
                    "the parameters of a function type must be in parentheses, as in '(Int) -> Void'", at: start.offset)
            }
            if let first = attributes.first {
                guard case .function(var function) = type else {
                    throw SwiftTypeParseError(
                        "attribute '@\(first.name)' applies only to function types", at: first.offset)
                }
                function.attributes = attributes.map(\.name) + function.attributes
                type = .function(function)
            }
            return type
        }

        /// attribute := '@' name ('(' name ')')?; the argument only for `convention`, `isolated`.
        mutating func parseAttributes() throws(SwiftTypeParseError) -> [(name: String, offset: Int)] {
            var attributes: [(name: String, offset: Int)] = []
            while current.isPunctuation("@") {
                let at = advance()
                guard current.kind == .word(backticked: false) else {
                    throw SwiftTypeParseError("expected an attribute name after '@'", at: current.offset)
                }
                var name = advance().text
                if name == "convention" || name == "isolated" {
                    try expect("(", "expected '(' after '@\(name)'")
                    guard current.isWord else {
                        throw SwiftTypeParseError("expected an argument for '@\(name)'", at: current.offset)
                    }
                    name += "(" + advance().text + ")"
                    try expect(")", "expected ')' to close the attribute argument")
                }
                attributes.append((name, at.offset))
            }
            return attributes
        }

        /// composition := postfix ('&' postfix)*, where every member is a named type.
        mutating func parseComposition() throws(SwiftTypeParseError) -> SwiftTypeSyntax {
            var members: [(type: SwiftTypeSyntax, offset: Int)] = []
            repeat {
                let offset = current.offset
                members.append((try parsePostfix(), offset))
            } while consume("&")
            guard members.count > 1 else { return members[0].type }
            for member in members {
                guard case .identifier = member.type else {
                    throw SwiftTypeParseError("a protocol composition can contain only named types", at: member.offset)
                }
            }
            return .composition(members.map(\.type))
        }

        /// postfix := primary ('?' | '.Type' | '.Protocol')*
        mutating func parsePostfix() throws(SwiftTypeParseError) -> SwiftTypeSyntax {
            var type = try parsePrimary()
            var wrappers = 0
            while true {
                let token = current
                if token.isPunctuation("?") {
                    advance()
                    type = .optional(type)
                } else if token.isPunctuation("!") {
                    throw SwiftTypeParseError(
                        "implicitly unwrapped optionals ('!') are not allowed in a field or payload type; use '?' instead",
                        at: token.offset)
                } else if token.isPunctuation("."), peek().isKeyword("Type") || peek().isKeyword("Protocol") {
                    advance()
                    type = .metatype(type, isProtocol: advance().text == "Protocol")
                } else if token.isPunctuation(".") {
                    let message =
                        peek().isWord
                        ? "expected 'Type' or 'Protocol' after '.'" : "expected a member name after '.'"
                    throw SwiftTypeParseError(message, at: peek().offset)
                } else {
                    return type
                }
                wrappers += 1
                try checkDepth(depth + wrappers, at: token.offset)
            }
        }

        /// primary := named | '[' type (':' type)? ']' | '(' elements ')' function-tail?
        mutating func parsePrimary() throws(SwiftTypeParseError) -> SwiftTypeSyntax {
            let token = current
            if token.isPunctuation("[") { return try parseCollection() }
            if token.isPunctuation("(") { return try parseParenthesized() }
            guard token.isWord else { throw SwiftTypeParseError("expected a type", at: token.offset) }
            if token.isKeyword("any") || token.isKeyword("some"), startsType(peek()) {
                throw SwiftTypeParseError("'\(token.text)' must come first in a type", at: token.offset)
            }
            return try parseNamed()
        }

        /// named := component ('.' component)*, stopping before `.Type` and `.Protocol`.
        mutating func parseNamed() throws(SwiftTypeParseError) -> SwiftTypeSyntax {
            var components = [try parseComponent(isFirst: true)]
            while current.isPunctuation("."), peek().isWord, !peek().isKeyword("Type"), !peek().isKeyword("Protocol") {
                advance()
                components.append(try parseComponent(isFirst: false))
            }
            return .identifier(components)
        }

        /// component := name ('<' type (',' type)* '>')?
        mutating func parseComponent(isFirst: Bool) throws(SwiftTypeParseError) -> SwiftTypeNameComponent {
            let token = advance()
            let backticked = token.kind == .word(backticked: true)
            if !backticked {
                if token.text == "_" { throw SwiftTypeParseError("'_' is not a type", at: token.offset) }
                let allowedKeyword = isFirst && (token.text == "Any" || token.text == "Self")
                if SwiftKeywords.reserved.contains(token.text), !allowedKeyword {
                    throw SwiftTypeParseError(
                        "'\(token.text)' is a keyword; write `\(token.text)` to use it as a type name", at: token.offset
                    )
                }
            }
            var arguments: [SwiftTypeSyntax] = []
            if consume("<") {
                repeat {
                    arguments.append(try parseType())
                } while consume(",")
                try expect(">", "expected '>' to close generic argument list")
            }
            return SwiftTypeNameComponent(name: token.text, isBackticked: backticked, genericArguments: arguments)
        }

        mutating func parseCollection() throws(SwiftTypeParseError) -> SwiftTypeSyntax {
            advance()
            let first = try parseType()
            if consume(":") {
                let value = try parseType()
                try expect("]", "expected ']' to close dictionary type")
                return .dictionary(key: first, value: value)
            }
            try expect("]", "expected ']' to close array type")
            return .array(first)
        }
    }
}
