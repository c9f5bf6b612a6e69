/// Renders parsed templates over `TemplateValue`s into one byte buffer. Lookups follow
/// swift-mustache, which CellGen rendered with before: a name is looked up from the innermost
/// context outward; a `true` section pushes nothing, a list pushes each element, any other value
/// itself; overrides from the outermost parent win. Nesting, output and work are bounded by
/// `TemplateLimits`, each checked before going on. Noncopyable: it owns its output buffer.
struct TemplateRenderer: ~Copyable {
    private let templates: TemplateTable
    private var writer: ByteWriter
    private var stack: [Frame] = []
    /// How many sections, blocks and partials enclose the node being rendered.
    private var depth = 0
    /// Nodes rendered and nested renderings entered (one per list element): a section over a
    /// list renders its body once per element, even an empty body, so each counts.
    private var steps = 0

    /// Where a template is rendered from: the template whose steps these are (their tags'
    /// offsets are in its text), the indentation of a standalone partial or block tag, and the
    /// block overrides its parents gave.
    private struct Scope {
        var template: String
        var indentation: [UInt8] = []
        var overrides: [String: Override] = [:]
    }

    /// A parent tag's block override: its body, in the program of the template it was written in.
    private struct Override {
        var body: Range<Int>
        var program: TemplateProgram
        var template: String
    }

    /// `templates` are those partial tags may include: made once for a set of templates, not for
    /// every renderer.
    init(templates: TemplateTable, capacity: Int = 0) {
        self.templates = templates
        writer = ByteWriter(capacity: capacity)
    }

    /// Everything rendered so far.
    var output: [UInt8] { writer.bytes }

    /// `body` over everything rendered so far, in place.
    func withOutput<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        writer.withBytes(body)
    }

    /// Renders `template` (named `name`) over `values` after what `output` already holds. The
    /// steps are bounded per call; the output bound holds for the whole buffer.
    mutating func render(_ template: ParsedTemplate, named name: String, with values: TemplateValues)
        throws(TemplateRenderError)
    {
        stack = [Frame(.object(values))]
        steps = 0
        do {
            try render(template.program.body, of: template.program, in: Scope(template: template.name))
        } catch {
            throw error.included(from: name)
        }
    }

    private mutating func render(_ range: Range<Int>, of program: TemplateProgram, in scope: Scope)
        throws(TemplateRenderError)
    {
        var index = range.lowerBound
        guard !scope.indentation.isEmpty else {
            while index < range.upperBound { index = try render(stepAt: index, of: program, in: scope) }
            return
        }
        // Like swift-mustache: a step's output that starts a line gets the indentation in front.
        let start = writer.count
        while index < range.upperBound {
            let mark = writer.count
            index = try render(stepAt: index, of: program, in: scope)
            if writer.count > mark, mark > start, writer[mark - 1] == .newline {
                writer.insert(scope.indentation, at: mark)
            }
        }
    }

    /// The steps of `range`, the body of a section, block or partial tag at `offset` of
    /// `template`, one level deeper. The tag's location is made only for an error.
    private mutating func renderNested(
        _ range: Range<Int>, of program: TemplateProgram, in scope: Scope, at offset: Int, of template: String
    ) throws(TemplateRenderError) {
        do throws(TemplateRenderError) {
            guard depth < TemplateLimits.nesting else { throw TemplateRenderError(.tooDeep) }
            try step()
            depth += 1
            defer { depth -= 1 }
            try render(range, of: program, in: scope)
        } catch {
            throw error.located(at: TagLocation(template: template, offset: offset))
        }
    }

    /// One step more of the work `TemplateLimits.steps` bounds.
    private mutating func step() throws(TemplateRenderError) {
        steps += 1
        guard steps <= TemplateLimits.steps else { throw TemplateRenderError(.tooMuchWork) }
    }

    /// Renders the step at `index` of `program`, and gives the index of the step after it (and
    /// after its bodies).
    private mutating func render(stepAt index: Int, of program: TemplateProgram, in scope: Scope)
        throws(TemplateRenderError) -> Int
    {
        guard writer.count <= TemplateLimits.outputSize else { throw TemplateRenderError(.outputTooLarge) }
        try step()
        switch program.steps[index] {
        case .text(let start, let end):
            program.text.withUnsafeBufferPointer { text in
                writer.append(UnsafeBufferPointer(rebasing: text[start..<end]))
            }
            return index + 1
        case .variable(let name):
            let name = program.names[name]
            if name.count == 1, !name.isAnchored {
                if let value = lookUpWriting(program.keys[name.start]) { append(value) }
            } else if let value = lookUp(name, in: program) {
                append(value)
            }
            return index + 1
        case .section(let name, let end, let offset):
            let body = (index + 1)..<end
            switch lookUp(program.names[name], in: program) {
            case .list(let elements)?:
                for element in elements {
                    stack.append(Frame(element))
                    defer { stack.removeLast() }
                    try renderNested(body, of: program, in: scope, at: offset, of: scope.template)
                }
            case .flag(let flag)?:
                if flag { try renderNested(body, of: program, in: scope, at: offset, of: scope.template) }
            case let value?:
                stack.append(Frame(value))
                defer { stack.removeLast() }
                try renderNested(body, of: program, in: scope, at: offset, of: scope.template)
            case nil:
                break
            }
            return end
        case .invertedSection(let name, let end, let offset):
            let body = (index + 1)..<end
            switch lookUp(program.names[name], in: program) {
            case .list(let elements)? where elements.isEmpty:
                stack.append(Frame(.list(elements)))
                defer { stack.removeLast() }
                try renderNested(body, of: program, in: scope, at: offset, of: scope.template)
            case .flag(false)?, nil:
                try renderNested(body, of: program, in: scope, at: offset, of: scope.template)
            case .some:
                break
            }
            return end
        case .block(let block):
            let block = program.blocks[block]
            var inner = scope
            if !block.indentation.isEmpty { inner.indentation += block.indentation }
            if let override = scope.overrides[block.name] {
                inner.template = override.template
                try renderNested(override.body, of: override.program, in: inner, at: block.offset, of: scope.template)
            } else {
                try renderNested(block.defaultBody, of: program, in: inner, at: block.offset, of: scope.template)
            }
            return block.defaultBody.upperBound
        case .partial(let partial):
            let partial = program.partials[partial]
            guard let template = templates[partial.name] else { return partial.end }  // a missing partial renders nothing
            var inner = scope
            inner.template = template.name
            // Appending nothing still copied the shared array.
            if let indentation = partial.indentation, !indentation.isEmpty { inner.indentation += indentation }
            // The outermost parent's override wins; an override's body is this template's.
            for (block, body) in partial.overrides ?? [:] where inner.overrides[block] == nil {
                inner.overrides[block] = Override(body: body, program: program, template: scope.template)
            }
            do {
                try renderNested(
                    template.program.body, of: template.program, in: inner, at: partial.offset, of: scope.template)
            } catch {
                throw error.included(from: partial.name.name)
            }
            return partial.end
        }
    }

    /// The value a name refers to: its first part looked up from the innermost context out (or
    /// in the innermost only, for `.name`), the rest inside what that found.
    private func lookUp(_ name: TemplateProgram.Name, in program: TemplateProgram) -> TemplateValue? {
        guard name.count > 0 else { return stack.last?.value }
        // The first key is read in place, never copied: copying it retained its name, a string
        // that both threads' renderers share, on every lookup.
        var found: TemplateValue?
        if name.isAnchored {
            found = stack.last.flatMap { Self.child(program.keys[name.start], of: $0.value) }
        } else {
            var index = stack.count
            while found == nil, let holder = innermostFrame(mayHolding: program.keys[name.start], below: index) {
                found = stack[holder].child(program.keys[name.start])
                index = holder
            }
        }
        // By index: a slice of the keys retained and released the array on every lookup, and
        // nearly every name has one part.
        for index in (name.start + 1)..<(name.start + name.count) {
            guard let value = found else { return nil }
            found = Self.child(program.keys[index], of: value)
        }
        return found
    }

    /// A one-part variable tag's value, looked up as `lookUp` does; where the object holding it
    /// writes the text itself (`TemplateObject.write(_:into:)`), it is written into the output
    /// and nil comes back.
    private mutating func lookUpWriting(_ key: TemplateKey) -> TemplateValue? {
        var index = stack.count
        while let holder = innermostFrame(mayHolding: key, below: index) {
            switch stack[holder].lookUp(key, writingInto: &writer) {
            case .written: return nil
            case .found(let value): return value
            case .absent: index = holder
            }
        }
        return nil
    }

    /// The innermost frame below `end` whose filter does not rule `key` out. By index, past every
    /// object the filter rules out without touching its value: copying each value looked at
    /// (retaining and releasing it) was most of a lookup's time, and most objects looked at do
    /// not hold the name.
    private func innermostFrame(mayHolding key: TemplateKey, below end: Int) -> Int? {
        let filterBit = key.filterBit
        var index = end - 1
        while index >= 0 {
            if stack[index].filter & filterBit != 0 { return index }
            index -= 1
        }
        return nil
    }

    /// A value pushed for a section, with the filter of the names it holds when it is an object.
    private struct Frame {
        var value: TemplateValue
        /// The filter of an object's names (`TemplateValues.filter`, `TemplateObject.filter`);
        /// nothing is found in any other value.
        var filter: UInt64

        init(_ value: TemplateValue) {
            self.value = value
            filter =
                switch value {
                case .object(let object): object.filter
                case .computed(let computed): computed.object.filter
                case .text, .flag, .list: 0
                }
        }

        /// A method, called on the stack's element in place: passing the element to a function
        /// copied it (retaining and releasing the object) on every lookup that found a value.
        func child(_ key: TemplateKey) -> TemplateValue? {
            TemplateRenderer.child(key, of: value)
        }

        /// `child`, for a variable tag: a computed object may write the text itself.
        func lookUp(_ key: TemplateKey, writingInto writer: inout ByteWriter) -> TemplateLookup {
            switch value {
            case .computed(let computed): computed.object.lookUp(key, writingInto: &writer)
            case .object(let object): object.value(key).map(TemplateLookup.found) ?? .absent
            case .text, .flag, .list: .absent
            }
        }
    }

    private static func child(_ key: TemplateKey, of value: TemplateValue) -> TemplateValue? {
        switch value {
        case .object(let object): object.value(key)
        case .computed(let computed): computed.object.value(key)
        case .text, .flag, .list: nil
        }
    }

    private mutating func append(_ value: TemplateValue) {
        switch value {
        case .text(let text): writer.append(text)
        case .flag(let flag): writer.append(flag ? "true" : "false")
        case .list, .object, .computed: writer.append(Self.describe(value))
        }
    }

    /// A list or object written out in Swift's literal notation (keys sorted), as a debugging aid:
    /// no built-in template renders one.
    private static func describe(_ value: TemplateValue) -> String {
        switch value {
        case .text(let text): text.debugDescription
        case .flag(let flag): flag ? "true" : "false"
        case .list(let list): "[" + list.map(describe).joined(separator: ", ") + "]"
        case .computed: describe(.object(value.object!))
        case .object(let object) where object.keys.isEmpty: "[:]"
        case .object(let object):
            "["
                + object.keys.sorted().map { "\($0.debugDescription): \(describe(object.value($0)!))" }.joined(
                    separator: ", ") + "]"
        }
    }
}
