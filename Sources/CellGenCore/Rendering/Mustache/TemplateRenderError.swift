/// Why rendering stopped: one of `TemplateLimits` was crossed. It is reported at the innermost
/// section, block or partial tag that was being rendered, with the chain of templates that
/// included that tag's template, since the tag alone rarely shows why the limit was reached.
struct TemplateRenderError: Error, Equatable {
    enum Reason: Equatable {
        case tooDeep
        case outputTooLarge
        case tooMuchWork
    }

    var reason: Reason
    /// Nil until the error has passed a tag on its way out.
    var location: TagLocation?
    /// The template rendered first, then each partial or parent on the way to `location`.
    var includes: [String] = []

    init(_ reason: Reason, at location: TagLocation? = nil) {
        self.reason = reason
        self.location = location
    }

    /// The error at `location`, unless a tag nearer to where it happened has located it.
    func located(at location: TagLocation) -> TemplateRenderError {
        var error = self
        error.location = error.location ?? location
        return error
    }

    /// The error as seen from the template that included `template`.
    func included(from template: String) -> TemplateRenderError {
        var error = self
        error.includes.insert(template, at: 0)
        return error
    }

    var message: String {
        let why =
            switch reason {
            case .tooDeep:
                "sections, blocks and included templates nest more than \(TemplateLimits.nesting) deep"
            case .outputTooLarge:
                "the rendered file would be larger than \(TemplateLimits.outputSize >> 20) MiB; templates that include a partial more than once per level multiply what they write"
            case .tooMuchWork:
                "rendering would take more than \(TemplateLimits.steps / 1_000_000) million steps; sections or partials repeat each other too often"
            }
        return "the template cannot be rendered: \(why) (\(Self.describe(includes)))"
    }

    /// `screen -> view-model -> row`, with the middle of a long chain left out.
    private static func describe(_ chain: [String]) -> String {
        let shown = chain.count <= 12 ? chain : chain.prefix(4) + ["..."] + chain.suffix(6)
        return shown.joined(separator: " -> ")
    }
}
