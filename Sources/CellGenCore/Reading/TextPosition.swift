/// Conversions between byte offsets and the line/column marks diagnostics use.
enum TextPosition {
    /// The 1-based line and character column of a byte offset into UTF-8 input. Line breaks are
    /// LF, CR or CRLF, as in YAML. Continuation bytes do not count as characters.
    static func mark(atByteOffset offset: Int, in input: UnsafeBufferPointer<UInt8>) -> YAMLMark {
        var line = 1
        var column = 1
        var characters = 0
        var index = 0
        let end = min(offset, input.count)
        while index < end {
            let byte = input[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= input.count || input[index + 1] != 0x0A)) {
                line += 1
                column = 1
                characters += 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
                characters += 1
            }
            index += 1
        }
        return YAMLMark(line: line, column: column, index: characters)
    }

    /// The character at a mark, if the input has one there.
    static func character(at mark: YAMLMark, in input: UnsafeBufferPointer<UInt8>) -> Character? {
        let text = String(decoding: input, as: UTF8.self)
        var line = 1
        var column = 1
        for character in text {
            if line == mark.line && column == mark.column { return character }
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
            if line > mark.line { return nil }
        }
        return nil
    }

    /// `U+0007` style name of a code point.
    static func codePointName(_ value: Int) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
