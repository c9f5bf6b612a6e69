// UIKit test double: what happens when a UICollectionViewDelegate or
// UICollectionViewDelegateFlowLayout method is not implemented (the default implementations of
// their optional requirements, see UIScrollView.swift).
//
// As for the table delegate (UITableViewDelegateDefaults.swift), each default is the Objective-C
// runtime's "not implemented" path: a forwarding receiver's `forwardingTarget(for:)` gets the call
// under the method's selector; otherwise UIKit's fallback applies.

extension UICollectionViewDelegate {
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("collectionView:shouldHighlightItemAtIndexPath:", to: (any UICollectionViewDelegate).self, otherwise: true) {
            $0.collectionView(collectionView, shouldHighlightItemAt: indexPath)
        }
    }
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        forwardUnimplemented("collectionView:didHighlightItemAtIndexPath:", to: (any UICollectionViewDelegate).self) {
            $0.collectionView(collectionView, didHighlightItemAt: indexPath)
        }
    }
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        forwardUnimplemented("collectionView:didUnhighlightItemAtIndexPath:", to: (any UICollectionViewDelegate).self) {
            $0.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        }
    }
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("collectionView:shouldSelectItemAtIndexPath:", to: (any UICollectionViewDelegate).self, otherwise: true) {
            $0.collectionView(collectionView, shouldSelectItemAt: indexPath)
        }
    }
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("collectionView:shouldDeselectItemAtIndexPath:", to: (any UICollectionViewDelegate).self, otherwise: true) {
            $0.collectionView(collectionView, shouldDeselectItemAt: indexPath)
        }
    }
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        forwardUnimplemented("collectionView:didSelectItemAtIndexPath:", to: (any UICollectionViewDelegate).self) {
            $0.collectionView(collectionView, didSelectItemAt: indexPath)
        }
    }
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        forwardUnimplemented("collectionView:didDeselectItemAtIndexPath:", to: (any UICollectionViewDelegate).self) {
            $0.collectionView(collectionView, didDeselectItemAt: indexPath)
        }
    }
    /// "If not implemented, defaults to YES when not editing and NO when editing."
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented(
            "collectionView:canPerformPrimaryActionForItemAtIndexPath:", to: (any UICollectionViewDelegate).self,
            otherwise: !collectionView.isEditing
        ) { $0.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath) }
    }
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        forwardUnimplemented("collectionView:performPrimaryActionForItemAtIndexPath:", to: (any UICollectionViewDelegate).self) {
            $0.collectionView(collectionView, performPrimaryActionForItemAt: indexPath)
        }
    }
    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        forwardUnimplemented("collectionView:willDisplayCell:forItemAtIndexPath:", to: (any UICollectionViewDelegate).self) {
            $0.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        }
    }
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        forwardUnimplemented(
            "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:", to: (any UICollectionViewDelegate).self
        ) { $0.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath) }
    }
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        forwardUnimplemented("collectionView:didEndDisplayingCell:forItemAtIndexPath:", to: (any UICollectionViewDelegate).self) {
            $0.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        forwardUnimplemented(
            "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:", to: (any UICollectionViewDelegate).self
        ) { $0.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath) }
    }
    /// "Defaults to YES."
    @discardableResult
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        forwardUnimplemented("collectionView:canEditItemAtIndexPath:", to: (any UICollectionViewDelegate).self, otherwise: true) {
            $0.collectionView(collectionView, canEditItemAt: indexPath)
        }
    }
    /// No context menu.
    @discardableResult
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        forwardUnimplemented(
            "collectionView:contextMenuConfigurationForItemsAtIndexPaths:point:", to: (any UICollectionViewDelegate).self, otherwise: nil
        ) { $0.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point) }
    }
    /// Where the user's finger is.
    @discardableResult
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        forwardUnimplemented(
            "collectionView:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:",
            to: (any UICollectionViewDelegate).self, otherwise: proposedIndexPath
        ) {
            $0.collectionView(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
        }
    }
}

/// Not implemented: the flow layout's own properties apply.
extension UICollectionViewDelegateFlowLayout {
    @discardableResult
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        forwardUnimplemented(
            "collectionView:layout:sizeForItemAtIndexPath:", to: (any UICollectionViewDelegateFlowLayout).self,
            otherwise: (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        ) { $0.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath) }
    }
    @discardableResult
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        forwardUnimplemented(
            "collectionView:layout:insetForSectionAtIndex:", to: (any UICollectionViewDelegateFlowLayout).self,
            otherwise: (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
        ) { $0.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section) }
    }
    @discardableResult
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        forwardUnimplemented(
            "collectionView:layout:minimumLineSpacingForSectionAtIndex:", to: (any UICollectionViewDelegateFlowLayout).self,
            otherwise: (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
        ) { $0.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section) }
    }
    @discardableResult
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        forwardUnimplemented(
            "collectionView:layout:minimumInteritemSpacingForSectionAtIndex:", to: (any UICollectionViewDelegateFlowLayout).self,
            otherwise: (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
        ) { $0.collectionView(collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section) }
    }
    @discardableResult
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        forwardUnimplemented(
            "collectionView:layout:referenceSizeForHeaderInSection:", to: (any UICollectionViewDelegateFlowLayout).self,
            otherwise: (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
        ) { $0.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section) }
    }
    @discardableResult
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        forwardUnimplemented(
            "collectionView:layout:referenceSizeForFooterInSection:", to: (any UICollectionViewDelegateFlowLayout).self,
            otherwise: (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
        ) { $0.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section) }
    }
}
