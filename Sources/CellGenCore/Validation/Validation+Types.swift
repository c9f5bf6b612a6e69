/// Swift types written in the spec (fields, contexts, event payloads) must be well-formed and
/// must be values a `Hashable`, `Sendable` view-model can hold.
extension Validation {
    /// The type's canonical spelling, or nil (with a diagnostic) when it cannot be used.
    mutating func checkValueType(_ type: Located<String>, of what: @autoclosure () -> String) -> String? {
        switch parsedTypes.parse(type.value) {
        case .failure(let error):
            var location = type.location
            location.column += error.offset
            diagnostics.error("the type of \(what()) is not a valid Swift type: \(error.message)", at: location)
            return nil
        case .success(let syntax):
            if syntax.containsFunctionType {
                diagnostics.error(
                    "the type of \(what()) is a function type; generated values are Hashable and Sendable and cannot hold closures (use an event instead)",
                    at: type.location)
                return nil
            }
            return syntax.canonicalSpelling
        }
    }
}

/// Each spelling parsed once per spec: fields repeat their types (`String`, `URL?`), and the
/// collision checks read every type again; parsing was a fifth of checking a spec.
final class ParsedTypes {
    private var results: [String: Result<SwiftParsedType, SwiftTypeParseError>] = [:]

    func parse(_ text: String) -> Result<SwiftParsedType, SwiftTypeParseError> {
        if let known = results[text] { return known }
        let result = SwiftTypeParser.parse(text)
        results[text] = result
        return result
    }

    /// The names a type refers to at the top level, for finding user types that generated
    /// declarations would shadow.
    func topLevelNames(in type: String) -> [String] {
        guard case .success(let syntax) = parse(type) else { return [] }
        return syntax.referencedTopLevelNames
    }
}
