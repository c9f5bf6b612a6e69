/// Which templates include which (`{{>partial}}`, `{{<parent}}`), read from the parsed
/// templates, so a tag after a set-delimiter tag (`{{=<% %>=}}` then `<%>row%>`) counts as well:
/// to parse only what a run renders, to refuse an override that would include itself
/// (rendering it would recurse to the nesting limit) and one that nothing includes.
enum TemplateReferences {
    /// The names the partial and parent tags among `nodes` refer to, at any depth, in the
    /// order of the text (a parent's overrides by block name).
    static func references(in nodes: [TemplateNode]) -> [String] {
        var names: [String] = []
        collect(nodes, into: &names)
        return names
    }

    /// Recurses once per section, block or parent, which the parser bounds.
    private static func collect(_ nodes: [TemplateNode], into names: inout [String]) {
        for node in nodes {
            switch node {
            case .text, .variable:
                continue
            case .section(_, let children, _), .invertedSection(_, let children, _), .block(_, let children, _, _),
                .blockDefinition(_, let children):
                collect(children, into: &names)
            case .partial(let name, _, let overrides, _):
                names.append(name)
                for (_, children) in (overrides ?? [:]).sorted(by: { $0.key < $1.key }) {
                    collect(children, into: &names)
                }
            }
        }
    }

    /// `roots` and every template they include, directly or through others, each parsed once
    /// as it is reached (`parse` gives nil for a name no template has).
    static func closure(of roots: Set<String>, parsing parse: (String) throws(TemplateError) -> ParsedTemplate?)
        throws(TemplateError) -> [String: ParsedTemplate]
    {
        var reached: [String: ParsedTemplate] = [:]
        var pending = roots.sorted()
        while let name = pending.popLast() {
            guard reached[name] == nil, let template = try parse(name) else { continue }
            reached[name] = template
            pending += references(in: template.nodes)
        }
        return reached
    }

    /// A chain of templates that leads back to its start, or nil. A depth-first search with a
    /// stack of its own: a chain of thousands of override files overflowed the call stack.
    static func cycle(in templates: [String: ParsedTemplate]) -> [String]? {
        let edges = templates.mapValues { references(in: $0.nodes).filter { templates[$0] != nil } }
        var done: Set<String> = []
        for root in templates.keys.sorted() where !done.contains(root) {
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
