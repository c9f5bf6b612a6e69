/// How a scalar was written. The spec decoder uses it to tell `~` (no value) from `"~"` (text).
public enum YAMLScalarStyle: String, Hashable, Sendable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
}

/// A position reported by libyaml, converted to 1-based line and column (columns in characters).
public struct YAMLMark: Hashable, Sendable {
    public var line: Int
    public var column: Int
    /// Offset in characters from the start of the input.
    public var index: Int

    public init(line: Int, column: Int, index: Int) {
        self.line = line
        self.column = column
        self.index = index
    }
}

/// One event of libyaml's event API, with its properties copied out of C memory.
public struct YAMLEvent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case streamStart
        case streamEnd
        case documentStart(explicit: Bool)
        case documentEnd(explicit: Bool)
        case mappingStart(anchor: String?, tag: String?, flow: Bool)
        case mappingEnd
        case sequenceStart(anchor: String?, tag: String?, flow: Bool)
        case sequenceEnd
        case scalar(value: String, anchor: String?, tag: String?, style: YAMLScalarStyle)
        case alias(anchor: String)
    }

    public var kind: Kind
    public var start: YAMLMark
    public var end: YAMLMark

    public init(_ kind: Kind, start: YAMLMark, end: YAMLMark) {
        self.kind = kind
        self.start = start
        self.end = end
    }
}

/// An error libyaml reported, already placed at the most useful position.
public struct YAMLSyntaxError: Error, Hashable, Sendable {
    public var message: String
    public var mark: YAMLMark
    /// A second place worth showing, such as where an unterminated construct was left open.
    public var note: (message: String, mark: YAMLMark)?

    public init(message: String, mark: YAMLMark, note: (message: String, mark: YAMLMark)? = nil) {
        self.message = message
        self.mark = mark
        self.note = note
    }

    public static func == (lhs: YAMLSyntaxError, rhs: YAMLSyntaxError) -> Bool {
        lhs.message == rhs.message && lhs.mark == rhs.mark
            && lhs.note?.message == rhs.note?.message && lhs.note?.mark == rhs.note?.mark
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
        hasher.combine(mark)
    }
}
