// UIKit test double: UICollectionViewDataSource and UICollectionViewDelegate (UICollectionView.h,
// iOS 17.4) and UICollectionViewDelegateFlowLayout (UICollectionViewFlowLayout.h, iOS 17.1).
//
// `NS_SWIFT_UI_ACTOR` protocols; `@optional` methods are requirements with defaults that do what
// UIKit does when the method is missing (see UIScrollView.swift); the delegates' defaults are in
// UICollectionViewDelegateDefaults.swift.

/// The collection's data (`UICollectionViewDataSource`, refines `NSObject`).
@MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    // @required
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell

    // @optional
    @discardableResult
    func numberOfSections(in collectionView: UICollectionView) -> Int
    @discardableResult
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    @discardableResult
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension UICollectionViewDataSource {
    @discardableResult
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// UIKit raises when a layout asks for a supplementary view the data source cannot give.
    @discardableResult
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        fatalError(
            "the collection view's data source did not return a valid view for element of kind '\(kind)' at index path "
                + "\(indexPath): collectionView(_:viewForSupplementaryElementOfKind:at:) is not implemented"
        )
    }

    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
    @discardableResult
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }
}

/// Selection, highlighting and display callbacks (`UICollectionViewDelegate`, refines
/// `UIScrollViewDelegate`; every method is optional).
@MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    )
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    )
    @discardableResult
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    /// iOS 16 (iOS 13-15 call the single-item method, not modelled).
    @discardableResult
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// iOS 15: where an item being moved goes.
    @discardableResult
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

/// Per-item and per-section metrics for a flow layout (`UICollectionViewDelegateFlowLayout`,
/// refines `UICollectionViewDelegate`; every method is optional).
@MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    @discardableResult
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    @discardableResult
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets
    @discardableResult
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    @discardableResult
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    @discardableResult
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    @discardableResult
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}
