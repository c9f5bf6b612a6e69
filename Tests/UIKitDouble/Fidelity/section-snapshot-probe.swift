// expect: ok
// The double's section snapshots and outline disclosure as the SDK declares them: every member of
// NSDiffableDataSourceSectionSnapshot (iOS 14), a collection view diffable data source's
// apply(_:to:), snapshot(for:) and SectionSnapshotHandlers, the outline disclosure accessory's
// options, and a list whose first item is its section's header, written as generated code would.
import UIKit

func probeSectionSnapshot() -> NSDiffableDataSourceSectionSnapshot<String> {
    var outline = NSDiffableDataSourceSectionSnapshot<String>()
    outline.append(["fruit", "vegetables"])
    outline.append(["apple", "pear"], to: "fruit")
    outline.insert(["banana"], before: "pear")
    outline.insert(["cherry"], after: "pear")
    outline.expand(["fruit"])
    outline.collapse(["vegetables"])
    var children = NSDiffableDataSourceSectionSnapshot<String>()
    children.append(["leek"])
    outline.replace(childrenOf: "vegetables", using: children)
    var more = NSDiffableDataSourceSectionSnapshot(children)
    more.deleteAll()
    more.append(["nuts"])
    outline.insert(more, before: "vegetables")
    outline.insert(NSDiffableDataSourceSectionSnapshot<String>(), after: "vegetables")
    outline.delete(["banana"])
    let expanded: Bool = outline.isExpanded("fruit") && outline.isVisible("apple") && outline.contains("leek")
    let level: Int = outline.level(of: "apple")
    let index: Int? = outline.index(of: "pear")
    let parent: String? = outline.parent(of: "apple")
    let fruit = outline.snapshot(of: "fruit"), withParent = outline.snapshot(of: "fruit", includingParent: true)
    let lists: [[String]] = [outline.items, outline.rootItems, outline.visibleItems, fruit.items, withParent.rootItems]
    let description: String = outline.visualDescription()
    _ = (expanded, level, index, parent, lists, description)
    return outline
}

func sendSectionSnapshot(_ snapshot: NSDiffableDataSourceSectionSnapshot<String>) async -> NSDiffableDataSourceSectionSnapshot<String> {
    snapshot
}

@MainActor
func applyAsync(_ dataSource: UICollectionViewDiffableDataSource<Int, String>) async {
    if #available(iOS 15.0, *) {
        await dataSource.apply(probeSectionSnapshot(), to: 0, animatingDifferences: true)
        await dataSource.apply(probeSectionSnapshot(), to: 1)
    }
}

@MainActor
func probeOutlineDataSource(_ dataSource: UICollectionViewDiffableDataSource<Int, String>) {
    dataSource.apply(probeSectionSnapshot(), to: 0)
    dataSource.apply(probeSectionSnapshot(), to: 1, animatingDifferences: false) {}
    let current: NSDiffableDataSourceSectionSnapshot<String> = dataSource.snapshot(for: 0)
    var handlers = UICollectionViewDiffableDataSource<Int, String>.SectionSnapshotHandlers<String>()
    handlers.shouldExpandItem = { item in !item.isEmpty }
    handlers.willExpandItem = { _ in }
    handlers.shouldCollapseItem = { _ in true }
    handlers.willCollapseItem = { _ in }
    handlers.snapshotForExpandingParent = { parent, existing in
        var children = existing
        if !children.contains(parent + "-child") { children.append([parent + "-child"]) }
        return children
    }
    dataSource.sectionSnapshotHandlers = handlers
    dataSource.sectionSnapshotHandlers.willExpandItem = nil
    let asked: ((String) -> Bool)? = dataSource.sectionSnapshotHandlers.shouldExpandItem
    _ = (current, asked)
}

/// Applies from nonisolated code, as the 17.4 overlay allows.
nonisolated func applyOffTheMainActor(_ dataSource: UICollectionViewDiffableDataSource<Int, String>) {
    dataSource.apply(probeSectionSnapshot(), to: 0, animatingDifferences: false)
    _ = dataSource.snapshot(for: 0).visibleItems
}

@MainActor
func probeOutlineAccessories(_ cell: UICollectionViewListCell) -> Bool {
    let header = UICellAccessory.OutlineDisclosureOptions(style: .header)
    var options = UICellAccessory.OutlineDisclosureOptions(style: .cell, isHidden: false, reservedLayoutWidth: .custom(20), tintColor: .gray)
    options.style = .automatic
    options.reservedLayoutWidth = .actual
    options.isHidden = options.style == .header
    cell.accessories = [
        .outlineDisclosure(options: header), .outlineDisclosure(displayed: .whenNotEditing, options: options) {},
        .outlineDisclosure(),
    ]
    let styles: Set<UICellAccessory.OutlineDisclosureOptions.Style> = [header.style, options.style]
    switch options.style {
    case .automatic, .header, .cell: break
    @unknown default: break
    }
    _ = (styles, options.tintColor, UICellAccessory.LayoutDimension.standard)
    return cell.accessories.contains { $0.accessoryType == .outlineDisclosure }
}

@MainActor
func probeSidebarLayout() -> UICollectionViewCompositionalLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.headerMode = .firstItemInSection
    return UICollectionViewCompositionalLayout.list(using: configuration)
}
