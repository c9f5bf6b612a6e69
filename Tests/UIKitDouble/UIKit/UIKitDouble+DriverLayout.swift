// UIKit test double: THE TEST DRIVER for compositional layouts. NOT APPLE API.
//
// The double's compositional layout computes no frames. The driver asks it for a section as a
// layout pass would (calling the section provider with an environment whose container is the
// collection view's bounds, no insets) and resolves that section's group at the bounds' width to
// tell how many items sit side by side. Headers, footers and swipe actions of compositional
// layouts go through the section too (supplementaryViewForTesting in
// UIKitDouble+DriverCollection.swift, swipeActionsForTesting in UIKitDouble+DriverInteractions.swift).

extension UICollectionView {
    /// The section the compositional layout gives for `section`: its fixed section, or what its
    /// section provider returns for an environment whose container `contentSize` and
    /// `effectiveContentSize` are `bounds.size` (no insets). Nil when the layout is not a
    /// `UICollectionViewCompositionalLayout` or the provider returns nil. Each call asks anew, as
    /// every layout pass does.
    public func layoutSectionForTesting(_ section: Int) -> NSCollectionLayoutSection? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout else { return nil }
        let environment = LayoutEnvironmentForTesting(container: LayoutContainerForTesting(contentSize: bounds.size))
        return layout.section(at: section, environment: environment)
    }

    /// The list configuration the section was made with (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`),
    /// nil for other sections and layouts.
    public func listConfigurationForTesting(inSection section: Int) -> UICollectionLayoutListConfiguration? {
        layoutSectionForTesting(section)?.listConfiguration
    }

    /// How many items one row of the section's group holds at the current `bounds` width.
    ///
    /// The model: the section's content width is `bounds.width` minus the section's leading and
    /// trailing `contentInsets`; the group's size resolves against it (`fractionalWidth` × width,
    /// `fractionalHeight` × height, `absolute` and `estimated` as given). A horizontal group lays
    /// its subitems out left to right, each as wide as its width dimension resolved against the
    /// group's size, separated by `interItemSpacing` (fixed: its value; flexible: its value as the
    /// minimum; none: 0), and, as UIKit does, repeats its subitems in order while the next one
    /// fits (the first always goes in); a `repeatingSubitem:count:` group holds exactly `count`.
    /// A vertical group stacks its subitems, so its row is its widest subitem's. A nested group
    /// counts the items of its own row. A list section holds 1. Item `contentInsets` (which shrink
    /// an item inside its size), `edgeSpacing` and the layout's scroll direction play no part.
    ///
    /// Traps when the layout is not compositional, and, with UIKit's message, when the provider
    /// gives no section.
    public func itemsPerRowForTesting(inSection section: Int) -> Int {
        guard collectionViewLayout is UICollectionViewCompositionalLayout else {
            fatalError(
                "UIKitDouble: itemsPerRowForTesting needs a UICollectionViewCompositionalLayout, not \(type(of: collectionViewLayout))"
            )
        }
        guard let layoutSection = layoutSectionForTesting(section) else {
            fatalError(
                "Invalid section definition. Please specify a valid section definition when content is to be rendered for a section. "
                    + "This is a client error. (section \(section))"
            )
        }
        if layoutSection.listConfiguration != nil { return 1 }
        let insets = layoutSection.contentInsets
        let content = CGSize(
            width: max(0, bounds.width - insets.leading - insets.trailing), height: max(0, bounds.height - insets.top - insets.bottom)
        )
        return Self.itemsPerRow(of: layoutSection.group, in: layoutSection.group.layoutSize.resolved(in: content))
    }

    /// Whether the section of a compositional layout shows a supplementary view of `elementKind` at
    /// `indexPath`: a list section whose `headerMode`/`footerMode` is `.supplementary` (for the
    /// header and footer kinds), a boundary supplementary item of the section, a supplementary item
    /// of an item or group in it, or (at item 0 of section 0) one of the layout configuration's
    /// boundary supplementary items.
    func compositionalLayoutShowsSupplementary(ofKind elementKind: String, at indexPath: IndexPath) -> Bool {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            let section = layoutSectionForTesting(indexPath.section)
        else { return false }
        if let list = section.listConfiguration {
            if elementKind == UICollectionView.elementKindSectionHeader, list.headerMode == .supplementary { return true }
            if elementKind == UICollectionView.elementKindSectionFooter, list.footerMode == .supplementary { return true }
        }
        if section.boundarySupplementaryItems.contains(where: { $0.elementKind == elementKind }) { return true }
        if Self.supplementaryKinds(in: section.group).contains(elementKind) { return true }
        return indexPath == IndexPath(item: 0, section: 0)
            && layout.configuration.boundarySupplementaryItems.contains { $0.elementKind == elementKind }
    }

    private static func itemsPerRow(of group: NSCollectionLayoutGroup, in size: CGSize) -> Int {
        let subitems = group.subitems
        guard let first = subitems.first else {
            fatalError("UIKitDouble: an NSCollectionLayoutGroup needs at least one subitem")
        }
        switch group.axis {
        case .vertical:
            return subitems.map { itemsPerRow(of: $0, in: size) }.max() ?? 1
        case .horizontal:
            if let count = group.repeatCount { return max(0, count) * itemsPerRow(of: first, in: size) }
            let spacing = group.interItemSpacing?.spacing ?? 0
            var placed = 0
            var items = 0
            var end: CGFloat = 0
            while true {
                let subitem = subitems[placed % subitems.count]
                let width = subitem.layoutSize.widthDimension.resolved(in: size)
                guard width > 0, placed < 10_000 else {
                    fatalError(
                        "UIKitDouble: cannot count a row of a horizontal group \(size.width) points wide whose subitem is \(width) "
                            + "points wide with spacing \(spacing) (is the collection view's bounds width 0?)"
                    )
                }
                let start = placed == 0 ? 0 : end + spacing
                if placed > 0, start + width > size.width + 0.0001 { break }
                end = start + width
                items += itemsPerRow(of: subitem, in: size)
                placed += 1
            }
            return items
        }
    }

    /// 1 for an item; a nested group's row, resolved against the enclosing group's size.
    private static func itemsPerRow(of item: NSCollectionLayoutItem, in groupSize: CGSize) -> Int {
        guard let group = item as? NSCollectionLayoutGroup else { return 1 }
        return itemsPerRow(of: group, in: group.layoutSize.resolved(in: groupSize))
    }

    private static func supplementaryKinds(in item: NSCollectionLayoutItem) -> Set<String> {
        var kinds = Set(item.supplementaryItems.map(\.elementKind))
        if let group = item as? NSCollectionLayoutGroup {
            for subitem in group.subitems { kinds.formUnion(supplementaryKinds(in: subitem)) }
        }
        return kinds
    }
}

/// The environment the driver gives a section provider.
@MainActor
final class LayoutEnvironmentForTesting: NSObject, NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer

    init(container: any NSCollectionLayoutContainer) {
        self.container = container
        super.init()
    }
}

/// A container of a given size without insets.
@MainActor
final class LayoutContainerForTesting: NSObject, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }

    init(contentSize: CGSize) {
        self.contentSize = contentSize
        super.init()
    }
}

extension UIListContentConfiguration {
    /// The name of the factory that made the configuration: "cell", "subtitleCell", "valueCell",
    /// "plainHeader", "plainFooter", "groupedHeader", "groupedFooter", "sidebarHeader", ...
    public var styleForTesting: String {
        style.rawValue
    }
}
