// UIKit test double (internal): the registration table and reuse pool of one list view.
//
// UITableView and UICollectionView each own one `ReuseQueue` per kind of view (cells, header-footer
// views, supplementary views of a kind). It records what UIKit records on `register...`, makes a
// view on dequeue the way UIKit would (class: the view's initializer; nib or storyboard prototype:
// `init?(coder:)` then `awakeFromNib()`), reuses views that were handed back, and logs every
// dequeue for the test driver.

/// What an identifier was registered with.
enum ReuseSource {
    /// `register(_ cellClass: AnyClass?, ...)`.
    case viewClass(UIView.Type)
    /// `register(_ nib: UINib?, ...)`.
    case nib(UINib)
    /// A storyboard prototype, declared by a test with `registerPrototypeForTesting`.
    case prototype(UIView.Type)

    /// The class a dequeue creates, if known without loading anything.
    @MainActor
    var viewClass: UIView.Type? {
        switch self {
        case .viewClass(let viewClass), .prototype(let viewClass): viewClass
        case .nib(let nib): UINib.classesByNibName[nib.nibName]
        }
    }
}

/// One dequeue, as the driver reports it.
public struct DequeueRecordForTesting {
    /// The reuse identifier asked for.
    public let reuseIdentifier: String
    /// The element kind for supplementary views; nil for cells and table header-footer views.
    public let elementKind: String?
    /// The index path passed to the dequeue call, if it took one.
    public let indexPath: IndexPath?
    /// The view returned.
    public let view: UIView
    /// Whether the view was reused from the pool rather than created.
    public let wasReused: Bool
}

@MainActor
final class ReuseQueue {
    /// What the queue holds, for messages: "cell", "header or footer view", "supplementary view".
    private let kindOfView: String
    /// The name of the class every registered class must inherit from, for messages.
    private let requiredClassName: String
    /// Whether a class inherits from that class (`{ $0 is UITableViewCell.Type }`).
    private let accepts: (AnyClass) -> Bool
    private var sources: [String: ReuseSource] = [:]
    private var pools: [String: [UIView]] = [:]
    private(set) var log: [DequeueRecordForTesting] = []

    init(kindOfView: String, requiredClassName: String, accepts: @escaping (AnyClass) -> Bool) {
        self.kindOfView = kindOfView
        self.requiredClassName = requiredClassName
        self.accepts = accepts
    }

    /// Registers `cellClass` for `identifier`; nil removes the registration, as in UIKit.
    func register(_ cellClass: AnyClass?, for identifier: String) {
        guard let cellClass else {
            sources[identifier] = nil
            return
        }
        guard let viewClass = cellClass as? UIView.Type, accepts(viewClass) else {
            fatalError("UIKitDouble: must pass a class of kind \(requiredClassName) to register a \(kindOfView); got \(cellClass)")
        }
        sources[identifier] = .viewClass(viewClass)
        pools[identifier] = nil
    }

    /// Registers `nib` for `identifier`; nil removes the registration.
    func register(_ nib: UINib?, for identifier: String) {
        sources[identifier] = nib.map { .nib($0) }
        pools[identifier] = nil
    }

    /// Declares a storyboard prototype for `identifier`.
    func registerPrototype(_ viewClass: UIView.Type, for identifier: String) {
        sources[identifier] = .prototype(viewClass)
        pools[identifier] = nil
    }

    func source(for identifier: String) -> ReuseSource? {
        sources[identifier]
    }

    var registeredIdentifiers: [String] {
        sources.keys.sorted()
    }

    /// A view for `identifier`: a pooled one after `prepareForReuse()`, else a new one. Nil when
    /// nothing is registered for the identifier (callers decide whether that traps).
    func dequeue(_ identifier: String, elementKind: String? = nil, indexPath: IndexPath?) -> UIView? {
        guard let source = sources[identifier] else { return nil }
        let view: UIView
        let wasReused: Bool
        if var pool = pools[identifier], !pool.isEmpty {
            view = pool.removeLast()
            pools[identifier] = pool
            view.prepareForReuseIfReusable()
            wasReused = true
        } else {
            view = makeView(source, identifier: identifier)
            wasReused = false
        }
        log.append(DequeueRecordForTesting(
            reuseIdentifier: identifier, elementKind: elementKind, indexPath: indexPath, view: view, wasReused: wasReused
        ))
        return view
    }

    /// Hands a view back for reuse by its identifier.
    func enqueue(_ view: UIView) {
        guard let identifier = view.doubleReuseIdentifier, sources[identifier] != nil else { return }
        pools[identifier, default: []].append(view)
    }

    private func makeView(_ source: ReuseSource, identifier: String) -> UIView {
        let view: UIView
        switch source {
        case .viewClass(let viewClass):
            view = viewClass.init(uiKitDoubleReuseIdentifier: identifier)
        case .nib(let nib):
            view = NibLoader.decode(NibLoader.viewClass(forNib: nib), reuseIdentifier: identifier, origin: "nib '\(nib.nibName)'")
        case .prototype(let viewClass):
            view = NibLoader.decode(viewClass, reuseIdentifier: identifier, origin: "storyboard prototype '\(identifier)'")
        }
        view.doubleReuseIdentifier = identifier
        guard accepts(type(of: view)) else {
            fatalError("UIKitDouble: the \(kindOfView) registered for '\(identifier)' is a \(type(of: view)), not a \(requiredClassName)")
        }
        return view
    }
}

extension UIView {
    /// Calls the reuse hook of the reusable view classes.
    @MainActor
    func prepareForReuseIfReusable() {
        if let cell = self as? UITableViewCell {
            cell.prepareForReuse()
        } else if let view = self as? UITableViewHeaderFooterView {
            view.prepareForReuse()
        } else if let view = self as? UICollectionReusableView {
            view.prepareForReuse()
        }
    }
}
