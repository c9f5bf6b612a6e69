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

    /// A chain of templates that leads back to its start, or nil. A depth-first search with a
    /// stack of its own: a chain of thousands of override files overflowed the call stack.
    static func cycle(in sources: [String: String]) -> [String]? {
        let edges = sources.mapValues { references(in: $0).filter { sources[$0] != nil } }
        var done: Set<String> = []
        for root in sources.keys.sorted() where !done.contains(root) {
            // The current path, each template with the index of the next reference to follow.
            var path: [(name: String, next: Int)] = [(root, 0)]
            var onPath: Set<String> = [root]
            while let (name, next) = path.last {
                let targets = edges[name] ?? []
                guard next < targets.count else {
                    path.removeLast()
                    onPath.remove(name)
                    done.insert(name)
                    continue
                }
                path[path.count - 1].next += 1
                let target = targets[next]
                if onPath.contains(target) {
                    let start = path.firstIndex { $0.name == target }!
                    return path[start...].map(\.name) + [target]
                }
                if !done.contains(target) {
                    path.append((target, 0))
                    onPath.insert(target)
                }
            }
        }
        return nil
    }
}
