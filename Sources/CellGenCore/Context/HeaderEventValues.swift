/// The values that wire the events of header, footer and empty-state views: each use of such a
/// view is a case of `<Header>Use` (with the section's context, if any), and the data source
/// turns a use into the view's `Events`.
struct HeaderEventValues {
    let screen: Screen
    let header: HeaderView

    /// One place the view is used, with the event bindings written there.
    private struct Use {
        var caseName: String
        var context: String?
        var bindings: [Binding]
    }

    var hasEvents: Bool { !header.events.isEmpty }
    var useType: String { Spelling.type(GeneratedNames.headerUse(header.name)) }

    /// The sections' headers and footers that show the view, then the empty state.
    private var uses: [Use] {
        var uses: [Use] = []
        for section in screen.sections {
            let context = section.context.isEmpty ? nil : Spelling.type(GeneratedNames.sectionContext(section.id))
            if case .view(header.name)? = section.header {
                uses.append(
                    Use(
                        caseName: GeneratedNames.headerUseCase(section: section.id, isFooter: false), context: context,
                        bindings: section.headerBindings))
            }
            if case .view(header.name)? = section.footer {
                uses.append(
                    Use(
                        caseName: GeneratedNames.headerUseCase(section: section.id, isFooter: true), context: context,
                        bindings: section.footerBindings))
            }
        }
        if case .view(header.name)? = screen.empty {
            uses.append(Use(caseName: GeneratedNames.emptyStateUseCase, context: nil, bindings: screen.emptyBindings))
        }
        return uses
    }

    /// `.feedHeader(section.context)`: the builder's expression for the view's use as the header
    /// or footer of `section`.
    static func useExpression(section: Section, isFooter: Bool) -> String {
        let name = Spelling.member(GeneratedNames.headerUseCase(section: section.id, isFooter: isFooter))
        return section.context.isEmpty ? ".\(name)" : ".\(name)(\(SectionValues.inputContext))"
    }

    /// Nothing for a view without events: its case carries no use.
    var values: TemplateValues {
        guard hasEvents else { return [:] }
        return [
            "useType": useType,
            "useCases": uses.map { use in
                ["caseName": Spelling.member(use.caseName), "payload": use.context.map { "(\($0))" } ?? ""]
                    as TemplateValues
            },
            "eventCases": uses.map { use -> TemplateValues in
                [
                    "pattern": ".\(Spelling.member(use.caseName))\(use.context == nil ? "" : "(let context)")",
                    "events": EventClosures.values(header.events, bindings: use.bindings) { action, event in
                        var arguments = ["viewModel"]
                        if event.payloadType != nil { arguments.append("value: value") }
                        if use.context != nil { arguments.append("context: context") }
                        return ".\(Spelling.member(action))(\(arguments.joined(separator: ", ")))"
                    },
                ]
            },
        ]
    }
}
