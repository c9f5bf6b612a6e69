/// Decoding of a cell's SwiftUI keys: `swiftUI` and `ios15`.
extension SpecDecoder {
    func decodeSwiftUICell(_ keyed: KeyedEntries, _ cell: String, _ decoding: inout NodeDecoding) -> SwiftUICellSpec {
        SwiftUICellSpec(
            view: keyed["swiftUI"].flatMap { decoding.string($0, "'swiftUI' of \(cell) (the SwiftUI view's type)") },
            ios15: keyed["ios15"].flatMap { decodeFallback($0, cell, &decoding) })
    }

    /// `hosted`, or `{ system: style, content: {...} }`.
    private func decodeFallback(_ node: YAMLNode, _ cell: String, _ decoding: inout NodeDecoding)
        -> Located<SwiftUIFallbackSpec>?
    {
        let what = "'ios15' of \(cell)"
        guard node.mapping != nil else {
            if let word = node.scalar?.text, let style = SystemCellStyle(rawValue: word) {
                decoding.diagnostics.error(
                    "\(what) shows a system cell's content in the long form: { system: \(style.rawValue), content: { text: field } }",
                    at: node.location)
                return nil
            }
            guard let word = decoding.string(node, what) else { return nil }
            if SwiftUIFallbackWord(rawValue: word.value) == .hosted { return Located(.hosted, at: word.location) }
            let words = SwiftUIFallbackWord.allCases.map(\.rawValue)
            decoding.diagnostics.error(
                "\(what) is 'hosted' or { system: style, content: {...} }, not '\(word.value)'\(Suggestion.hint(for: word.value, in: words))",
                at: word.location)
            return nil
        }
        guard let keyed = decoding.keyed(node, what, SpecGrammar.swiftUIFallback) else { return nil }
        let system = decodeSystemCell(keyed, what, &decoding)
        return Located(.system(style: system.style, content: system.content), at: node.location)
    }
}
