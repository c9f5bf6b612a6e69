/// One problem found in the input, in the form compilers print so that Xcode and SwiftPM show it
/// inline: `path:line:column: error: message`, followed by `note:` lines for related places.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// A secondary place that explains the diagnostic, such as the first of two duplicate keys.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation?) {
            self.message = message
            self.location = location
        }
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    public var notes: [Note]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?, notes: [Note] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    /// The diagnostic and its notes, one line each, as a compiler prints them.
    public var description: String {
        var lines = [Self.line(severity, message, location)]
        for note in notes {
            lines.append(Self.line(.note, note.message, note.location))
        }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: Severity, _ message: String, _ location: SourceLocation?) -> String {
        let prefix = location.map { "\($0): " } ?? "cellgen: "
        return "\(prefix)\(severity.rawValue): \(printable(message))"
    }

    /// Messages quote user text; a line break or escape sequence in it must not start what looks
    /// like another diagnostic or change the terminal, so control characters are shown escaped.
    static func printable(_ text: String) -> String {
        // Nearly every message: nothing to escape.
        if text.isPrintableASCII { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
