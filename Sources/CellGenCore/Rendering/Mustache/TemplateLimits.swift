/// Bounds on what a template override may ask of the parser and the renderer. The built-in
/// templates stay far below each; a team's overrides run inside every build, so one that nests
/// without end or includes partials that double the output per level must end in a located
/// error, never in a stack overflow, a hang or gigabytes of memory.
enum TemplateLimits {
    /// Largest template file, in bytes, as for specs: the largest built-in template is 12 KB.
    static let templateSize = 1 << 20
    /// Deepest nesting of sections, inverted sections, blocks, parents and partials, counted
    /// across the templates partials include. The parser and the renderer recurse once per
    /// level (1,500 levels overflowed the parser's stack); the built-in templates nest under 20.
    static let nesting = 100
    /// Largest rendered file, in bytes: a screen near every spec limit (200 cells of 64 fields
    /// and 32 events, 64 sections of 128 rows) renders 12 MB.
    static let outputSize = 64 << 20
    /// Most steps for one file: nodes (texts, variables, sections, partials) rendered, and
    /// bodies of sections, blocks and partials entered, once per list element. Bounds the work
    /// of sections and partials that repeat each other without writing anything, which the
    /// output bound does not see: the screen above renders 3 million nodes; 10 million steps
    /// take about 5 s in a debug build.
    static let steps = 10_000_000
    /// Most dot-separated parts of a tag's name (`a.b.c` has 3): each is looked up in turn,
    /// and a tag in a template that partials repeat is looked up millions of times. The
    /// built-in templates use at most 3.
    static let nameParts = 64
}
