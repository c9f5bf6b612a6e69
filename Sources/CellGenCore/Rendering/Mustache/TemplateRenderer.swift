/// Renders parsed templates over `TemplateValue`s into one byte buffer. Lookups follow
/// swift-mustache, which CellGen rendered with before: a name is looked up from the innermost
/// context outward; a `true` section pushes nothing, a list pushes each element, any other value
/// itself; overrides from the outermost parent win. Nesting, output and work are bounded by
/// `TemplateLimits`, each checked before going on.
struct TemplateRenderer {
    private let templates: [String: ParsedTemplate]
    private(set) var output: [UInt8] = []
    private var stack: [TemplateValue] = []
    /// How many sections, blocks and partials enclose the node being rendered.
    private var depth = 0
    /// Nodes rendered and nested renderings entered (one per list element): a section over a
    /// list renders its body once per element, even an empty body, so each counts.
    private var steps = 0

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

    /// Renders `template` (named `name`) over `values` after what `output` already holds. The
    /// steps are bounded per call; the output bound holds for the whole buffer.
    mutating func render(_ template: ParsedTemplate, named name: String, with values: TemplateValues) throws(TemplateRenderError) {
        stack = [.object(values)]
        steps = 0
        do {
            try render(template.nodes, in: Scope())
        } catch {
            throw error.included(from: name)
        }
    }

    private mutating func render(_ nodes: [TemplateNode], in scope: Scope) throws(TemplateRenderError) {
        guard !scope.indentation.isEmpty else {
            for node in nodes { try render(node, in: scope) }
            return
        }
        // Like swift-mustache: a node's output that starts a line gets the indentation in front.
        let start = output.count
        for node in nodes {
            let mark = output.count
            try render(node, in: scope)
            if output.count > mark, mark > start, output[mark - 1] == .newline {
                output.insert(contentsOf: scope.indentation, at: mark)
            }
        }
    }

    /// The nodes inside a section, block or partial tag at `location`, one level deeper.
    private mutating func renderNested(_ nodes: [TemplateNode], in scope: Scope, at location: TagLocation) throws(TemplateRenderError) {
        guard depth < TemplateLimits.nesting else { throw TemplateRenderError(.tooDeep, at: location) }
        try step(at: location)
        depth += 1
        defer { depth -= 1 }
        do {
            try render(nodes, in: scope)
        } catch {
            throw error.located(at: location)
        }
    }

    /// One step more of the work `TemplateLimits.steps` bounds.
    private mutating func step(at location: TagLocation? = nil) throws(TemplateRenderError) {
        steps += 1
        guard steps <= TemplateLimits.steps else { throw TemplateRenderError(.tooMuchWork, at: location) }
    }

    private mutating func render(_ node: TemplateNode, in scope: Scope) throws(TemplateRenderError) {
        guard output.count <= TemplateLimits.outputSize else { throw TemplateRenderError(.outputTooLarge) }
        try step()
        switch node {
        case .text(let bytes):
            output.append(contentsOf: bytes)
        case .variable(let name):
            if let value = lookUp(name) { append(value) }
        case .section(let name, let children, let location):
            switch lookUp(name) {
            case .list(let elements)?:
                for element in elements {
                    stack.append(element)
                    defer { stack.removeLast() }
                    try renderNested(children, in: scope, at: location)
                }
            case .flag(let flag)?:
                if flag { try renderNested(children, in: scope, at: location) }
            case let value?:
                stack.append(value)
                defer { stack.removeLast() }
                try renderNested(children, in: scope, at: location)
            case nil:
                break
            }
        case .invertedSection(let name, let children, let location):
            switch lookUp(name) {
            case .list(let elements)? where elements.isEmpty:
                stack.append(.list(elements))
                defer { stack.removeLast() }
                try renderNested(children, in: scope, at: location)
            case .flag(false)?, nil:
                try renderNested(children, in: scope, at: location)
            case .some:
                break
            }
        case .block(let name, let defaultNodes, let indentation, let location):
            var inner = scope
            inner.indentation += indentation
            try renderNested(scope.overrides[name] ?? defaultNodes, in: inner, at: location)
        case .partial(let name, let indentation, let overrides, let location):
            guard let template = templates[name] else { return }  // a missing partial renders nothing
            var inner = scope
            inner.indentation += indentation ?? []
            inner.overrides.merge(overrides ?? [:]) { outer, _ in outer }
            do {
                try renderNested(template.nodes, in: inner, at: location)
            } catch {
                throw error.included(from: name)
            }
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
            guard let value = found else { return nil }
            found = Self.child(component, of: value)
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
