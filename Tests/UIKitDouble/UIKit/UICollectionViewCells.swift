// UIKit test double: UICollectionReusableView and UICollectionViewCell (UICollectionViewCell.h;
// the iOS 17/18 header is not in the reference index, members checked against the iOS 18 overlay
// interface and the long-stable header, see API.md).

/// A reusable view of a collection view: supplementary views derive from it directly, cells
/// through `UICollectionViewCell` (`UICollectionReusableView`).
///
/// Designated initializers: `initWithFrame:` and `initWithCoder:`. A collection view creates views
/// registered by class with `init(frame:)` and sets their reuse identifier afterwards, as UIKit does.
@MainActor
open class UICollectionReusableView: UIView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The identifier the view was dequeued with.
    open var reuseIdentifier: String? { doubleReuseIdentifier }

    /// Called before a pooled view is handed out again; subclasses must call super.
    open func prepareForReuse() {}
}

/// An item's view in a collection view (`UICollectionViewCell`).
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The view custom subviews go into.
    open private(set) var contentView = UIView(frame: .zero)

    open var isSelected = false
    open var isHighlighted = false
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?

    /// Behind `contentConfiguration` (UIListContentConfiguration.swift).
    var contentConfigurationSlot = ContentConfigurationSlot()
}

/// The base class of collection view layouts (`UICollectionViewLayout`, UICollectionViewLayout.h).
@MainActor
open class UICollectionViewLayout: NSObject {
    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The collection view using this layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// The double computes no geometry: subclasses may override.
    open var collectionViewContentSize: CGSize { .zero }

    open func invalidateLayout() {}
}

/// A line-based grid layout (`UICollectionViewFlowLayout`, UICollectionViewFlowLayout.h iOS 17.1).
/// The double stores its metrics; sizes come from these and the delegate flow layout methods.
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// `UICollectionViewFlowLayoutAutomaticSize`: an `estimatedItemSize` that means "self-sizing".
    /// A main-actor-isolated member on iOS too (imported as a member of the class).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    /// 50 × 50 by default, as in UIKit.
    open var itemSize = CGSize(width: 50, height: 50)
    /// Zero by default; non-zero (or `automaticSize`) turns on self-sizing cells.
    open var estimatedItemSize: CGSize = .zero
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var headerReferenceSize: CGSize = .zero
    open var footerReferenceSize: CGSize = .zero
    open var sectionInset: UIEdgeInsets = .zero
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false
}
