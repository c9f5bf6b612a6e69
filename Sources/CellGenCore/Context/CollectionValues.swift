/// The values only a collection screen's data source needs: its layout (compositional or flow),
/// each section's layout, and the swipe providers of its list sections.
struct CollectionValues {
    let screen: Screen

    var values: TemplateValues {
        let isFlow = screen.collectionLayout == .flow
        let swipes = InteractionValues.swipeEdges(of: screen)
        return [
            "isCompositional": screen.collectionLayout == .compositional,
            "isFlow": isFlow,
            "swipeArguments": (swipes.leading ? Self.swipeArgument("leadingSwipe") : "")
                + (swipes.trailing ? Self.swipeArgument("trailingSwipe") : ""),
            // Sections all laid out as plain lists need no `layout(of:)`: the engine's answers that.
            "hasSectionLayouts": screen.collectionLayout == .compositional
                && screen.sections.contains { Self.layoutExpression(of: $0, in: screen) != ".list(.plain)" },
            "layoutReadsEnvironment": screen.sections.contains { section in
                guard case .chosen(.environment, _, _)? = section.layout else { return false }
                return true
            },
        ]
    }

    /// The `layoutSection` argument of the list configuration's swipe provider for one edge, on a
    /// line of its own; weak, as the layout outlives no data source it asks.
    private static func swipeArgument(_ edge: String) -> String {
        ",\n\(edge): { [weak dataSource] in dataSource?.swipeActions(Action.\(edge)(of:), at: $0) }"
    }

    /// `.grid(columns: .fixed(3), spacing: 2, height: .estimated(120))`: a section's layout as the
    /// support file's `CellGenSectionLayout`.
    static func layoutExpression(of section: Section, in screen: Screen) -> String {
        section.layout.map { expression(of: $0, for: section, in: screen) } ?? ".list(.plain)"
    }

    /// One layout's expression; a choice reads the list's size class or the environment, on every
    /// layout pass (UIKit asks again when the traits change; setting the environment invalidates
    /// the layout).
    private static func expression(of layout: SectionLayout, for section: Section, in screen: Screen) -> String {
        switch layout {
        case .chosen(let condition, let whenTrue, let whenFalse):
            let test =
                switch condition {
                case .regularWidth: "listView?.traitCollection.horizontalSizeClass == .regular"
                case .environment(let field): "environment.\(Spelling.member(field))"
                }
            return
                "\n\(test)\n? \(expression(of: whenTrue, for: section, in: screen))\n: \(expression(of: whenFalse, for: section, in: screen))"
        case .list(let appearance):
            return ".list(.\(appearance.rawValue))"
        case .grid(let columns, let spacing):
            let count =
                switch columns {
                case .fixed(let count): ".fixed(\(count))"
                case .fitting(let minWidth): ".fitting(minWidth: \(PointsSpelling.literal(minWidth)))"
                }
            return
                ".grid(columns: \(count), spacing: \(PointsSpelling.literal(spacing)), height: \(itemHeight(of: section, in: screen)))"
        case .carousel(let width, let spacing):
            let dimension =
                switch width {
                case .fraction(let fraction): ".fraction(\(PointsSpelling.literal(fraction)))"
                case .points(let points): ".points(\(PointsSpelling.literal(points)))"
                }
            return
                ".carousel(width: \(dimension), spacing: \(PointsSpelling.literal(spacing)), height: \(itemHeight(of: section, in: screen)))"
        }
    }

    /// `.fixed(h)` when every cell of the section has the fixed height `h`; otherwise items size
    /// themselves from an estimate: the tallest height a cell gives (fixed or estimated), else 44.
    private static func itemHeight(of section: Section, in screen: Screen) -> String {
        let heights = section.rows.map { screen.cell(named: $0.cell)?.height ?? .automatic }
        if case .fixed(let points)? = heights.first, heights.allSatisfy({ $0 == .fixed(points) }) {
            return ".fixed(\(PointsSpelling.literal(points)))"
        }
        let estimates = heights.compactMap { height -> Double? in
            switch height {
            case .fixed(let points), .estimated(let points): points
            case .automatic, .field: nil
            }
        }
        return ".estimated(\(PointsSpelling.literal(estimates.max() ?? 44)))"
    }
}
