// The testing driver the scenarios use, written with Apple's UIKit, so that the scenarios compile
// against the real iOS SDK as they do against the double (whose driver is
// Tests/UIKitDouble/UIKit/UIKitDouble+Driver*.swift; the signatures are the same). Off iOS this
// file is empty: the double declares the driver.
//
// Where UIKit acts for a user, the driver does what UIKit does (asks the delegate, selects, sends
// control events). What UIKit does not let anyone observe (registrations, dequeues made inside
// UIKit, applied snapshots, delegate assignments, a compositional layout's sections, a context
// menu's actions) each member says in its `///` comment: it returns the records this driver
// keeps of its own calls, or nothing, and the scenario expectations about it are marked
// `doubleOnly` (Expect.swift). Nothing here has run on iOS (docs/RealSDK.md).
// This file: the driver's records, menu actions, scrolling and data-source counters (touches on
// controls and swipe actions are in TestingDriver+Controls.swift, shared with the double); the
// list views are in TestingDriver+iOSTable.swift and TestingDriver+iOSCollection.swift.

#if os(iOS)
import SwiftUI
import UIKit

/// One view the driver got from a data source, as the double's dequeue log reports a dequeue.
public struct DequeueRecordForTesting {
    /// The view's reuse identifier.
    public let reuseIdentifier: String
    /// The element kind for supplementary views; nil for cells.
    public let elementKind: String?
    /// The index path the driver asked for.
    public let indexPath: IndexPath?
    /// The view returned.
    public let view: UIView
    /// Whether the driver had got this view before (it was reused rather than created).
    public let wasReused: Bool
}

/// The edge of a table row or list item a swipe reveals actions on.
public enum SwipeEdgeForTesting: Sendable {
    case leading
    case trailing
}

/// What the driver keeps of one list view: the views it displayed, by index path, and a record of
/// each view it got from the data source. Only the driver's own calls feed it; what UIKit asks
/// the data source for while laying out is UIKit's and not seen here.
@MainActor
final class DriverRecordsForTesting {
    var visibleCells: [IndexPath: UIView] = [:]
    var visibleSupplementaryViews: [String: [IndexPath: UICollectionReusableView]] = [:]
    private(set) var cellLog: [DequeueRecordForTesting] = []
    private(set) var supplementaryLog: [DequeueRecordForTesting] = []

    /// The records of `view`, made on first use; they go with the view.
    static func of(_ view: UIScrollView) -> DriverRecordsForTesting {
        if let records = recordsByView.object(forKey: view) { return records }
        let records = DriverRecordsForTesting()
        recordsByView.setObject(records, forKey: view)
        return records
    }

    private static let recordsByView = NSMapTable<UIScrollView, DriverRecordsForTesting>.weakToStrongObjects()

    /// Records `view`, which the data source gave for `indexPath` (of `elementKind` for a
    /// supplementary view).
    func record(_ view: UIView, reuseIdentifier: String?, elementKind: String? = nil, at indexPath: IndexPath) {
        let wasReused = (cellLog + supplementaryLog).contains { $0.view === view }
        let record = DequeueRecordForTesting(reuseIdentifier: reuseIdentifier ?? "", elementKind: elementKind, indexPath: indexPath,
                                             view: view, wasReused: wasReused)
        if elementKind == nil { cellLog.append(record) } else { supplementaryLog.append(record) }
    }
}

extension UINib {
    /// Declares nothing on iOS: a nib there is a file, and `UINib(nibName:bundle:)` loads the one
    /// named `name` from its bundle. A test target on iOS must hold that nib (a `.xib` whose
    /// top-level view is a `cellClass`); the double makes it from this declaration instead.
    public static func register(_ cellClass: AnyClass, forNibName name: String) {}
}

extension UIAction {
    /// Chooses the action in a menu: runs its handler. Returns false, and runs nothing, when the
    /// action is disabled or hidden. UIKit has no public way to run an action's handler but a
    /// control's: the driver adds the action to a control of its own for
    /// `.primaryActionTriggered` and sends that event, so the handler's `sender` is that control.
    @discardableResult
    public func performForTesting() -> Bool {
        guard attributes.isDisjoint(with: [.disabled, .hidden]) else { return false }
        let control = UIControl()
        control.addAction(self, for: .primaryActionTriggered)
        control.sendActions(for: .primaryActionTriggered)
        return true
    }
}

extension UIContextMenuConfiguration {
    /// Cannot make the preview: UIKit keeps the preview provider to itself, so this returns nil
    /// and the expectations on previews are the double's only.
    public func previewForTesting() -> UIViewController? { nil }

    /// Cannot make the menu either (UIKit keeps the action provider): nil, as for previews.
    public func menuForTesting() -> UIMenu? { nil }
}

extension UICellAccessory {
    /// Cannot tap the accessory: UIKit keeps a detail accessory's action handler to itself, so this
    /// returns false and the expectations that tap one are the double's only.
    public func tapForTesting() -> Bool { false }
}

extension UIScrollView {
    /// Drags the content to `offset` as a user would: `scrollViewWillBeginDragging`, then sets
    /// `contentOffset` (UIKit then calls `scrollViewDidScroll`), then `scrollViewDidEndDragging`
    /// (no deceleration).
    public func scrollForTesting(to offset: CGPoint) {
        delegate?.scrollViewWillBeginDragging?(self)
        contentOffset = offset
        delegate?.scrollViewDidEndDragging?(self, willDecelerate: false)
    }

    /// Pulls the content down far enough to refresh: the refresh control begins refreshing, then
    /// sends `.valueChanged`. Returns false, and does nothing, without an enabled refresh control
    /// or while it is already refreshing.
    @discardableResult
    public func pullToRefreshForTesting() -> Bool {
        guard let refreshControl, refreshControl.isEnabled, !refreshControl.isRefreshing else { return false }
        refreshControl.beginRefreshing()
        refreshControl.sendActions(for: .valueChanged)
        return true
    }
}

extension UITableViewDiffableDataSource {
    /// Double-only: UIKit counts no applied snapshots, and the driver does not apply them. Always 0
    /// on iOS.
    public var applyCountForTesting: Int { 0 }
}

extension UICollectionViewDiffableDataSource {
    /// Double-only, as `UITableViewDiffableDataSource.applyCountForTesting`: always 0 on iOS.
    public var applyCountForTesting: Int { 0 }
}

extension UIView {
    /// The first view of type `T` in this subtree, depth first, this view included (the paging
    /// view's spinner and retry button).
    public func firstSubviewForTesting<T: UIView>(of type: T.Type) -> T? {
        if let view = self as? T { return view }
        return subviews.lazy.compactMap { $0.firstSubviewForTesting(of: type) }.first
    }

    /// The view's own horizontal size class, through iOS 17's trait overrides (nil takes it back);
    /// on iOS 15 and 16 it does nothing, as a view's traits come from its window there.
    public func setTraitCollectionForTesting(_ traits: UITraitCollection?) {
        guard #available(iOS 17, *) else { return }
        if let traits {
            traitOverrides.horizontalSizeClass = traits.horizontalSizeClass
        } else {
            traitOverrides.remove(UITraitHorizontalSizeClass.self)
        }
    }

    /// Double-only: SwiftUI lets no one read the view a hosting configuration or controller
    /// shows, so this is always nil on iOS and the scenarios' expectations on it are `doubleOnly`.
    public func hostedViewForTesting<V: View>(_ type: V.Type) -> (view: V, id: AnyHashable?)? { nil }
}
#endif
