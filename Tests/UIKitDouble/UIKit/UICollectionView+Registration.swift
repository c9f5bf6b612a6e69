// UIKit test double: cell and supplementary registrations (the UIKit overlay's iOS 14
// `UICollectionView.CellRegistration` / `SupplementaryRegistration`, checked against the iOS 18
// swiftinterface).
//
// As in the SDK the registration structs are nonisolated (nested types do not inherit the
// collection view's main-actor isolation, and their initializers carry no actor) and explicitly
// not `Sendable` (`@available(*, unavailable) extension ...: Sendable`). Their handlers are plain,
// non-`Sendable` closure types.

extension UICollectionView {
    /// A cell class (or nib) plus the closure that configures a cell for an item.
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The identifier the registration uses under the hood, unique per registration.
        let reuseIdentifier: String
        let cellNib: UINib?
        let handler: Handler
        /// Whether it was made while the collection view was asking for a view (UIKit rejects that).
        let createdWhileProvidingView = ViewProvisionState.depth > 0

        public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            self.reuseIdentifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
            self.cellNib = nil
            self.handler = handler
        }

        public init(cellNib: UINib, handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
            self.reuseIdentifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
            self.cellNib = cellNib
            self.handler = handler
        }
    }

    /// A supplementary view class (or nib) for one element kind plus its configuration closure.
    public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
        public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        let reuseIdentifier: String
        let elementKind: String
        let supplementaryNib: UINib?
        let handler: Handler
        let createdWhileProvidingView = ViewProvisionState.depth > 0

        public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {
            self.reuseIdentifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
            self.elementKind = elementKind
            self.supplementaryNib = nil
            self.handler = handler
        }

        public init(
            supplementaryNib: UINib, elementKind: String,
            handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler
        ) {
            self.reuseIdentifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
            self.elementKind = elementKind
            self.supplementaryNib = supplementaryNib
            self.handler = handler
        }
    }

    /// Dequeues a cell of the registration's class, registering it on first use, and runs the
    /// registration's handler with `item`. Like UIKit (iOS 15+), it traps when the registration
    /// was created while the collection view was asking for a cell or supplementary view.
    @preconcurrency
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        if cellQueue.source(for: registration.reuseIdentifier) == nil {
            checkRegistration(String(describing: registration), createdWhileProvidingView: registration.createdWhileProvidingView)
            if let nib = registration.cellNib {
                cellQueue.register(nib, for: registration.reuseIdentifier)
            } else {
                cellQueue.register(Cell.self, for: registration.reuseIdentifier)
            }
        }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        guard let cell = dequeued as? Cell else {
            fatalError("UIKitDouble: the registration for \(Cell.self) dequeued a \(type(of: dequeued))")
        }
        guard let item else {
            fatalError("UIKitDouble: dequeueConfiguredReusableCell(using:for:item:) was given a nil item at \(indexPath)")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// Dequeues a supplementary view of the registration's class and kind and configures it.
    @preconcurrency
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary where Supplementary: UICollectionReusableView {
        let queue = supplementaryQueue(ofKind: registration.elementKind)
        if queue.source(for: registration.reuseIdentifier) == nil {
            checkRegistration(String(describing: registration), createdWhileProvidingView: registration.createdWhileProvidingView)
            if let nib = registration.supplementaryNib {
                queue.register(nib, for: registration.reuseIdentifier)
            } else {
                queue.register(Supplementary.self, for: registration.reuseIdentifier)
            }
        }
        let dequeued = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath
        )
        guard let view = dequeued as? Supplementary else {
            fatalError("UIKitDouble: the registration for \(Supplementary.self) dequeued a \(type(of: dequeued))")
        }
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    private func checkRegistration(_ registration: String, createdWhileProvidingView: Bool) {
        guard createdWhileProvidingView else { return }
        fatalError(
            "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: "
                + "or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is "
                + "requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the "
                + "collection view. Registration: \(registration)"
        )
    }
}

/// How deep the test driver is in asking a data source for a cell or supplementary view. Read by
/// the nonisolated registration initializers; only the main actor writes it.
enum ViewProvisionState {
    nonisolated(unsafe) static var depth = 0
}

@available(*, unavailable)
extension UICollectionView.CellRegistration: Sendable {}

@available(*, unavailable)
extension UICollectionView.SupplementaryRegistration: Sendable {}
