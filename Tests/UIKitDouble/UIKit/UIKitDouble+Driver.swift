// UIKit test double: THE TEST DRIVER. NOT APPLE API.
//
// Everything in this file exists only in the double: it plays the part of the screen and the
// user. A view is "displayed" when a test asks for it here: the list view asks its data source
// for it as UIKit would while scrolling, calls the delegate's `willDisplay` hooks and keeps it as
// visible (so `cellForRow(at:)`, selection and diffable reconfiguration see it). Taps run the
// delegate's highlight and selection protocol. Names end in `ForTesting` (the nib hook is the one
// exception, `UINib.register(_:forNibName:)`) so no generated code can depend on them by accident.

extension UINib {
    /// Declares that the nib named `name` (any bundle) contains one top-level view of `cellClass`.
    /// Views loaded from it are made with `init?(coder:)` and then get `awakeFromNib()`.
    public static func register(_ cellClass: AnyClass, forNibName name: String) {
        guard let viewClass = cellClass as? UIView.Type else {
            fatalError("UIKitDouble: a nib's top-level object must be a UIView subclass; got \(cellClass)")
        }
        classesByNibName[name] = viewClass
    }

    /// Forgets every nib declaration.
    public static func resetRegistryForTesting() {
        classesByNibName = [:]
    }
}

extension UITableView {
    /// Declares a storyboard prototype cell: dequeuing `identifier` decodes `cellClass`.
    public func registerPrototypeForTesting(_ cellClass: AnyClass, forCellReuseIdentifier identifier: String) {
        guard let viewClass = cellClass as? UITableViewCell.Type else {
            fatalError("UIKitDouble: a prototype cell must be a UITableViewCell subclass; got \(cellClass)")
        }
        cellQueue.registerPrototype(viewClass, for: identifier)
    }

    public func numberOfRowsForTesting(inSection section: Int) -> Int {
        numberOfRows(inSection: section)
    }

    /// Displays the row: asks the data source for its cell (or returns the one already displayed)
    /// and calls the delegate's `willDisplay`. Traps on an index path outside the data.
    @discardableResult
    public func cellForTesting(at indexPath: IndexPath) -> UITableViewCell {
        if let cell = visibleCellsByIndexPath[indexPath] { return cell }
        guard let dataSource else { fatalError("UIKitDouble: the table view has no data source") }
        guard indexPath.section < numberOfSections, indexPath.row < numberOfRows(inSection: indexPath.section) else {
            fatalError("UIKitDouble: no row at \(indexPath) (\(numberOfSections) sections)")
        }
        ViewProvisionState.depth += 1
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        ViewProvisionState.depth -= 1
        visibleCellsByIndexPath[indexPath] = cell
        // A displayed cell is in the list's view hierarchy, so the responder chain goes up through it.
        if cell.superview !== self { addSubview(cell) }
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Displays every row, section by section.
    public func allCellsForTesting() -> [[UITableViewCell]] {
        (0..<numberOfSections).map { section in
            (0..<numberOfRows(inSection: section)).map { cellForTesting(at: IndexPath(row: $0, section: section)) }
        }
    }

    /// Scrolls the row away: `didEndDisplaying`, and its cell goes back to the reuse pool.
    public func endDisplayingForTesting(at indexPath: IndexPath) {
        guard let cell = visibleCellsByIndexPath.removeValue(forKey: indexPath) else { return }
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
        cellQueue.enqueue(cell)
    }

    /// Taps the row as a user would: displays it, then `shouldHighlightRowAt`, `willSelectRowAt`
    /// (which may redirect or cancel), `didSelectRowAt`. Returns whether a row was selected.
    @discardableResult
    public func selectRowForTesting(at indexPath: IndexPath) -> Bool {
        guard selectsOnTapForTesting.allowed else { return false }
        cellForTesting(at: indexPath)
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return false }
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        defer { delegate?.tableView(self, didUnhighlightRowAt: indexPath) }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else { return false }
        if !selectsOnTapForTesting.multiple {
            for selected in selectedIndexPaths where selected != target { deselectRowForTesting(at: selected) }
        }
        selectRow(at: target, animated: false, scrollPosition: .none)
        delegate?.tableView(self, didSelectRowAt: target)
        return true
    }

    /// Deselects as a user would: `willDeselectRowAt`, then `didDeselectRowAt`.
    @discardableResult
    public func deselectRowForTesting(at indexPath: IndexPath) -> Bool {
        guard selectedIndexPaths.contains(indexPath) else { return false }
        guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath else { return false }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
        return true
    }

    public func titleForHeaderForTesting(in section: Int) -> String? {
        dataSource?.tableView(self, titleForHeaderInSection: section)
    }

    public func titleForFooterForTesting(in section: Int) -> String? {
        dataSource?.tableView(self, titleForFooterInSection: section)
    }

    public func viewForHeaderForTesting(in section: Int) -> UIView? {
        delegate?.tableView(self, viewForHeaderInSection: section)
    }

    public func viewForFooterForTesting(in section: Int) -> UIView? {
        delegate?.tableView(self, viewForFooterInSection: section)
    }

    /// Shows the section's header as UIKit does while scrolling (or returns the one shown): the
    /// delegate's view, else, for a title, a system header view showing it in a
    /// `UIListContentConfiguration`. Kept as visible (`headerView(forSection:)`) when it is a
    /// `UITableViewHeaderFooterView`, until its section is reloaded or deleted or the table reloads.
    @discardableResult
    public func headerViewForTesting(in section: Int) -> UIView? {
        if let view = visibleHeaderViews[section] { return view }
        let view = shownHeaderFooterView(delegate?.tableView(self, viewForHeaderInSection: section), title: titleForHeaderForTesting(in: section))
        visibleHeaderViews[section] = view as? UITableViewHeaderFooterView
        return view
    }

    /// As `headerViewForTesting(in:)`, for the footer.
    @discardableResult
    public func footerViewForTesting(in section: Int) -> UIView? {
        if let view = visibleFooterViews[section] { return view }
        let view = shownHeaderFooterView(delegate?.tableView(self, viewForFooterInSection: section), title: titleForFooterForTesting(in: section))
        visibleFooterViews[section] = view as? UITableViewHeaderFooterView
        return view
    }

    private func shownHeaderFooterView(_ delegateView: UIView?, title: String?) -> UIView? {
        if let delegateView { return delegateView }
        guard let title else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = view.defaultContentConfiguration()
        content.text = title
        view.contentConfiguration = content
        return view
    }

    /// The delegate's height, else `rowHeight`.
    public func heightForRowForTesting(at indexPath: IndexPath) -> CGFloat {
        delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    }

    public func estimatedHeightForRowForTesting(at indexPath: IndexPath) -> CGFloat {
        delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    }

    public func heightForHeaderForTesting(in section: Int) -> CGFloat {
        delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
    }

    public func heightForFooterForTesting(in section: Int) -> CGFloat {
        delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    }

    /// The class a dequeue of `identifier` creates (class, prototype, or the nib's declared class).
    public func registeredCellClassForTesting(forReuseIdentifier identifier: String) -> AnyClass? {
        cellQueue.source(for: identifier)?.viewClass
    }

    /// Whether `identifier` was registered with a nib (not a class or prototype).
    public func isNibRegisteredForTesting(forReuseIdentifier identifier: String) -> Bool {
        if case .nib = cellQueue.source(for: identifier) { return true }
        return false
    }

    public var registeredCellReuseIdentifiersForTesting: [String] {
        cellQueue.registeredIdentifiers
    }

    public func registeredHeaderFooterClassForTesting(forReuseIdentifier identifier: String) -> AnyClass? {
        headerFooterQueue.source(for: identifier)?.viewClass
    }

    /// Every cell dequeue so far, in order.
    public var cellDequeueLogForTesting: [DequeueRecordForTesting] {
        cellQueue.log
    }

    public var headerFooterDequeueLogForTesting: [DequeueRecordForTesting] {
        headerFooterQueue.log
    }
}
