/// Writes arbitrary text as Swift comment lines: `///` documentation comments for declarations
/// and `//` plain comments for the generated file's header.
///
/// Whatever the text, every output line is one source line that starts with the indentation and
/// the comment marker, so nothing can break out of the comment:
///
/// - Line breaks of every kind (LF, CR, CRLF, vertical tab, form feed, U+0085 NEXT LINE, U+2028
///   LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR) become separate comment lines. Swift itself ends a
///   `//` comment only at LF or CR, but editors, diff tools and code review break lines at the
///   others too, where the rest of the text would look like code.
/// - Other control characters and invisible format characters (bidirectional overrides and
///   isolates, zero-width space, byte order mark, soft hyphen, tag characters) are removed; they
///   could make a comment display as code it is not ("Trojan Source"). Zero-width joiner and
///   non-joiner stay, as they belong to emoji and to Persian and Indic text.
/// - Tabs expand to spaces at tab stops of four columns.
/// - `/*` and `*/` get a space between the two characters, so the comment stays harmless if the
///   code around it is ever wrapped in a block comment.
/// - Trailing whitespace is removed from every line, and leading and trailing blank lines from the
///   text; blank lines inside it are kept (they separate Markdown paragraphs in documentation).
public enum SwiftDocComment {
    /// `///` lines for `text`, each prefixed with `indentation` spaces; empty when the text has no
    /// visible content. Join them with `"\n"`.
    public static func documentationLines(_ text: String, indentation: Int = 0) -> [String] {
        commentLines(text, lead: indentation == 0 ? documentationLead : lead("///", indentation: indentation))
    }

    /// `//` lines for `text`, each prefixed with `indentation` spaces; empty when the text has no
    /// visible content. Used for the generated file's header.
    public static func plainLines(_ text: String, indentation: Int = 0) -> [String] {
        commentLines(text, lead: indentation == 0 ? plainLead : lead("//", indentation: indentation))
    }

    /// The text split into sanitized lines, without comment markers or indentation.
    public static func sanitizedLines(_ text: String) -> [String] {
        simpleLines(text, lead: []) ?? sanitizedLinesOfAnyText(text)
    }

    /// The lines of `text`, each after `lead` (indentation, a comment marker and a space), blank
    /// lines after the marker alone.
    static func commentLines(_ text: String, lead: [UInt8]) -> [String] {
        if let lines = simpleLines(text, lead: lead) { return lines }
        // Joined once, not for every line.
        let prefixText = String(decoding: lead.dropLast(), as: UTF8.self)
        let leadText = String(decoding: lead, as: UTF8.self)
        return sanitizedLinesOfAnyText(text).map { $0.isEmpty ? prefixText : leadText + $0 }
    }

    /// What goes in front of each line: made once for the usual indentation, every doc comment's.
    private static let documentationLead = lead("///", indentation: 0)
    private static let plainLead = lead("//", indentation: 0)

    private static func lead(_ marker: String, indentation: Int) -> [UInt8] {
        [UInt8](repeating: UInt8(ascii: " "), count: max(0, indentation)) + Array(marker.utf8) + [UInt8(ascii: " ")]
    }

    /// `sanitizedLines` of a text `simpleLines` does not take, scalar by scalar.
    private static func sanitizedLinesOfAnyText(_ text: String) -> [String] {
        let lines = splitLines(text).map { line in
            trimTrailingWhitespace(separateCommentDelimiters(expandTabs(removeInvisibles(line))))
        }
        guard let content = contentRange(of: lines) else { return [] }
        return Array(lines[content])
    }

    /// From the first line that is not empty to the last, nil when all are: the leading and
    /// trailing blank lines both paths drop. Slicing by it, not `removeFirst()` in a loop, which
    /// is quadratic in the number of blank lines.
    private static func contentRange<Line: Collection>(of lines: [Line]) -> ClosedRange<Int>? {
        guard let first = lines.firstIndex(where: { !$0.isEmpty }),
            let last = lines.lastIndex(where: { !$0.isEmpty })
        else { return nil }
        return first...last
    }

    /// The lines of a text that needs nothing but splitting and trimming, the common case:
    /// printable ASCII split at LF, with no comment delimiter (action docs are often several
    /// lines); nil for any other text. Each line is made in one piece: `lead` and the line's
    /// bytes, or `lead` without its last byte (the space after a marker) for a blank line inside
    /// the text. The scalar-by-scalar path was a tenth of a generate run; building each line and
    /// then joining the marker to it, 2%.
    static func simpleLines(_ text: String, lead: [UInt8]) -> [String]? {
        var text = text
        return text.withUTF8 { bytes -> [String]? in
            guard let lines = simpleLineRanges(bytes) else { return nil }
            guard let content = contentRange(of: lines) else { return [] }
            return lines[content].map { line in
                let start = line.isEmpty ? lead.dropLast() : lead[...]
                return String(unsafeUninitializedCapacity: start.count + line.count) { buffer in
                    let rest = UnsafeMutableBufferPointer(rebasing: buffer[start.count...])
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<start.count]).initialize(fromContentsOf: start)
                    _ = rest.initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[line]))
                    return start.count + line.count
                }
            }
        }
    }

    /// The byte ranges of `bytes`' lines, split at LF, each without its trailing spaces, when
    /// the text is printable ASCII with no comment delimiter; nil otherwise.
    private static func simpleLineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        var lines: [Range<Int>] = []
        var lineStart = 0
        // Past the line's last byte that is not a space.
        var lineEnd = 0
        var previous: UInt8 = 0
        var index = 0
        while index < bytes.count {
            // Eight bytes at a time while they are printable, hold no `*` and follow none: no line
            // ends in them and no comment delimiter touches them. A byte at a time, this loop
            // cost 15 M instructions of a 1,000-screen run.
            if index + 8 <= bytes.count, previous != UInt8(ascii: "*"), let base = bytes.baseAddress {
                let word = ASCIIWord(at: base + index)
                if word.isPrintableWithoutStar {
                    if let last = word.lastNonSpace { lineEnd = index + last + 1 }
                    previous = bytes[index + 7]
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                lines.append(lineStart..<lineEnd)
                lineStart = index + 1
                lineEnd = lineStart
            } else {
                guard byte >= 0x20, byte < 0x7F else { return nil }
                if (previous == UInt8(ascii: "/") && byte == UInt8(ascii: "*"))
                    || (previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/"))
                {
                    return nil
                }
                if byte != UInt8(ascii: " ") { lineEnd = index + 1 }
            }
            previous = byte
            index += 1
        }
        lines.append(lineStart..<lineEnd)
        return lines
    }

    /// Splits at every line break that any common tool honours; CRLF counts as one break.
    /// Each line is cut out of the text where its break is found, not built scalar by scalar.
    static func splitLines(_ text: String) -> [String] {
        var lines: [String] = []
        let scalars = text.unicodeScalars
        var lineStart = scalars.startIndex
        var previousWasCR = false
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                lineStart = next
            } else {
                previousWasCR = scalar == "\r"
                if isLineBreak(scalar) {
                    lines.append(String(scalars[lineStart..<index]))
                    lineStart = next
                }
            }
            index = next
        }
        lines.append(String(scalars[lineStart...]))
        return lines
    }

    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// Drops control characters other than tab, and format characters other than ZWJ and ZWNJ.
    static func removeInvisibles(_ line: String) -> String {
        // Printable ASCII is never invisible, and most other lines (accents, dashes, emoji) hold
        // nothing invisible either: such a line is kept as it is, not rebuilt scalar by scalar.
        if line.isPrintableASCII { return line }
        guard line.unicodeScalars.contains(where: isInvisible) else { return line }
        var kept = String.UnicodeScalarView()
        for scalar in line.unicodeScalars where !isInvisible(scalar) {
            kept.append(scalar)
        }
        return String(kept)
    }

    /// A control or format character other than tab, ZWJ and ZWNJ; a printable ASCII scalar is
    /// answered without looking up its general category.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if (0x20..<0x7F).contains(scalar.value) || scalar == "\t" || scalar == "\u{200C}" || scalar == "\u{200D}" {
            return false
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate: return true
        default: return false
        }
    }

    /// Replaces each tab with spaces up to the next multiple of four columns (one column per
    /// `Character`, which is right for the ASCII text where alignment matters).
    static func expandTabs(_ line: String) -> String {
        guard line.utf8.contains(UInt8(ascii: "\t")) else { return line }
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let width = 4 - column % 4
                result += String(repeating: " ", count: width)
                column += width
            } else {
                result.append(character)
                column += 1
            }
        }
        return result
    }

    /// Inserts a space wherever `/` and `*` touch, in either order (`/*/` becomes `/ * /`).
    static func separateCommentDelimiters(_ line: String) -> String {
        guard line.utf8.contains(UInt8(ascii: "*")) else { return line }
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in line.unicodeScalars {
            if (previous == "/" && scalar == "*") || (previous == "*" && scalar == "/") {
                result.append(" ")
            }
            result.append(scalar)
            previous = scalar
        }
        return String(result)
    }

    static func trimTrailingWhitespace(_ line: String) -> String {
        var end = line.endIndex
        while end > line.startIndex, line[line.index(before: end)].isWhitespace {
            end = line.index(before: end)
        }
        return String(line[..<end])
    }
}
