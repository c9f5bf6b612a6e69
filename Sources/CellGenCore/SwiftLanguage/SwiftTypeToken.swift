/// A token of the Swift type grammar, as read by `SwiftTypeToken.tokenize(_:)` for
/// `SwiftTypeParser`.
struct SwiftTypeToken: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A name; `text` is without backticks.
        case word(backticked: Bool)
        /// One of `< > [ ] ( ) : , . ? ! & @ -> ...`; `text` is the punctuation.
        case punctuation
        /// The end of the input.
        case end
    }

    var kind: Kind
    var text: String
    /// 0-based offset in `Character`s from the start of the input.
    var offset: Int

    /// Whether this is the unbackticked word `keyword` (`any`, `inout`, `Type`, ...).
    func isKeyword(_ keyword: String) -> Bool {
        kind == .word(backticked: false) && text == keyword
    }

    func isPunctuation(_ punctuation: String) -> Bool {
        kind == .punctuation && text == punctuation
    }

    var isWord: Bool {
        if case .word = kind { true } else { false }
    }

    /// How the token reads in an error message: `'x'`, or `end of input`.
    var quoted: String {
        switch kind {
        case .end: "end of input"
        case .word(backticked: true): "'`" + text + "`'"
        default: "'" + text + "'"
        }
    }

    /// Splits `text` into tokens, ending with an `.end` token, or fails at the first character
    /// that cannot start a token. Whitespace (space, tab, line breaks) only separates tokens.
    static func tokenize(_ text: String) -> Result<[SwiftTypeToken], SwiftTypeParseError> {
        let characters = Array(text)
        var tokens: [SwiftTypeToken] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if isWhitespace(character) {
                index += 1
                continue
            }
            if character == "-", index + 1 < characters.count, characters[index + 1] == ">" {
                tokens.append(SwiftTypeToken(kind: .punctuation, text: "->", offset: index))
                index += 2
            } else if character == ".", index + 2 < characters.count,
                characters[index + 1] == ".", characters[index + 2] == "."
            {
                tokens.append(SwiftTypeToken(kind: .punctuation, text: "...", offset: index))
                index += 3
            } else if "<>[]():,.?!&@".contains(character) {
                tokens.append(SwiftTypeToken(kind: .punctuation, text: String(character), offset: index))
                index += 1
            } else if character == "`" {
                guard let close = characters[(index + 1)...].firstIndex(of: "`") else {
                    return .failure(SwiftTypeParseError("unterminated '`'", at: index))
                }
                let name = String(characters[(index + 1)..<close])
                guard SwiftIdentifier.isValid(name) else {
                    return .failure(SwiftTypeParseError("expected an identifier between backticks", at: index + 1))
                }
                tokens.append(SwiftTypeToken(kind: .word(backticked: true), text: name, offset: index))
                index = close + 1
            } else if startsIdentifier(character) {
                var end = index + 1
                while end < characters.count, continuesIdentifier(characters[end]) { end += 1 }
                let name = String(characters[index..<end])
                tokens.append(SwiftTypeToken(kind: .word(backticked: false), text: name, offset: index))
                index = end
            } else {
                let shown = SwiftStringLiteral.escapedContents(String(character))
                return .failure(SwiftTypeParseError("unexpected character '\(shown)'", at: index))
            }
        }
        tokens.append(SwiftTypeToken(kind: .end, text: "", offset: characters.count))
        return .success(tokens)
    }

    /// Space, tab and line breaks; other Unicode spaces (such as U+00A0) are errors, not separators.
    static func isWhitespace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character.isNewline
    }

    /// A `Character` may carry combining marks, so every scalar is checked, not just the first.
    static func startsIdentifier(_ character: Character) -> Bool {
        var scalars = character.unicodeScalars.makeIterator()
        guard let head = scalars.next(), SwiftIdentifier.isIdentifierHead(head) else { return false }
        while let scalar = scalars.next() {
            guard SwiftIdentifier.isIdentifierCharacter(scalar) else { return false }
        }
        return true
    }

    static func continuesIdentifier(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy(SwiftIdentifier.isIdentifierCharacter)
    }
}

/// Why a type did not parse, and where: `offset` counts `Character`s from the start of the input
/// (0-based), so a caller can point at the column within the spec's scalar.
public struct SwiftTypeParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var offset: Int

    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }

    public var description: String { "\(offset): \(message)" }
}
