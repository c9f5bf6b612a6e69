/// The values for `CellGenSupport.swift`, shared by every screen of an output folder.
public struct SupportContext: Sendable {
    public let screens: [Screen]
    /// The cell libraries generated beside the screens: their list kinds and access levels count
    /// as the screens' do, so the support file serves the screens that use them.
    public let libraries: [Library]
    public let extraHeaderLines: [String]

    public init(screens: [Screen], libraries: [Library] = [], extraHeaderLines: [String] = []) {
        self.screens = screens
        self.libraries = libraries
        self.extraHeaderLines = extraHeaderLines
    }

    public var values: TemplateValues {
        let hasCollections = screens.contains { $0.list == .collection } || libraries.contains { $0.list == .collection }
        return [
            "headerLines": FileHeader.lines(generatedFrom: nil, extra: extraHeaderLines),
            "access": AccessSpelling.prefix(mostOpenAccess),
            "openAccess": mostOpenAccess == .public ? "open " : AccessSpelling.prefix(mostOpenAccess),
            "hasCollections": hasCollections,
            // One-level outlines: section snapshots, only where a row has `children`.
            "hasOutlines": screens.contains { $0.sections.contains { $0.rows.contains { $0.outline != .none } } },
            // Grid and carousel layouts, only where a section is laid out so.
            "hasGridLayouts": screens.contains { $0.sections.contains { $0.layout.map { !$0.isListInEveryChoice } ?? false } },
            // How swipe and menu actions look, only where an action has a title.
            "hasPresentations": screens.contains { $0.actions.contains { $0.title != nil } },
            "hasMenus": screens.contains { $0.sections.contains { $0.rows.contains { !$0.interactions.menu.isEmpty } } },
            "hasOfferConditions": screens.contains { $0.sections.contains { $0.rows.contains { !$0.interactions.conditions.isEmpty } } },
            "hasSystemCells": hasCell { $0.system != nil },
            "hasSwiftUICells": hasCell { $0.swiftUI != nil },
            // Edit mode's engine members, only where a screen deletes or reorders rows.
            "hasDeletion": screens.contains { $0.sections.contains { $0.rows.contains { $0.interactions.delete != nil } } },
            // Selection kept across applies, only where a section is single or multiple.
            "hasSelectionModes": screens.contains { $0.sections.contains { $0.selection != .momentary } },
            // Edit mode's multi-select: the selected rows, only where a row has `bulk`.
            "hasBulk": screens.contains { $0.sections.contains { $0.rows.contains { !$0.interactions.bulk.isEmpty } } },
            "hasReordering": screens.contains { $0.sections.contains { $0.rows.contains { $0.interactions.reorder != nil } } },
            // Behaviours v3 (issue 34): only a screen's own cells send impressions or prefetch.
            "hasImpressions": screens.contains { $0.cells.contains { $0.behaviours.hasImpressions } },
            "hasPrefetch": screens.contains { $0.cells.contains { $0.behaviours.prefetches } },
            "hasSectionIndex": screens.contains { $0.sections.contains { $0.index != nil } },
            // Paging states, the paging view and `CellGenLoadMore`, only where a section pages.
            "hasPaging": screens.contains { $0.sections.contains { $0.loadMore != nil } },
            // Keeping the scroll position across an apply, for paging and the screens that ask.
            "keepsScrollPositions": screens.contains { $0.keepsScrollPosition || $0.sections.contains { $0.loadMore != nil } },
            // The list engine's data source, for each kind of list a screen may show.
            "lists": [Self.tableEngine] + (hasCollections ? [Self.collectionEngine] : []),
        ]
    }

    private static let tableEngine: TemplateValues = [
        "isTable": true, "listName": "table", "engineClass": "CellGenTableDataSource",
        "diffableClass": "UITableViewDiffableDataSource", "delegateProtocol": "UITableViewDelegate",
        "listType": "UITableView", "listParameter": "tableView", "cellType": "UITableViewCell",
        "supplementaryViewType": "UITableViewHeaderFooterView", "visiblePaths": "(listView.indexPathsForVisibleRows ?? [])",
        "cellAt": "cellForRow", "scrollPosition": "UITableView.ScrollPosition", "scrollToCall": "scrollToRow",
        "forRowAt": "forRowAt", "prefetchProtocol": "UITableViewDataSourcePrefetching",
        "prefetchRowsAt": "prefetchRowsAt", "cancelPrefetchingAt": "cancelPrefetchingForRowsAt",
        "selectedPaths": "indexPathsForSelectedRows", "selectCall": "selectRow", "deselectCall": "deselectRow",
        "noScroll": ".none", "didDeselectAt": "didDeselectRowAt",
    ]

    private static let collectionEngine: TemplateValues = [
        "isCollection": true, "listName": "collection", "engineClass": "CellGenCollectionDataSource",
        "diffableClass": "UICollectionViewDiffableDataSource", "delegateProtocol": "UICollectionViewDelegate",
        "listType": "UICollectionView", "listParameter": "collectionView", "cellType": "UICollectionViewCell",
        "supplementaryViewType": "UICollectionReusableView", "visiblePaths": "listView.indexPathsForVisibleItems",
        "cellAt": "cellForItem", "scrollPosition": "UICollectionView.ScrollPosition", "scrollToCall": "scrollToItem",
        "forRowAt": "forItemAt", "prefetchProtocol": "UICollectionViewDataSourcePrefetching",
        "prefetchRowsAt": "prefetchItemsAt", "cancelPrefetchingAt": "cancelPrefetchingForItemsAt",
        "selectedPaths": "indexPathsForSelectedItems", "selectCall": "selectItem", "deselectCall": "deselectItem",
        "noScroll": "[]", "didDeselectAt": "didDeselectItemAt",
    ]

    /// Whether a screen or library declares a cell that `matches`.
    private func hasCell(where matches: (Cell) -> Bool) -> Bool {
        screens.contains { $0.cells.contains(where: matches) } || libraries.contains { $0.cells.contains(where: matches) }
    }

    /// A public screen or library needs public support declarations; a package one, package.
    private var mostOpenAccess: AccessLevel {
        (screens.map { $0.access } + libraries.map(\.access)).max() ?? .internal
    }
}
