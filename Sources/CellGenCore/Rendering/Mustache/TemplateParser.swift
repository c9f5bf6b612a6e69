/// Parses mustache text into `TemplateNode`s, over UTF-8 bytes. Which whitespace and newlines a
/// tag standing alone on its line removes follows swift-mustache, which CellGen rendered with
/// before, exactly: a team's template overrides render as they did.
struct TemplateParser {
    let bytes: [UInt8]
    var position = 0
    /// Where the tag being read starts (its start delimiter), where its errors are reported.
    var tagStart = 0

    /// What a nested parse knows of where it is.
    struct State {
        var sectionName: String?
        /// Where the tag that opened the section, block or parent being parsed starts and ends:
        /// its text is taken only for an error.
        var opening: Range<Int>?
        /// How many sections, blocks and parents enclose the nodes being parsed.
        var depth = 0
        /// At the start of a line, so far only spaces and tabs on it.
        var newLine = true
        /// Inside a parent tag (`{{<name}}`), where `{{$name}}` defines an override...
        var isParentBody = false
        /// ...but only at its top level.
        var isParentTopLevel = false
        var startDelimiter = Array("{{".utf8)
        var endDelimiter = Array("}}".utf8)
        /// The whitespace count of a parent's first line, taken off each following line.
        var parentIndent: Int?

        func entering(section name: String, standalone: Bool, opening: Range<Int>) -> State {
            var state = self
            state.sectionName = name
            state.opening = opening
            state.depth += 1
            state.isParentTopLevel = false
            if !standalone { state.newLine = false }
            return state
        }

        func entering(parent name: String, opening: Range<Int>) -> State {
            var state = self
            state.sectionName = name
            state.opening = opening
            state.depth += 1
            state.newLine = true
            state.isParentBody = true
            state.isParentTopLevel = true
            return state
        }
    }

    static func parse(_ text: String, named name: String) throws(TemplateSyntaxError) -> ParsedTemplate {
        var parser = TemplateParser(bytes: Array(text.utf8))
        return ParsedTemplate(name: name, nodes: try parser.parseNodes(State()))
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Recurses once per section, block or parent, so the depth is checked first.
    private mutating func parseNodes(_ initial: State) throws(TemplateSyntaxError) -> [TemplateNode] {
        if initial.depth > TemplateLimits.nesting, let opening = initial.opening {
            throw TemplateSyntaxError(.tooDeep, at: opening.lowerBound)
        }
        var nodes: [TemplateNode] = []
        var state = initial
        var whitespace: [UInt8] = []
        while position < bytes.count {
            if state.newLine {
                let lineIndent = Array(read { $0 == .space || $0 == .tab })
                if state.isParentBody, !state.isParentTopLevel {
                    if let indent = state.parentIndent {
                        whitespace = Array(lineIndent.dropFirst(indent))
                    } else {
                        state.parentIndent = lineIndent.count
                    }
                } else {
                    whitespace = lineIndent
                }
            }
            let (text, foundTag) = readText(until: state.startDelimiter)
            if !foundTag, position < bytes.count {  // at a newline
                position += 1
                nodes.append(.text(whitespace + text + [.newline]))
                state.newLine = true
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(whitespace + text))
                whitespace = []
                state.newLine = false
            }
            guard foundTag, position < bytes.count else { break }

            tagStart = position - state.startDelimiter.count
            let location = tagStart
            var standalone = false
            let sigil = bytes[position]
            switch sigil {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                position += 1
                let name = try readName(state)
                let opening = openingTag()
                standalone = isStandalone(state)
                if !standalone { flush(&whitespace, into: &nodes) }
                let children = try parseNodes(state.entering(section: name, standalone: standalone, opening: opening))
                nodes.append(
                    sigil == UInt8(ascii: "#")
                        ? .section(TemplateName(name), children, at: location)
                        : .invertedSection(TemplateName(name), children, at: location))

            case UInt8(ascii: "/"):
                position += 1
                let nameStart = position
                guard try readName(state) == state.sectionName else {
                    throw TemplateSyntaxError(.sectionClosedWithOtherName, at: nameStart)
                }
                if !isStandalone(state) { flush(&whitespace, into: &nodes) }
                return nodes

            case UInt8(ascii: "!"):
                position += 1
                try skipComment(state)
                standalone = isStandalone(state)

            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                flush(&whitespace, into: &nodes)
                position += 1
                let name = try readName(state)
                if sigil == UInt8(ascii: "{") {
                    guard position < bytes.count, bytes[position] == UInt8(ascii: "}") else {
                        throw unfinishedTag(expecting: state.endDelimiter + [UInt8(ascii: "}")])
                    }
                    position += 1
                }
                nodes.append(.variable(TemplateName(name)))

            case UInt8(ascii: ">"):
                position += 1
                let name = try readPartialName(state)
                keep(whitespace, in: &nodes)
                standalone = isStandalone(state)
                nodes.append(.partial(name, indentation: standalone ? whitespace : nil, overrides: nil, at: location))
                whitespace = []

            case UInt8(ascii: "<"):
                position += 1
                let name = try readPartialName(state)
                let opening = openingTag()
                keep(whitespace, in: &nodes)
                standalone = isStandalone(state)
                var overrides: [String: [TemplateNode]] = [:]
                for node in try parseNodes(state.entering(parent: name, opening: opening)) {
                    switch node {
                    case .blockDefinition(let block, let children): overrides[block] = children
                    case .text: continue
                    default: throw TemplateSyntaxError(.tagInsideParent, at: position)
                    }
                }
                nodes.append(.partial(name, indentation: whitespace, overrides: overrides, at: location))
                whitespace = []

            case UInt8(ascii: "$"):
                position += 1
                let name = try readName(state)
                let opening = openingTag()
                if state.isParentTopLevel {
                    standalone = isStandalone(state)
                    nodes.append(
                        .blockDefinition(
                            name,
                            try parseNodes(state.entering(section: name, standalone: standalone, opening: opening))))
                } else {
                    keep(whitespace, in: &nodes)
                    standalone = isStandalone(state)
                    let children = try parseNodes(
                        state.entering(section: name, standalone: standalone, opening: opening))
                    nodes.append(.block(name, default: children, indentation: whitespace, at: location))
                    whitespace = []
                }

            case UInt8(ascii: "="):
                position += 1
                try readDelimiters(&state)
                standalone = isStandalone(state)

            case UInt8(ascii: "%"):
                position += 1
                try readPragma(state)
                standalone = isStandalone(state)

            default:
                flush(&whitespace, into: &nodes)
                nodes.append(.variable(TemplateName(try readName(state))))
            }
            state.newLine = standalone
        }
        if let opening = state.opening {
            throw TemplateSyntaxError(.unclosedSection(tagText(opening)), at: opening.lowerBound)
        }
        return nodes
    }

    /// Puts the whitespace in front of a tag that does not stand alone back into the text.
    private func flush(_ whitespace: inout [UInt8], into nodes: inout [TemplateNode]) {
        keep(whitespace, in: &nodes)
        whitespace = []
    }

    /// Puts the whitespace in front of a partial, parent or block tag into the text; like
    /// swift-mustache, that tag also takes it as its indentation.
    private func keep(_ whitespace: [UInt8], in nodes: inout [TemplateNode]) {
        if !whitespace.isEmpty { nodes.append(.text(whitespace)) }
    }
}
