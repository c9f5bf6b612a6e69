/// What the structure tests need to know of a Swift source file, read without a Swift parser: the
/// types it declares at the top level and the type-like names (capitalized identifiers) its code
/// mentions. Comments and the text of string literals are left out; the code inside a string's
/// interpolations is kept, so `"\(Foo.bar)"` still uses `Foo`.
struct SwiftSourceScan {
    /// `struct`, `enum`, `class`, `actor`, `protocol` and `typealias` names declared outside any
    /// braces (nested types are reached through their outer type's name).
    var topLevelTypes: [String] = []
    /// Every identifier starting with an upper-case letter, in the code only.
    var capitalizedNames: Set<String> = []

    init(_ source: String) {
        var reader = CodeReader(Array(source.utf8))
        reader.readCode(untilClosingParenthesis: false)
        let words = Self.words(in: reader.code)
        var depth = 0
        for (index, word) in words.enumerated() {
            switch word {
            case "{": depth += 1
            case "}": depth -= 1
            case "struct", "enum", "class", "actor", "protocol", "typealias":
                if depth == 0, index + 1 < words.count, Self.isIdentifier(words[index + 1]) {
                    topLevelTypes.append(words[index + 1])
                }
            default:
                if let first = word.unicodeScalars.first, ("A"..."Z").contains(first) { capitalizedNames.insert(word) }
            }
        }
    }

    /// Identifiers and braces, in order; everything else separates them.
    private static func words(in code: [UInt8]) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        func flush() {
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current = []
        }
        for byte in code {
            if isIdentifierByte(byte) {
                current.append(byte)
            } else {
                flush()
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { words.append(String(UnicodeScalar(byte))) }
            }
        }
        flush()
        return words
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func isIdentifier(_ word: String) -> Bool {
        word != "{" && word != "}" && !(word.utf8.first.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? true)
    }
}

/// Copies a file's code, byte by byte, into `code`, dropping comments and string literals'
/// text but descending into their interpolations.
private struct CodeReader {
    let bytes: [UInt8]
    var index = 0
    var code: [UInt8] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Reads code up to the end, or up to the `)` that closes an interpolation (consumed).
    mutating func readCode(untilClosingParenthesis: Bool) {
        var parentheses = 0
        while index < bytes.count {
            if starts(with: "//") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
            } else if starts(with: "/*") {
                skipBlockComment()
            } else if let (hashes, delimiter) = stringOpening() {
                index += hashes + delimiter.count
                readString(hashes: hashes, closing: delimiter + String(repeating: "#", count: hashes))
                code.append(UInt8(ascii: " "))
            } else {
                let byte = bytes[index]
                if untilClosingParenthesis && byte == UInt8(ascii: ")") {
                    if parentheses == 0 { index += 1; return }
                    parentheses -= 1
                } else if untilClosingParenthesis && byte == UInt8(ascii: "(") {
                    parentheses += 1
                }
                code.append(byte)
                index += 1
            }
        }
    }

    /// `"`, `"""`, `#"`, `##"""`...: the number of `#` and the quotes, when a string opens here.
    private func stringOpening() -> (Int, String)? {
        var hashes = 0
        while index + hashes < bytes.count && bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
        let after = index + hashes
        guard after < bytes.count, bytes[after] == UInt8(ascii: "\"") else { return nil }
        return (hashes, starts(with: "\"\"\"", at: after) ? "\"\"\"" : "\"")
    }

    private mutating func readString(hashes: Int, closing: String) {
        let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
        while index < bytes.count {
            if starts(with: interpolation) {
                index += interpolation.utf8.count
                code.append(UInt8(ascii: " "))
                readCode(untilClosingParenthesis: true)
                code.append(UInt8(ascii: " "))
            } else if hashes == 0 && bytes[index] == UInt8(ascii: "\\") {
                index += 2
            } else if starts(with: closing) {
                index += closing.utf8.count
                return
            } else {
                index += 1
            }
        }
    }

    /// Block comments nest in Swift.
    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if starts(with: "/*") { depth += 1; index += 2 }
            else if starts(with: "*/") { depth -= 1; index += 2 }
            else { index += 1 }
        } while depth > 0 && index < bytes.count
        code.append(UInt8(ascii: " "))
    }

    private func starts(with text: String, at position: Int? = nil) -> Bool {
        let start = position ?? index
        let pattern = Array(text.utf8)
        return start + pattern.count <= bytes.count && Array(bytes[start..<start + pattern.count]) == pattern
    }
}
