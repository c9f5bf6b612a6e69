// The testing driver for collection views, written with Apple's UIKit (see
// TestingDriver+iOS.swift; an item is "displayed" as a table row is, TestingDriver+iOSTable.swift).
// Sizes, rows and whether a header shows come from UIKit's own layout pass. Off iOS this file is
// empty.

#if os(iOS)
import UIKit

extension UICollectionView {
    public func numberOfItemsForTesting(inSection section: Int) -> Int {
        numberOfItems(inSection: section)
    }

    /// Displays the item: the cell the driver displayed for it before, else the one UIKit shows
    /// for it, else the data source's cell, after which the delegate's `willDisplay` runs.
    @discardableResult
    public func cellForTesting(at indexPath: IndexPath) -> UICollectionViewCell {
        let records = DriverRecordsForTesting.of(self)
        if let cell = records.visibleCells[indexPath] as? UICollectionViewCell { return cell }
        guard let dataSource else { fatalError("TestingDriver: the collection view has no data source") }
        let cell: UICollectionViewCell
        if let shown = cellForItem(at: indexPath) {
            cell = shown
        } else {
            cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            records.record(cell, reuseIdentifier: cell.reuseIdentifier, at: indexPath)
            cell.isSelected = indexPathsForSelectedItems?.contains(indexPath) == true
            delegate?.collectionView?(self, willDisplay: cell, forItemAt: indexPath)
        }
        records.visibleCells[indexPath] = cell
        return cell
    }

    /// Displays every item, section by section.
    public func allCellsForTesting() -> [[UICollectionViewCell]] {
        (0..<numberOfSections).map { section in
            (0..<numberOfItems(inSection: section)).map { cellForTesting(at: IndexPath(item: $0, section: section)) }
        }
    }

    /// Taps the item as UIKit handles a tap: displays it, then `shouldHighlightItemAt`,
    /// `shouldSelectItemAt`, deselects the other items (single selection), selects, then
    /// `didSelectItemAt`. Returns whether the item was selected.
    @discardableResult
    public func selectItemForTesting(at indexPath: IndexPath) -> Bool {
        guard allowsSelection else { return false }
        cellForTesting(at: indexPath)
        guard delegate?.collectionView?(self, shouldHighlightItemAt: indexPath) ?? true else { return false }
        delegate?.collectionView?(self, didHighlightItemAt: indexPath)
        defer { delegate?.collectionView?(self, didUnhighlightItemAt: indexPath) }
        guard delegate?.collectionView?(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !allowsMultipleSelection {
            for selected in indexPathsForSelectedItems ?? [] where selected != indexPath {
                deselectItem(at: selected, animated: false)
                delegate?.collectionView?(self, didDeselectItemAt: selected)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView?(self, didSelectItemAt: indexPath)
        return true
    }

    /// The header or footer the layout shows, or nil when its layout pass gives the kind no
    /// attributes (or a zero size) at `indexPath`: the view UIKit shows, else the data source's,
    /// after which the delegate's `willDisplaySupplementaryView` runs.
    public func supplementaryViewForTesting(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        let records = DriverRecordsForTesting.of(self)
        if let view = records.visibleSupplementaryViews[elementKind]?[indexPath] { return view }
        layoutIfNeeded()
        guard let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
            attributes.size.width > 0, attributes.size.height > 0
        else { return nil }
        let view: UICollectionReusableView
        if let shown = supplementaryView(forElementKind: elementKind, at: indexPath) {
            view = shown
        } else {
            guard let provided = dataSource?.collectionView?(self, viewForSupplementaryElementOfKind: elementKind, at: indexPath) else {
                return nil
            }
            view = provided
            records.record(view, reuseIdentifier: view.reuseIdentifier, elementKind: elementKind, at: indexPath)
            delegate?.collectionView?(self, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }
        records.visibleSupplementaryViews[elementKind, default: [:]][indexPath] = view
        return view
    }

    public func headerForTesting(in section: Int) -> UICollectionReusableView? {
        supplementaryViewForTesting(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    public func footerForTesting(in section: Int) -> UICollectionReusableView? {
        supplementaryViewForTesting(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
    }

    /// The flow layout delegate's item size, else the flow layout's `itemSize`.
    public func sizeForItemForTesting(at indexPath: IndexPath) -> CGSize {
        flowDelegate?.collectionView?(self, layout: collectionViewLayout, sizeForItemAt: indexPath) ?? flowLayout?.itemSize ?? .zero
    }

    public func referenceSizeForHeaderForTesting(in section: Int) -> CGSize {
        flowDelegate?.collectionView?(self, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
            ?? flowLayout?.headerReferenceSize ?? .zero
    }

    public func referenceSizeForFooterForTesting(in section: Int) -> CGSize {
        flowDelegate?.collectionView?(self, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
            ?? flowLayout?.footerReferenceSize ?? .zero
    }

    /// The delegate as a flow layout asks it. (A delegate that forwards the flow layout's
    /// questions to another object without conforming is not seen here, though UIKit reaches it.)
    private var flowDelegate: (any UICollectionViewDelegateFlowLayout)? {
        delegate as? any UICollectionViewDelegateFlowLayout
    }

    private var flowLayout: UICollectionViewFlowLayout? {
        collectionViewLayout as? UICollectionViewFlowLayout
    }

    /// How many items share the row of the section's first item in UIKit's layout pass (frames
    /// with its `minY`). Unlike the double's count of a group's row, this counts every item of an
    /// orthogonally scrolling section's row, shown or not.
    public func itemsPerRowForTesting(inSection section: Int) -> Int {
        layoutIfNeeded()
        let frames = (0..<numberOfItems(inSection: section)).compactMap {
            collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame
        }
        guard let first = frames.first else { return 0 }
        return frames.filter { abs($0.minY - first.minY) < 0.5 }.count
    }

    /// Double-only: a compositional layout keeps its section provider and its sections to
    /// itself. Nil on iOS.
    public func layoutSectionForTesting(_ section: Int) -> NSCollectionLayoutSection? {
        nil
    }

    /// Double-only: an `NSCollectionLayoutSection` does not tell the list configuration it was
    /// made with. Nil on iOS.
    public func listConfigurationForTesting(inSection section: Int) -> UICollectionLayoutListConfiguration? {
        nil
    }

    /// Double-only: UIKit does not tell whether an identifier was registered with a nib. False on iOS.
    public func isNibRegisteredForTesting(forReuseIdentifier identifier: String) -> Bool {
        false
    }

    /// Double-only: UIKit does not list registered reuse identifiers. Empty on iOS.
    public var registeredCellReuseIdentifiersForTesting: [String] {
        []
    }

    /// The cells the driver got from the data source (see `UITableView.cellDequeueLogForTesting`).
    public var cellDequeueLogForTesting: [DequeueRecordForTesting] {
        DriverRecordsForTesting.of(self).cellLog
    }

    /// The headers and footers the driver got from the data source.
    public var supplementaryDequeueLogForTesting: [DequeueRecordForTesting] {
        DriverRecordsForTesting.of(self).supplementaryLog
    }

    /// Double-only: a list section's swipe providers are in its list configuration, which UIKit
    /// does not give back (`listConfigurationForTesting`), and a list cell offers no swipe API.
    /// Displays the item and returns nil on iOS.
    public func swipeActionsForTesting(at indexPath: IndexPath, edge: SwipeEdgeForTesting) -> UISwipeActionsConfiguration? {
        cellForTesting(at: indexPath)
        return nil
    }

    /// Long-presses the item: displays it and asks the delegate for the configuration of
    /// `[indexPath]` (the iOS 16 method, at point zero). Double-only for what it returns, as
    /// `UITableView.contextMenuForTesting`: nil on iOS.
    public func contextMenuForTesting(at indexPath: IndexPath) -> UIMenu? {
        cellForTesting(at: indexPath)
        if #available(iOS 16, *) {
            _ = delegate?.collectionView?(self, contextMenuConfigurationForItemsAt: [indexPath], point: .zero)
        }
        return nil
    }
}

extension UIListContentConfiguration {
    /// The name of the factory that made the configuration ("cell", "plainHeader",
    /// "groupedFooter", ...): the one whose configuration equals this one without its text,
    /// secondary text and image; "unknown" when none does (a configuration changed further).
    public var styleForTesting: String {
        var bare = self
        bare.text = nil
        bare.secondaryText = nil
        bare.image = nil
        return Self.factories.first { $0.make() == bare }?.name ?? "unknown"
    }

    private static var factories: [(name: String, make: () -> UIListContentConfiguration)] {
        [
            ("cell", cell), ("subtitleCell", subtitleCell), ("valueCell", valueCell), ("plainHeader", plainHeader),
            ("plainFooter", plainFooter), ("groupedHeader", groupedHeader), ("groupedFooter", groupedFooter),
            ("prominentInsetGroupedHeader", prominentInsetGroupedHeader), ("extraProminentInsetGroupedHeader", extraProminentInsetGroupedHeader),
            ("sidebarCell", sidebarCell), ("sidebarSubtitleCell", sidebarSubtitleCell), ("sidebarHeader", sidebarHeader),
        ]
    }
}
#endif
