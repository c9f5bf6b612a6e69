/// Writes arbitrary text as a Swift string literal that evaluates to exactly that text.
///
/// The result is always a single-line, non-raw literal (`"..."`), so its meaning never depends on
/// where it is placed: it cannot end early, interpolate, continue onto another source line, or
/// change how the surrounding code reads. Every user text that reaches generated code goes
/// through here, so the rules are deliberately strict:
///
/// - `\` and `"` are escaped, which also makes `\(` (interpolation), `"""` and `"#` inert.
/// - `\n`, `\r`, `\t` and NUL use their short escapes; every other control character (C0, DEL,
///   C1 including U+0085 NEXT LINE) becomes `\u{X}`.
/// - Line and paragraph separators (U+2028, U+2029) are escaped: editors and other tools start a
///   new line at them even though the Swift lexer does not.
/// - Invisible format characters (category Cf: bidirectional overrides and isolates, zero-width
///   space, soft hyphen, byte order mark, tag characters) are escaped, so a literal cannot hide
///   text or reorder how code around it is displayed ("Trojan Source"). Zero-width joiner and
///   non-joiner stay as they are: they are part of emoji sequences and of Persian and Indic text.
/// - Private-use and unassigned code points are escaped; they have no visible form. Except the
///   noncharacters U+FDD0...U+FDEF, which stay as they are: swiftc (6.3) rejects them in a `\u{}`
///   escape ("invalid unicode scalar") but accepts them unescaped; `scripts/literal-roundtrip.sh`
///   found this.
/// - A combining mark is escaped when it would attach to literal syntax (the opening quote or the
///   end of an escape sequence) rather than to a character of the text.
/// - `/*` and `*/` never appear, so a literal stays harmless inside a block comment, for example
///   when generated code is commented out.
/// - Every other character, including printable non-ASCII such as `é`, `日本`, `😀`, stays as is.
///
/// For example:
///
///     Say "hi"            ->  "Say \"hi\""
///     \(secret)           ->  "\\(secret)"
///     line 1 + LF         ->  "line 1\n"
///     RLO + evil          ->  "\u{202E}evil"
///     a */ b              ->  "a *\u{2F} b"
///     café 😀             ->  "café 😀"
///
/// Lone surrogates need no rule: a Swift `String` cannot contain them (decoding ill-formed
/// UTF-8 or UTF-16 already replaced them with U+FFFD).
public enum SwiftStringLiteral {
    /// The quoted literal, for example `"Say \"hi\"\n"` for the text `Say "hi"` and a newline.
    public static func quoted(_ text: String) -> String {
        "\"" + escapedContents(text) + "\""
    }

    /// The literal's contents without the surrounding quotes.
    public static func escapedContents(_ text: String) -> String {
        if needsNoEscape(text) { return text }
        var output = ""
        output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        // The opening quote counts as syntax that a combining mark must not attach to.
        var previousWasSyntax = true
        var previousScalar: Unicode.Scalar = "\""
        for scalar in text.unicodeScalars {
            let escape = escapeSequence(for: scalar, previous: previousScalar, previousWasSyntax: previousWasSyntax)
            if let escape {
                output.unicodeScalars.append(contentsOf: escape.unicodeScalars)
                previousScalar = escape.unicodeScalars.last ?? scalar
            } else {
                output.unicodeScalars.append(scalar)
                previousScalar = scalar
            }
            previousWasSyntax = escape != nil
        }
        return output
    }

    /// Whether the text is printable ASCII without a quote, a backslash or a comment delimiter:
    /// then no scalar needs an escape, and the text is its own literal's contents. The common
    /// case (names, most titles), told on bytes instead of looking at each scalar in turn.
    private static func needsNoEscape(_ text: String) -> Bool {
        var previous = UInt8(ascii: "\"")
        return text.allUTF8 { byte in
            defer { previous = byte }
            return byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
                && !(previous == UInt8(ascii: "/") && byte == UInt8(ascii: "*"))
                && !(previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/"))
        }
    }

    /// The escape to emit for `scalar`, or nil to emit it as is.
    ///
    /// `previous` is the last scalar already emitted (the opening quote at the start), and
    /// `previousWasSyntax` tells whether it ended an escape sequence or is the opening quote.
    static func escapeSequence(
        for scalar: Unicode.Scalar,
        previous: Unicode.Scalar,
        previousWasSyntax: Bool
    ) -> String? {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\0": return "\\0"
        case "/" where previous == "*", "*" where previous == "/":
            return unicodeEscape(scalar)
        case "\u{200C}", "\u{200D}":
            return previousWasSyntax ? unicodeEscape(scalar) : nil
        default:
            break
        }
        if (0xFDD0...0xFDEF).contains(scalar.value) {
            return nil
        }
        if scalar.isASCII {
            return scalar.value < 0x20 || scalar.value == 0x7F ? unicodeEscape(scalar) : nil
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return unicodeEscape(scalar)
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return previousWasSyntax ? unicodeEscape(scalar) : nil
        default:
            return nil
        }
    }

    /// `\u{X}` with uppercase hexadecimal digits and no leading zeros, e.g. `\u{1B}`, `\u{2028}`.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
}
