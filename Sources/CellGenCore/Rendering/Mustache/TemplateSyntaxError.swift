/// Why a template does not parse, and the byte offset in its text where the parser saw it.
struct TemplateSyntaxError: Error, Equatable {
    enum Reason: Equatable {
        case sectionClosedWithOtherName
        /// The tag as written so far, and the end delimiter it lacks.
        case unfinishedTag(String, expected: String)
        /// The opening tag as written.
        case unclosedSection(String)
        case tooDeep
        /// The tag as written.
        case tooManyNameParts(String)
        case badDelimiters
        case tagInsideParent
        case transform(String)
        case dynamicPartial
        case pragma
    }

    var reason: Reason
    var offset: Int

    init(_ reason: Reason, at offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    var message: String {
        let why =
            switch reason {
            case .sectionClosedWithOtherName: "a section is closed with another name than it was opened with"
            case .unfinishedTag(let tag, let end): "the tag '\(tag)' is not finished with '\(end)'"
            case .unclosedSection(let tag): "'\(tag)' is not closed"
            case .tooDeep: "sections, blocks and parents nest more than \(TemplateLimits.nesting) deep"
            case .tooManyNameParts(let tag):
                "the tag '\(tag)' names more than \(TemplateLimits.nameParts) parts separated by dots"
            case .badDelimiters: "a set-delimiter tag is not of the form {{=<% %>=}}"
            case .tagInsideParent:
                "only blocks ({{$name}}...{{/name}}) and text may stand inside a parent tag ({{<name}})"
            case .transform(let name):
                "'\(name)' calls a transform, which CellGen's templates do not have: every value a template needs is in its context"
            case .dynamicPartial: "dynamic partials ({{>*name}}) are not supported"
            case .pragma: "the only pragma is {{% CONTENT_TYPE: TEXT}}: CellGen never escapes what it renders"
            }
        return "the template does not parse: \(why)"
    }

    /// The 1-based line and column (in characters) of `offset` in `text`.
    static func lineAndColumn(of offset: Int, in text: String) -> (line: Int, column: Int) {
        let utf8 = text.utf8
        let end = utf8.index(utf8.startIndex, offsetBy: min(offset, utf8.count))
        let before = text[..<end]
        let line = before.reduce(1) { $0 + ($1.isNewline ? 1 : 0) }
        let lineStart = before.lastIndex(where: \.isNewline).map { before.index(after: $0) } ?? before.startIndex
        return (line, before[lineStart...].count + 1)
    }
}
