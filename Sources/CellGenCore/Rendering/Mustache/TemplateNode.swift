/// A template parsed once into a tree: text as bytes, names split in advance, sections holding
/// their own nodes, so rendering never looks at the template's text again.
///
/// A class: the renderer takes a partial's template out of the set for every partial tag it
/// renders (about 50 a screen), and copying a struct retained and released each of its name,
/// its nodes and its program's six arrays.
final class ParsedTemplate: Sendable {
    /// The name its tags' offsets belong to, for the locations of rendering errors.
    let name: String
    let nodes: [TemplateNode]
    /// The nodes as the renderer walks them.
    let program: TemplateProgram

    init(name: String, nodes: [TemplateNode]) {
        self.name = name
        self.nodes = nodes
        program = TemplateProgram(nodes)
    }
}

/// One piece of a parsed template. The mustache tags CellGen's templates use: variables,
/// sections, inverted sections, partials, blocks and parents (partials with block overrides).
indirect enum TemplateNode: Sendable {
    /// Text copied as it is (including the newline a line ends with).
    case text([UInt8])
    /// `{{name}}`, `{{{name}}}` or `{{&name}}`: nothing is ever HTML-escaped.
    case variable(TemplateName)
    /// `{{#name}}...{{/name}}`: once for `true` or a value, once per element of a list.
    case section(TemplateName, [TemplateNode], at: Int)
    /// `{{^name}}...{{/name}}`: once when the value is missing, `false` or an empty list.
    case invertedSection(TemplateName, [TemplateNode], at: Int)
    /// `{{$name}}default{{/name}}`: the override a parent tag gave, or the default.
    case block(String, default: [TemplateNode], indentation: [UInt8], at: Int)
    /// `{{>name}}`, or `{{<name}}...{{/name}}` with its block overrides. `indentation` is the
    /// whitespace in front of a tag that stands alone on its line, put before each line it renders.
    case partial(String, indentation: [UInt8]?, overrides: [String: [TemplateNode]]?, at: Int)
    /// `{{$name}}...{{/name}}` directly inside a parent tag: an override, never rendered itself.
    case blockDefinition(String, [TemplateNode])
}

/// Where a tag that holds or includes other nodes starts: its template and the byte offset of
/// its start delimiter. Rendering errors (a limit crossed) are reported there. A node holds the
/// offset alone (`at:`); the renderer knows which template it is rendering and makes one of
/// these only for an error.
struct TagLocation: Sendable, Equatable {
    var template: String
    var offset: Int
}

/// A tag's name, split at its dots when parsed: `a.b` looks `a` up through the context stack
/// and `b` in what it found; `.` is the current value; `.a` looks in the current value only.
/// Each part is a `TemplateKey`, hashed here once rather than at every lookup.
struct TemplateName: Sendable, Equatable {
    var components: [TemplateKey]
    /// A leading dot: look in the current value only, not up the stack.
    var isAnchored: Bool

    init(_ name: String) {
        isAnchored = name.first == "."
        // Split on bytes where it can be: by characters it was a fifth of parsing the templates,
        // which every run does before anything else.
        components = name == "." ? [] : name.splitAtDots(omittingEmptyParts: true).map { TemplateKey($0) }
    }
}
