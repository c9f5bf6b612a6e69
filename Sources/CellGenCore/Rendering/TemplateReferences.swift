import Foundation

/// Which templates include which (`{{>partial}}`, `{{<parent}}`), to refuse an override that
/// would include itself: rendering it would recurse until the stack overflows.
enum TemplateReferences {
    /// The names a template's partial and parent tags refer to.
    static func references(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { break }
            let tag = rest[..<close.lowerBound].drop { $0 == " " }
            if let sigil = tag.first, sigil == ">" || sigil == "<" {
                names.append(String(tag.dropFirst().trimmingCharacters(in: .whitespaces)))
            }
            rest = rest[close.upperBound...]
        }
        return names
    }

    /// `roots` and every template they include, directly or through others.
    static func closure(of roots: Set<String>, in sources: [String: String]) -> Set<String> {
        var reached: Set<String> = [], pending = Array(roots)
        while let name = pending.popLast() {
            guard reached.insert(name).inserted, let text = sources[name] else { continue }
            pending += references(in: text)
        }
        return reached
    }

    /// A chain of templates that leads back to its start, or nil.
    static func cycle(in sources: [String: String]) -> [String]? {
        let edges = sources.mapValues(references(in:))
        var state: [String: Bool] = [:]  // false: on the current path; true: done
        var path: [String] = []

        func visit(_ name: String) -> [String]? {
            if let done = state[name] {
                guard !done, let start = path.firstIndex(of: name) else { return nil }
                return Array(path[start...]) + [name]
            }
            state[name] = false
            path.append(name)
            for next in edges[name] ?? [] where edges[next] != nil {
                if let found = visit(next) { return found }
            }
            path.removeLast()
            state[name] = true
            return nil
        }

        for name in sources.keys.sorted() {
            if let found = visit(name) { return found }
        }
        return nil
    }
}
