/// One-level outlines (`children:`, issue 34): a collection's list section shows them through
/// section snapshots, each parent's rows under it, shown or hidden. A parent that is a system
/// header cell makes its section collapsible: it is the section's first row, over all the others.
extension Validation {
    /// The role the spec gives `row`; `checkOutlines` checks where it may be.
    static func outlineRole(of row: RowSpec, cell: Cell) -> OutlineRole {
        switch row.outline {
        case nil: return .none
        case .child?: return .child
        case .parent(_, let expanded)?:
            // A section starts open, as a sidebar's do; a folder starts closed.
            let isHeader = cell.system?.style.isHeader ?? false
            return .parent(expanded: expanded?.value ?? isHeader, isHeader: isHeader)
        }
    }

    /// Outlines only in collection list sections, which neither page nor reorder; a header parent
    /// first, alone over the section's other rows, without a header of the section's own.
    mutating func checkOutlines(_ sections: [Section], collectionLayout: CollectionLayout?) {
        for (written, section) in zip(spec.sections, sections) {
            let parents = written.rows.compactMap { row -> (row: RowSpec, children: SourceLocation)? in
                guard case .parent(let children, _)? = row.outline else { return nil }
                return (row, children)
            }
            guard let first = parents.first else { continue }
            let what = "section '\(section.id)'"
            guard collectionLayout == .compositional, section.layout?.isListInEveryChoice == true else {
                let instead =
                    collectionLayout == nil
                    ? "a table has none: make the screen 'list: collection'"
                    : "give \(what) a list layout in each of its layouts"
                diagnostics.error(
                    "'children' of \(first.row.name(inSection: section.id)) makes an outline, which a collection's list section shows (section snapshots); \(instead)",
                    at: first.children)
                continue
            }
            if let loadMore = written.loadMore {
                diagnostics.error(
                    "\(what) pages ('loadMore') and shows an outline, whose collapsed rows are not shown to reach; page in a section of its own",
                    at: loadMore.action.location)
            }
            for row in written.rows where row.outline != nil {
                guard let reorder = row.reorder else { continue }
                diagnostics.error(
                    "\(row.name(inSection: section.id)) is in an outline, where rows are not reordered; 'reorder' is for a list's own rows",
                    at: reorder.location)
            }
            checkCollapsibleHeader(of: section, written: written)
        }
    }

    /// A system header parent (a collapsible section) is the section's only parent: its first row,
    /// shown once, not selected (a tap toggles it), with every other row under it.
    private mutating func checkCollapsibleHeader(of section: Section, written: SectionSpec) {
        guard let header = section.rows.first(where: { $0.outline.isHeader }),
              let spec = written.rows.first(where: { $0.resolvedID == header.id })
        else { return }
        let what = spec.name(inSection: section.id)
        let location = spec.id?.location ?? spec.cell.location
        if section.rows.first?.id != header.id || header.occurrence != .one {
            diagnostics.error(
                "\(what) shows cell '\(header.cell)', a system header, so it makes section '\(section.id)' collapsible: it must be the section's first row, shown once (not optional or repeated)",
                at: location)
        } else if section.rows.count > 2 {
            diagnostics.error(
                "\(what) makes section '\(section.id)' collapsible, so every other row of the section is under it; move the other rows into its 'children' or into another section",
                at: location)
        }
        if let supplementary = written.header {
            diagnostics.error(
                "section '\(section.id)' has a 'header' and a header row, \(what); a collapsible section's header is its first row",
                at: supplementary.location)
        }
        if let action = header.selectAction {
            diagnostics.error(
                "\(what) is a collapsible section's header, which a tap expands or collapses, so it never sends '\(action)'; give it 'select: ~'",
                at: spec.select?.location ?? location)
        }
    }
}
