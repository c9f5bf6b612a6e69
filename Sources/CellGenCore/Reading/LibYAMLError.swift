import CLibYAML

/// Turns the error state of a failed `yaml_parser_t` into a `YAMLSyntaxError` placed where a
/// person can act on it.
enum LibYAMLError {
    static func make(from parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>) -> YAMLSyntaxError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown libyaml error"
        switch parser.error {
        case YAML_READER_ERROR:
            return readerError(
                problem, offset: Int(parser.problem_offset), value: Int(parser.problem_value), input: input)
        case YAML_MEMORY_ERROR:
            return YAMLSyntaxError(message: "libyaml ran out of memory", mark: YAMLMark(line: 1, column: 1, index: 0))
        default:
            let problemMark = YAMLEventParser.mark(parser.problem_mark)
            let context = parser.context.map { String(cString: $0) }
            return syntaxError(
                problem, at: problemMark, context: context,
                contextMark: YAMLEventParser.mark(parser.context_mark), input: input)
        }
    }

    /// Reader errors come with a byte offset rather than a mark: encoding problems.
    private static func readerError(_ problem: String, offset: Int, value: Int, input: UnsafeBufferPointer<UInt8>)
        -> YAMLSyntaxError
    {
        let mark = TextPosition.mark(atByteOffset: offset, in: input)
        let message: String
        if problem == "control characters are not allowed", value >= 0 {
            message = "control character \(TextPosition.codePointName(value)) is not allowed in YAML"
        } else if problem.contains("UTF-8") || problem == "invalid Unicode character" {
            message = "the file is not valid UTF-8 (\(problem)); save it as UTF-8"
        } else {
            message = problem
        }
        return YAMLSyntaxError(message: message, mark: mark)
    }

    /// Scanner and parser errors name a problem and the construct being read. When the problem
    /// is only that the input ended, the start of the unterminated construct is the useful place.
    private static func syntaxError(
        _ problem: String, at problemMark: YAMLMark, context: String?, contextMark: YAMLMark,
        input: UnsafeBufferPointer<UInt8>
    ) -> YAMLSyntaxError {
        var message = context.map { "\(problem) \($0)" } ?? problem
        if problem == "found character that cannot start any token",
            TextPosition.character(at: problemMark, in: input) == "\t"
        {
            message += " (a tab; YAML indents with spaces only)"
        }
        guard let context, contextMark != problemMark else {
            return YAMLSyntaxError(message: message, mark: problemMark)
        }
        let construct = constructName(context)
        if problem.contains("end of stream") {
            return YAMLSyntaxError(
                message: message, mark: contextMark,
                note: ("the input ends here", problemMark))
        }
        return YAMLSyntaxError(
            message: message, mark: problemMark,
            note: ("\(construct) started here", contextMark))
    }

    /// "while scanning a quoted scalar" -> "the quoted scalar".
    static func constructName(_ context: String) -> String {
        var words = context.split(separator: " ").map(String.init)
        if words.first == "while", words.count > 1 { words.removeFirst(2) }
        if let article = words.first, article == "a" || article == "an" { words[0] = "the" }
        return words.joined(separator: " ")
    }
}
