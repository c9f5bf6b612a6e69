/// A parsed template laid out flat for rendering: its nodes as one array of steps that hold
/// only numbers (where their text is in `text`, which name, block or partial they use, where
/// their body ends), so walking them copies no reference-counted value. Walking the node tree
/// retained and released each node, its name and its children's array at every step, which was
/// most of the renderer's time. The tree (`TemplateNode`) stays what parsing gives and what the
/// checks of which template includes which read.
///
/// Bodies are laid out right after the step that opens them: a section's, a block's default,
/// and a parent's overrides, which run only when a block of the template it includes asks for
/// them. Each such step says where its bodies end, where rendering goes on.
struct TemplateProgram: Sendable {
    enum Step: Sendable {
        /// `text[start..<end]`.
        case text(start: Int, end: Int)
        case variable(name: Int)
        /// The body runs from the next step up to `end`.
        case section(name: Int, end: Int, at: Int)
        case invertedSection(name: Int, end: Int, at: Int)
        case block(Int)
        case partial(Int)
    }

    /// A tag's name (`TemplateName`): `count` keys of `keys` from `start`. Plain numbers, so
    /// reading one retains nothing, where a `TemplateName` retained its array of keys.
    struct Name: Sendable {
        var start: Int
        var count: Int
        var isAnchored: Bool
    }

    /// `{{$name}}default{{/name}}`.
    struct Block: Sendable {
        var name: String
        var defaultBody: Range<Int>
        var indentation: [UInt8]
        var offset: Int
    }

    /// `{{>name}}`, or `{{<name}}` with its block overrides, each a body of this program.
    struct Partial: Sendable {
        /// The included template's name, hashed once.
        var name: TemplateKey
        var indentation: [UInt8]?
        var overrides: [String: Range<Int>]?
        var end: Int
        var offset: Int
    }

    private(set) var steps: [Step] = []
    private(set) var text: [UInt8] = []
    private(set) var names: [Name] = []
    private(set) var keys: [TemplateKey] = []
    private(set) var blocks: [Block] = []
    private(set) var partials: [Partial] = []
    /// The template's own steps: everything but the bodies inside them.
    private(set) var body: Range<Int> = 0..<0

    init(_ nodes: [TemplateNode]) {
        body = append(nodes)
    }

    /// Lays `nodes` out at the end of `steps`, each body after the step that opens it.
    private mutating func append(_ nodes: [TemplateNode]) -> Range<Int> {
        let start = steps.count
        for node in nodes {
            switch node {
            case .text(let bytes):
                steps.append(.text(start: text.count, end: text.count + bytes.count))
                text += bytes
            case .variable(let name):
                steps.append(.variable(name: add(name)))
            case .section(let name, let children, let offset):
                let name = add(name)
                let end = appendOpening(children)
                steps[end.opening] = .section(name: name, end: end.end, at: offset)
            case .invertedSection(let name, let children, let offset):
                let name = add(name)
                let end = appendOpening(children)
                steps[end.opening] = .invertedSection(name: name, end: end.end, at: offset)
            case .block(let name, let defaultNodes, let indentation, let offset):
                let index = blocks.count
                steps.append(.block(index))
                blocks.append(Block(name: name, defaultBody: 0..<0, indentation: indentation, offset: offset))
                blocks[index].defaultBody = append(defaultNodes)
            case .partial(let name, let indentation, let overrides, let offset):
                let index = partials.count
                steps.append(.partial(index))
                partials.append(Partial(name: TemplateKey(name), indentation: indentation, overrides: nil, end: 0, offset: offset))
                if let overrides {
                    // In name order, so the same text always gives the same program.
                    var bodies: [String: Range<Int>] = [:]
                    for (block, children) in overrides.sorted(by: { $0.key < $1.key }) {
                        bodies[block] = append(children)
                    }
                    partials[index].overrides = bodies
                }
                partials[index].end = steps.count
            case .blockDefinition:
                continue  // taken apart by the parser into its parent's overrides
            }
        }
        return start..<steps.count
    }

    /// A placeholder step followed by `children`: where the placeholder is, and where the
    /// children end.
    private mutating func appendOpening(_ children: [TemplateNode]) -> (opening: Int, end: Int) {
        let opening = steps.count
        steps.append(.text(start: 0, end: 0))
        return (opening, append(children).upperBound)
    }

    private mutating func add(_ name: TemplateName) -> Int {
        names.append(Name(start: keys.count, count: name.components.count, isAnchored: name.isAnchored))
        keys += name.components
        return names.count - 1
    }
}
