/// Renders parsed templates over `TemplateValue`s into one byte buffer. Lookups follow
/// swift-mustache, which CellGen rendered with before: a name is looked up from the innermost
/// context outward; a `true` section pushes nothing, a list pushes each element, any other value
/// itself; overrides from the outermost parent win.
struct TemplateRenderer {
    private let templates: [String: ParsedTemplate]
    private(set) var output: [UInt8] = []
    private var stack: [TemplateValue] = []

    /// Where a template is rendered from: the indentation of a standalone partial or block tag,
    /// and the block overrides its parents gave.
    private struct Scope {
        var indentation: [UInt8] = []
        var overrides: [String: [TemplateNode]] = [:]
    }

    init(templates: [String: ParsedTemplate], capacity: Int = 0) {
        self.templates = templates
        output.reserveCapacity(capacity)
    }

    mutating func render(_ template: ParsedTemplate, with values: TemplateValues) {
        stack = [.object(values)]
        render(template.nodes, in: Scope())
    }

    private mutating func render(_ nodes: [TemplateNode], in scope: Scope) {
        guard !scope.indentation.isEmpty else {
            for node in nodes { render(node, in: scope) }
            return
        }
        // Like swift-mustache: a node's output that starts a line gets the indentation in front.
        let start = output.count
        for node in nodes {
            let mark = output.count
            render(node, in: scope)
            if output.count > mark, mark > start, output[mark - 1] == .newline {
                output.insert(contentsOf: scope.indentation, at: mark)
            }
        }
    }

    private mutating func render(_ node: TemplateNode, in scope: Scope) {
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)
        case .variable(let name):
            if let value = lookUp(name) { append(value) }
        case .section(let name, let children):
            switch lookUp(name) {
            case .list(let elements)?:
                for element in elements {
                    stack.append(element)
                    render(children, in: scope)
                    stack.removeLast()
                }
            case .flag(let flag)?:
                if flag { render(children, in: scope) }
            case let value?:
                stack.append(value)
                render(children, in: scope)
                stack.removeLast()
            case nil:
                break
            }
        case .invertedSection(let name, let children):
            switch lookUp(name) {
            case .list(let elements)? where elements.isEmpty:
                stack.append(.list(elements))
                render(children, in: scope)
                stack.removeLast()
            case .flag(false)?, nil:
                render(children, in: scope)
            case .some:
                break
            }
        case .block(let name, let defaultNodes, let indentation):
            var inner = scope
            inner.indentation += indentation
            render(scope.overrides[name] ?? defaultNodes, in: inner)
        case .partial(let name, let indentation, let overrides):
            guard let template = templates[name] else { return }  // a missing partial renders nothing
            var inner = scope
            inner.indentation += indentation ?? []
            inner.overrides.merge(overrides ?? [:]) { outer, _ in outer }
            render(template.nodes, in: inner)
        case .blockDefinition:
            break  // taken apart by the parser into its parent's overrides
        }
    }

    /// The value a name refers to: its first part looked up from the innermost context out (or
    /// in the innermost only, for `.name`), the rest inside what that found.
    private func lookUp(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.components.first else { return stack.last }
        var found: TemplateValue?
        if name.isAnchored {
            found = stack.last.flatMap { Self.child(first, of: $0) }
        } else {
            for value in stack.reversed() {
                if let child = Self.child(first, of: value) {
                    found = child
                    break
                }
            }
        }
        for component in name.components.dropFirst() {
            found = found.flatMap { Self.child(component, of: $0) }
        }
        return found
    }

    private static func child(_ key: String, of value: TemplateValue) -> TemplateValue? {
        if case .object(let object) = value { object.value(key) } else { nil }
    }

    private mutating func append(_ value: TemplateValue) {
        switch value {
        case .text(let text): output.append(contentsOf: text.utf8)
        case .flag(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
        case .list, .object: output.append(contentsOf: Self.describe(value).utf8)
        }
    }

    /// A list or object written out in Swift's literal notation (keys sorted), as a debugging aid:
    /// no built-in template renders one.
    private static func describe(_ value: TemplateValue) -> String {
        switch value {
        case .text(let text): text.debugDescription
        case .flag(let flag): flag ? "true" : "false"
        case .list(let list): "[" + list.map(describe).joined(separator: ", ") + "]"
        case .object(let object) where object.keys.isEmpty: "[:]"
        case .object(let object):
            "[" + object.keys.sorted().map { "\($0.debugDescription): \(describe(object.value($0)!))" }.joined(separator: ", ") + "]"
        }
    }
}
