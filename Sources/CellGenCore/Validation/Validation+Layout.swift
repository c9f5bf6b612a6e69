/// `layout` and `style`: which of them a kind of list takes, a grid's columns, and where swipe
/// actions and storyboard cells can be used in a collection view.
extension Validation {
    /// The screen's layout: compositional unless it says `flow`; nil for a table, where `layout`
    /// is an error.
    mutating func resolveCollectionLayout() -> CollectionLayout? {
        guard spec.list?.value == .collection else {
            if let layout = spec.layout {
                diagnostics.error(
                    "'layout' is for collection screens; a table lays out its rows itself (use 'style' for the scaffolded table)",
                    at: layout.location)
            }
            for section in spec.sections {
                if let layout = section.layout {
                    diagnostics.error(
                        "'layout' of section '\(section.id.value)' is for collection screens; this screen is a table",
                        at: layout.location)
                }
            }
            return nil
        }
        if let style = spec.style {
            diagnostics.error(
                "'style' sets the scaffolded table; a collection screen sets its look with 'layout' (e.g. { list: insetGrouped })",
                at: style.location)
        }
        if spec.layout?.value == .flow {
            for section in spec.sections {
                if let layout = section.layout {
                    diagnostics.error(
                        "section '\(section.id.value)' has a 'layout', but the screen uses the flow layout, which lays out every section alike; remove one of them",
                        at: layout.location)
                }
            }
            return .flow
        }
        return .compositional
    }

    /// A section's layout: its own, else the screen's, else a plain list. Nil for tables and the
    /// flow layout.
    mutating func resolveLayout(of section: SectionSpec, in collectionLayout: CollectionLayout?) -> SectionLayout? {
        guard collectionLayout == .compositional else { return nil }
        if let own = section.layout, own.value == .flow {
            diagnostics.error(
                "section '\(section.id.value)' cannot use the flow layout: 'flow' is for a whole screen ('layout: flow' at the top)",
                at: own.location)
            return nil
        }
        guard let layout = section.layout ?? spec.layout else { return .list(.plain) }
        return resolveLayout(layout)
    }

    /// One layout as written, checked; a choice resolves each of its two layouts here.
    mutating func resolveLayout(_ layout: Located<LayoutSpec>) -> SectionLayout? {
        switch layout.value {
        case .list(let appearance):
            return .list(appearance)
        case .grid(let grid):
            let spacing = grid.spacing ?? 0
            switch (grid.columns, grid.minWidth) {
            case (let columns?, nil): return .grid(.fixed(columns.value), spacing: spacing)
            case (nil, let minWidth?):
                guard minWidth.value >= 1 else {
                    diagnostics.error(
                        "'minWidth' of a grid must be at least 1 point, not \(PointsSpelling.literal(minWidth.value))",
                        at: minWidth.location)
                    return nil
                }
                return .grid(.fitting(minWidth: minWidth.value), spacing: spacing)
            case (.some, .some):
                diagnostics.error(
                    "a grid takes 'columns' or 'minWidth', not both: fixed columns, or as many as fit",
                    at: grid.location)
            case (nil, nil):
                diagnostics.error(
                    "a grid needs 'columns' (a fixed number) or 'minWidth' (as many columns as fit)", at: grid.location)
            }
            return nil
        case .carousel(let carousel):
            let width = carousel.width
            // Up to 1 is a fraction; a few points is almost certainly a fraction written wrong.
            if width.value > 1, width.value < Self.smallestLikelyCarouselWidth {
                diagnostics.warning(
                    "a carousel 'width' above 1 is in points, so items \(PointsSpelling.literal(width.value)) points wide; write a fraction up to 1 for a share of the width",
                    at: width.location)
            }
            return .carousel(width: CarouselWidth(width.value), spacing: carousel.spacing ?? 0)
        case .flow:
            return nil
        case .chosen(let choice):
            return resolveChoice(choice)
        }
    }

    /// Swipe actions show only in list sections; storyboard prototypes cannot be registered
    /// with `CellRegistration`.
    mutating func checkCollectionRows(_ sections: [Section], collectionLayout: CollectionLayout?) {
        guard let collectionLayout else { return }
        checkCollectionRegistrations()
        if collectionLayout == .compositional { warnAboutFieldHeights(shownIn: sections) }
        let swipes = Dictionary(
            spec.cells.compactMap { cell in cell.swipe.map { (cell.name.value, $0.location) } },
            uniquingKeysWith: { first, _ in first })
        var reported: Set<SourceLocation> = []
        // A section whose layout has an error (reported) is not checked again here.
        for (section, resolved) in zip(spec.sections, sections)
        where collectionLayout == .flow || resolved.layout?.isList == false {
            let layout =
                collectionLayout == .flow ? "the flow layout" : "a \(resolved.layout.map(Self.kindName) ?? "") layout"
            for row in section.rows {
                // The row's own swipe actions (none for `swipe: ~`), else its cell's; a slot's
                // own are reported once, not once per listed cell.
                guard let written = row.swipe.map({ $0.value == nil ? nil : $0.location }) ?? swipes[row.cell.value],
                    row.swipe == nil || reported.insert(written).inserted
                else { continue }
                var notes = [Diagnostic.Note("the swipe actions are declared here", at: written)]
                if section.layout == nil, let screenLayout = spec.layout {
                    notes.append(
                        Diagnostic.Note("the section takes the screen's layout, given here", at: screenLayout.location))
                }
                let subject =
                    row.swipe == nil
                    ? "cell '\(row.cell.value)' has" : "\(row.ownerName(inSection: section.id.value)) has its own"
                diagnostics.error(
                    "\(subject) swipe actions, but section '\(section.id.value)' uses \(layout); a collection view shows swipe actions only in list sections",
                    at: row.swipe == nil ? row.cell.location : row.slot?.location ?? row.cell.location, notes: notes)
            }
        }
    }

    /// A compositional layout sizes items by section, never by row: a height from a field would
    /// silently do nothing there.
    private mutating func warnAboutFieldHeights(shownIn sections: [Section]) {
        let shown = Set(sections.flatMap { $0.rows.map { $0.cell } })
        for cell in spec.cells where shown.contains(cell.name.value) {
            guard let height = cell.height, case .field(let field) = height.value else { continue }
            diagnostics.warning(
                "'height' of cell '\(cell.name.value)' comes from field '\(field.value)', which a compositional layout does not read: its items size themselves; a row's height from a field applies in tables and with layout: flow",
                at: height.location)
        }
    }

    /// Storyboard prototypes cannot be registered with `CellRegistration`: an error for a cell of
    /// a collection screen or of a collection library.
    mutating func checkCollectionRegistrations() {
        for cell in spec.cells {
            if let register = cell.register, register.value == .storyboard {
                diagnostics.error(
                    "cell '\(cell.name.value)' is registered by a storyboard, but a collection view registers its cells with UICollectionView.CellRegistration; use 'class' or 'nib'",
                    at: register.location)
            }
        }
    }

    /// Below this many points a carousel `width` draws a warning.
    static let smallestLikelyCarouselWidth = 20.0

    private static func kindName(_ layout: SectionLayout) -> String {
        switch layout {
        case .list: "list"
        case .grid: "grid"
        case .carousel: "carousel"
        case .chosen(_, let whenTrue, let whenFalse): "\(kindName(whenTrue)) or \(kindName(whenFalse))"
        }
    }
}
