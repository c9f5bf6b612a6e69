// UIKit test double: THE TEST DRIVER for collection views. NOT APPLE API.
// (See UIKitDouble+Driver.swift for what "displaying" a view means.)

extension UICollectionView {
    /// Declares a storyboard prototype cell: dequeuing `identifier` decodes `cellClass`.
    public func registerPrototypeForTesting(_ cellClass: AnyClass, forCellWithReuseIdentifier identifier: String) {
        guard let viewClass = cellClass as? UICollectionViewCell.Type else {
            fatalError("UIKitDouble: a prototype cell must be a UICollectionViewCell subclass; got \(cellClass)")
        }
        cellQueue.registerPrototype(viewClass, for: identifier)
    }

    public func numberOfItemsForTesting(inSection section: Int) -> Int {
        numberOfItems(inSection: section)
    }

    /// Displays the item: asks the data source for its cell (or returns the displayed one) and
    /// calls `willDisplay`. Like UIKit, traps when the cell was not dequeued from this view.
    @discardableResult
    public func cellForTesting(at indexPath: IndexPath) -> UICollectionViewCell {
        if let cell = visibleCellsByIndexPath[indexPath] { return cell }
        guard let dataSource else { fatalError("UIKitDouble: the collection view has no data source") }
        guard indexPath.section < numberOfSections, indexPath.item < numberOfItems(inSection: indexPath.section) else {
            fatalError("UIKitDouble: no item at \(indexPath) (\(numberOfSections) sections)")
        }
        ViewProvisionState.depth += 1
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        ViewProvisionState.depth -= 1
        guard cell.reuseIdentifier != nil else {
            fatalError(
                "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be "
                    + "retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:"
            )
        }
        visibleCellsByIndexPath[indexPath] = cell
        // A displayed cell is in the list's view hierarchy, so the responder chain goes up through it.
        if cell.superview !== self { addSubview(cell) }
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    /// Displays every item, section by section.
    public func allCellsForTesting() -> [[UICollectionViewCell]] {
        (0..<numberOfSections).map { section in
            (0..<numberOfItems(inSection: section)).map { cellForTesting(at: IndexPath(item: $0, section: section)) }
        }
    }

    /// Scrolls the item away: `didEndDisplaying`, and its cell goes back to the reuse pool.
    public func endDisplayingForTesting(at indexPath: IndexPath) {
        guard let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) else { return }
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        cellQueue.enqueue(cell)
    }

    /// Taps the item: displays it, then `shouldHighlightItemAt`, `shouldSelectItemAt`,
    /// `didSelectItemAt`. Returns whether the item was selected. A cell whose outline disclosure
    /// has the header style is not selectable: the tap toggles the item instead
    /// (`toggleOutlineForTesting`) and this returns false.
    @discardableResult
    public func selectItemForTesting(at indexPath: IndexPath) -> Bool {
        guard selectsOnTapForTesting.allowed else { return false }
        cellForTesting(at: indexPath)
        guard !tapTogglesOutline(at: indexPath) else { return false }
        guard delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return false }
        delegate?.collectionView(self, didHighlightItemAt: indexPath)
        defer { delegate?.collectionView(self, didUnhighlightItemAt: indexPath) }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return false }
        if !selectsOnTapForTesting.multiple {
            for selected in selectedIndexPaths where selected != indexPath {
                deselectItem(at: selected, animated: false)
                delegate?.collectionView(self, didDeselectItemAt: selected)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        delegate?.collectionView(self, didSelectItemAt: indexPath)
        return true
    }

    /// The header or footer the layout would show, or nil when it shows none. For a flow layout
    /// that is when the delegate's (or layout's) reference size for it is zero; for a compositional
    /// layout, when the section does not declare the kind (see
    /// `compositionalLayoutShowsSupplementary` in UIKitDouble+DriverLayout.swift: a list section's
    /// `headerMode`/`footerMode`, else boundary supplementary items). Otherwise the data source is
    /// asked for the view, as UIKit does (a diffable data source traps on a nil view, as UIKit does).
    public func supplementaryViewForTesting(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        if let view = visibleSupplementaryViews[elementKind]?[indexPath] { return view }
        if collectionViewLayout is UICollectionViewCompositionalLayout {
            guard compositionalLayoutShowsSupplementary(ofKind: elementKind, at: indexPath) else { return nil }
        }
        if collectionViewLayout is UICollectionViewFlowLayout {
            let size: CGSize
            switch elementKind {
            case UICollectionView.elementKindSectionHeader: size = referenceSizeForHeaderForTesting(in: indexPath.section)
            case UICollectionView.elementKindSectionFooter: size = referenceSizeForFooterForTesting(in: indexPath.section)
            default: size = .zero
            }
            guard size.width > 0, size.height > 0 else { return nil }
        }
        guard let dataSource else { return nil }
        ViewProvisionState.depth += 1
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: elementKind, at: indexPath)
        ViewProvisionState.depth -= 1
        visibleSupplementaryViews[elementKind, default: [:]][indexPath] = view
        delegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        return view
    }

    public func headerForTesting(in section: Int) -> UICollectionReusableView? {
        supplementaryViewForTesting(ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    public func footerForTesting(in section: Int) -> UICollectionReusableView? {
        supplementaryViewForTesting(ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: section))
    }

    /// The flow delegate's item size, else the flow layout's `itemSize`.
    public func sizeForItemForTesting(at indexPath: IndexPath) -> CGSize {
        if let flowDelegate = flowLayoutDelegate(for: "collectionView:layout:sizeForItemAtIndexPath:") {
            return flowDelegate.collectionView(self, layout: collectionViewLayout, sizeForItemAt: indexPath)
        }
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    public func referenceSizeForHeaderForTesting(in section: Int) -> CGSize {
        if let flowDelegate = flowLayoutDelegate(for: "collectionView:layout:referenceSizeForHeaderInSection:") {
            return flowDelegate.collectionView(self, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
        }
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }

    public func referenceSizeForFooterForTesting(in section: Int) -> CGSize {
        if let flowDelegate = flowLayoutDelegate(for: "collectionView:layout:referenceSizeForFooterInSection:") {
            return flowDelegate.collectionView(self, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
        }
        return (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }

    /// Who answers a flow layout's question `selector`: the delegate when it is a flow layout
    /// delegate, else the object it forwards `selector` to, if that is one. (A flow layout asks the
    /// delegate whether it responds to the selector, then sends it; the runtime forwards it.)
    private func flowLayoutDelegate(for selector: Selector) -> (any UICollectionViewDelegateFlowLayout)? {
        guard let delegate else { return nil }
        if let flowDelegate = delegate as? any UICollectionViewDelegateFlowLayout { return flowDelegate }
        return delegate.forwardUnimplemented(selector, to: (any UICollectionViewDelegateFlowLayout).self, otherwise: nil) { $0 }
    }

    public func registeredCellClassForTesting(forReuseIdentifier identifier: String) -> AnyClass? {
        cellQueue.source(for: identifier)?.viewClass
    }

    public func isNibRegisteredForTesting(forReuseIdentifier identifier: String) -> Bool {
        if case .nib = cellQueue.source(for: identifier) { return true }
        return false
    }

    public var registeredCellReuseIdentifiersForTesting: [String] {
        cellQueue.registeredIdentifiers
    }

    public func registeredSupplementaryClassForTesting(ofKind elementKind: String, forReuseIdentifier identifier: String) -> AnyClass? {
        supplementaryQueue(ofKind: elementKind).source(for: identifier)?.viewClass
    }

    public var cellDequeueLogForTesting: [DequeueRecordForTesting] {
        cellQueue.log
    }

    public var supplementaryDequeueLogForTesting: [DequeueRecordForTesting] {
        supplementaryKinds.flatMap { supplementaryQueue(ofKind: $0).log }
    }
}
