/// The values only a collection screen's data source needs: its layout (compositional or flow),
/// each section's layout, and the registrations of its cells and header views.
struct CollectionValues {
    let screen: Screen

    var values: TemplateValues {
        let isFlow = screen.collectionLayout == .flow
        let swipes = InteractionValues.swipeEdges(of: screen)
        return [
            "isCompositional": screen.collectionLayout == .compositional,
            "isFlow": isFlow,
            "cellRegistrations": screen.cells.map { cell in
                let registration = "\(ViewTypeNames(cell.name, in: screen).configurator).registration()"
                return [
                    "property": Spelling.member(GeneratedNames.cellRegistration(cell.name)),
                    // Swipe actions show only on list cells: the screen that swipes a cell says so.
                    "registration": screen.swipesRows(of: cell)
                        ? "CellGenCellRegistration.requiringListCell(\(registration))" : registration,
                ] as TemplateValues
            },
            "leadingSwipeProvider": swipes.leading ? Self.swipeProvider("leadingSwipe") : "nil",
            "trailingSwipeProvider": swipes.trailing ? Self.swipeProvider("trailingSwipe") : "nil",
        ]
    }

    /// The list configuration's swipe provider for one edge; weak, as the layout outlives no data
    /// source it asks.
    private static func swipeProvider(_ edge: String) -> String {
        "{ [weak self] in self?.swipeActions(Action.\(edge)(of:), at: $0) }"
    }

    /// `.grid(columns: .fixed(3), spacing: 2, height: .estimated(120))`: a section's layout as the
    /// support file's `CellGenSectionLayout`.
    static func layoutExpression(of section: Section, in screen: Screen) -> String {
        guard let layout = section.layout else { return ".list(.plain)" }
        switch layout {
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
            case .automatic: nil
            }
        }
        return ".estimated(\(PointsSpelling.literal(estimates.max() ?? 44)))"
    }
}
