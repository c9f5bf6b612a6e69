// UIKit test double: THE TEST DRIVER for controls, responders and diffable data sources.
// NOT APPLE API.

extension UIResponder {
    /// The responder chain from this responder up, as `next` walks it.
    public var responderChainForTesting: [UIResponder] {
        var chain: [UIResponder] = []
        var current: UIResponder? = self
        while let responder = current {
            chain.append(responder)
            current = responder.next
        }
        return chain
    }
}

extension UIView {
    /// Every view in this subtree, depth first, this view included.
    public var allSubviewsForTesting: [UIView] {
        [self] + subviews.flatMap(\.allSubviewsForTesting)
    }

    /// The first view of type `T` in this subtree, depth first.
    public func firstSubviewForTesting<T: UIView>(of type: T.Type) -> T? {
        allSubviewsForTesting.lazy.compactMap { $0 as? T }.first
    }
}

extension UITableViewDiffableDataSource {
    /// How many snapshots were applied (diffed or reloaded).
    public var applyCountForTesting: Int {
        applyCount
    }
}

extension UICollectionViewDiffableDataSource {
    public var applyCountForTesting: Int {
        applyCount
    }
}
