/// Reading text and the inside of tags.
extension TemplateParser {
    /// The bytes up to the start delimiter (then just past it: `true`) or up to a newline (left
    /// at it) or the end (`false`).
    mutating func readText(until delimiter: [UInt8]) -> (text: [UInt8], foundTag: Bool) {
        let start = position
        let first = delimiter[0]
        while position < bytes.count {
            let byte = bytes[position]
            if byte == .newline { return (Array(bytes[start..<position]), false) }
            if byte == first, matches(delimiter, at: position) {
                let text = Array(bytes[start..<position])
                position += delimiter.count
                return (text, true)
            }
            position += 1
        }
        return (Array(bytes[start..<position]), false)
    }

    /// A tag stands alone when only spaces and tabs were before it on its line and only spaces
    /// and tabs follow it up to the end of the line, which is then consumed with it.
    mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if position >= bytes.count { return true }
        var end = position
        while end < bytes.count, bytes[end] == .space || bytes[end] == .tab { end += 1 }
        guard let newline = newlineLength(at: end) else { return false }
        position = end + newline
        return true
    }

    /// A section, variable or block name: ends at the end delimiter, spaces around it allowed.
    mutating func readName(_ state: State) throws(TemplateSyntaxError) -> String {
        skipWhitespace()
        let start = position
        let name = read(while: Self.isNameByte)
        skipWhitespace()
        guard matches(state.endDelimiter, at: position) else { throw unfinishedTag(expecting: state.endDelimiter) }
        position += state.endDelimiter.count
        if name.contains(UInt8(ascii: "(")) || name.contains(UInt8(ascii: ")")) {
            throw TemplateSyntaxError(.transform(String(decoding: name, as: UTF8.self)), at: start)
        }
        // Counting dots first keeps the split off the common path.
        if name.count(where: { $0 == .dot }) >= TemplateLimits.nameParts,
            name.split(separator: .dot).count > TemplateLimits.nameParts
        {
            throw TemplateSyntaxError(.tooManyNameParts(tagText()), at: tagStart)
        }
        return String(decoding: name, as: UTF8.self)
    }

    /// A partial's or parent's name, which may also hold `/`.
    mutating func readPartialName(_ state: State) throws(TemplateSyntaxError) -> String {
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "*") {
            throw TemplateSyntaxError(.dynamicPartial, at: position)
        }
        let name = read { Self.isNameByte($0) || $0 == UInt8(ascii: "/") }
        skipWhitespace()
        guard matches(state.endDelimiter, at: position) else { throw unfinishedTag(expecting: state.endDelimiter) }
        position += state.endDelimiter.count
        return String(decoding: name, as: UTF8.self)
    }

    mutating func skipComment(_ state: State) throws(TemplateSyntaxError) {
        while position < bytes.count {
            if matches(state.endDelimiter, at: position) {
                position += state.endDelimiter.count
                return
            }
            position += 1
        }
        throw unfinishedTag(expecting: state.endDelimiter)
    }

    /// `{{=<% %>=}}`: new start and end delimiters for the rest of the template. Any error is
    /// reported at the tag's start: what is wrong is the tag as a whole.
    mutating func readDelimiters(_ state: inout State) throws(TemplateSyntaxError) {
        skipWhitespace()
        let start = read { !Self.isASCIIWhitespace($0) }
        guard position < bytes.count else { throw TemplateSyntaxError(.badDelimiters, at: tagStart) }
        skipWhitespace()
        let end = read { !Self.isASCIIWhitespace($0) && $0 != UInt8(ascii: "=") }
        guard position < bytes.count else { throw TemplateSyntaxError(.badDelimiters, at: tagStart) }
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw TemplateSyntaxError(.badDelimiters, at: tagStart)
        }
        position += 1
        guard matches(state.endDelimiter, at: position) else { throw TemplateSyntaxError(.badDelimiters, at: tagStart) }
        position += state.endDelimiter.count
        guard !start.isEmpty, !end.isEmpty else { throw TemplateSyntaxError(.badDelimiters, at: tagStart) }
        state.startDelimiter = Array(start)
        state.endDelimiter = Array(end)
        state.isParentTopLevel = false
    }

    /// `{{% CONTENT_TYPE: TEXT}}`, which swift-mustache needed and CellGen always renders as.
    mutating func readPragma(_ state: State) throws(TemplateSyntaxError) {
        let start = position
        skipWhitespace()
        let variable = String(decoding: read(while: Self.isNameByte), as: UTF8.self)
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw TemplateSyntaxError(.pragma, at: start)
        }
        position += 1
        skipWhitespace()
        let value = String(decoding: read(while: Self.isNameByte), as: UTF8.self)
        skipWhitespace()
        guard matches(state.endDelimiter, at: position), variable == "CONTENT_TYPE", value == "TEXT" else {
            throw TemplateSyntaxError(.pragma, at: start)
        }
        position += state.endDelimiter.count
    }

    /// The tag read so far, as written from its start delimiter through `end` (up to a line
    /// break, at most 40 characters), to name it in an error.
    func tagText(to end: Int? = nil) -> String {
        tagText(tagStart..<(end ?? position))
    }

    /// The text of the tag that spans `range`, as `tagText(to:)` gives it.
    func tagText(_ range: Range<Int>) -> String {
        let limit = min(range.upperBound, bytes.count)
        var end = range.lowerBound
        while end < limit, newlineLength(at: end) == nil { end += 1 }
        var text = Substring(String(decoding: bytes[range.lowerBound..<end], as: UTF8.self))
        while text.last?.isWhitespace == true { text.removeLast() }
        return text.count > 40 ? text.prefix(40) + "..." : String(text)
    }

    /// A tag that does not end where it should: named up to the byte that stopped it.
    func unfinishedTag(expecting end: [UInt8]) -> TemplateSyntaxError {
        TemplateSyntaxError(
            .unfinishedTag(tagText(to: position + 1), expected: String(decoding: end, as: UTF8.self)), at: tagStart)
    }

    /// Where the section, block or parent tag just read starts and ends, for `State.opening`.
    func openingTag() -> Range<Int> {
        tagStart..<position
    }

    // MARK: - Bytes

    mutating func read(while belongs: (UInt8) -> Bool) -> ArraySlice<UInt8> {
        let start = position
        while position < bytes.count, belongs(bytes[position]) { position += 1 }
        return bytes[start..<position]
    }

    func matches(_ delimiter: [UInt8], at offset: Int) -> Bool {
        guard offset + delimiter.count <= bytes.count else { return false }
        for index in delimiter.indices where bytes[offset + index] != delimiter[index] { return false }
        return true
    }

    /// Skips what `Character.isWhitespace` calls whitespace (newlines too).
    mutating func skipWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte < 0x80 {
                guard Self.isASCIIWhitespace(byte) else { return }
                position += 1
            } else {
                guard let (scalar, length) = scalar(at: position), scalar.properties.isWhitespace else { return }
                position += length
            }
        }
    }

    /// The length of the line break at `offset` (`\n`, `\r\n`, `\r`, and what else
    /// `Character.isNewline` counts), or nil.
    func newlineLength(at offset: Int) -> Int? {
        guard offset < bytes.count else { return nil }
        switch bytes[offset] {
        case .newline, 0x0B, 0x0C: return 1
        case .carriageReturn: return offset + 1 < bytes.count && bytes[offset + 1] == .newline ? 2 : 1
        case 0xC2, 0xE2:
            guard let (scalar, length) = scalar(at: offset), [0x85, 0x2028, 0x2029].contains(scalar.value) else {
                return nil
            }
            return length
        default: return nil
        }
    }

    private func scalar(at offset: Int) -> (Unicode.Scalar, Int)? {
        var iterator = bytes[offset...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, UTF8.width(scalar))
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"):
            true
        case UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "?"), UInt8(ascii: "*"),
            UInt8(ascii: "("), UInt8(ascii: ")"):
            true
        default: false
        }
    }

    static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == .space || (0x09...0x0D).contains(byte)
    }
}

/// The ASCII bytes the template parser and the layout pass look for.
extension UInt8 {
    static let newline = UInt8(ascii: "\n")
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let carriageReturn = UInt8(ascii: "\r")
    static let dot = UInt8(ascii: ".")
}
