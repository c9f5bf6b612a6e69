// UIKit test double: table cells and header-footer views (UITableViewCell.h, iOS 16.1;
// UITableViewHeaderFooterView.h, iOS 17.2).

/// A table row's view (`UITableViewCell`).
///
/// Designated initializers as in the header: `initWithStyle:reuseIdentifier:` and `initWithCoder:`.
/// UIView's `initWithFrame:` (and so `init()`) stays callable as a convenience initializer that
/// uses the default style, so `UITableViewCell()` and `UITableViewCell(frame:)` compile as on iOS,
/// and a subclass cannot `override init(frame:)`.
@MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    /// `UITableViewCellSelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// `UITableViewCellEditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }

    /// `UITableViewCellAccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    /// `UITableViewCellSeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
        case singleLineEtched = 2
    }

    /// `-initWithStyle:reuseIdentifier:`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        doubleReuseIdentifier = reuseIdentifier
        addSubview(contentView)
    }

    /// `-initWithCoder:`: a cell from a nib or storyboard prototype, default style.
    public required init?(coder: NSCoder) {
        self.cellStyle = .default
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// UIView's `-initWithFrame:`, which UITableViewCell answers with the default style.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// NOT APPLE API: see `UIView.init(uiKitDoubleReuseIdentifier:)`. A table view makes a cell
    /// registered by class with `init(style: .default, reuseIdentifier:)`, as UIKit does.
    public required convenience init(uiKitDoubleReuseIdentifier reuseIdentifier: String?) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// The style the cell was made with (read by `defaultContentConfiguration()`).
    let cellStyle: CellStyle

    /// The view custom subviews go into.
    open private(set) var contentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))

    /// The title label, created on first use as on iOS.
    open var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = UILabel()
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// The detail label; nil for the default style, which has none.
    open var detailTextLabel: UILabel? {
        guard cellStyle != .default else { return nil }
        if let label = storedDetailTextLabel { return label }
        let label = UILabel()
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    /// The image view (value2 has none).
    open var imageView: UIImageView? {
        guard cellStyle != .value2 else { return nil }
        if let view = storedImageView { return view }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        storedImageView = view
        return view
    }

    /// The identifier the cell was created or dequeued with.
    open var reuseIdentifier: String? { doubleReuseIdentifier }

    /// Called before a pooled cell is handed out again; subclasses must call super.
    open func prepareForReuse() {}

    open var selectionStyle: SelectionStyle = .default
    open var isSelected = false
    open var isHighlighted = false
    open var accessoryType: AccessoryType = .none
    open var accessoryView: UIView?
    open var editingAccessoryType: AccessoryType = .none
    open var editingAccessoryView: UIView?
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var separatorInset: UIEdgeInsets = .zero
    open var isEditing = false
    open var showsReorderControl = false
    open var shouldIndentWhileEditing = true
    open var backgroundView: UIView?
    open var selectedBackgroundView: UIView?
    open var multipleSelectionBackgroundView: UIView?
    open internal(set) var editingStyle: EditingStyle = .none

    open func setSelected(_ selected: Bool, animated: Bool) {
        isSelected = selected
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        isHighlighted = highlighted
    }

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?
    /// Behind `contentConfiguration` (UIListContentConfiguration.swift).
    var contentConfigurationSlot = ContentConfigurationSlot()
}

/// A reusable section header or footer of a table view (`UITableViewHeaderFooterView`, iOS 6).
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// `-initWithReuseIdentifier:` (designated).
    public init(reuseIdentifier: String?) {
        super.init(frame: .zero)
        doubleReuseIdentifier = reuseIdentifier
        addSubview(contentView)
    }

    /// `-initWithCoder:` (designated).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// UIView's `-initWithFrame:`, a convenience initializer here.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// NOT APPLE API: see `UIView.init(uiKitDoubleReuseIdentifier:)`; calls `init(reuseIdentifier:)`.
    public required convenience init(uiKitDoubleReuseIdentifier reuseIdentifier: String?) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    open private(set) var contentView = UIView(frame: .zero)
    open var backgroundView: UIView?

    /// The title label, created on first use.
    open var textLabel: UILabel? {
        if let label = storedTextLabel { return label }
        let label = UILabel()
        contentView.addSubview(label)
        storedTextLabel = label
        return label
    }

    /// The detail label, created on first use.
    open var detailTextLabel: UILabel? {
        if let label = storedDetailTextLabel { return label }
        let label = UILabel()
        contentView.addSubview(label)
        storedDetailTextLabel = label
        return label
    }

    open var reuseIdentifier: String? { doubleReuseIdentifier }

    /// Called before a pooled view is handed out again; subclasses must call super.
    open func prepareForReuse() {}

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    /// Behind `contentConfiguration` (UIListContentConfiguration.swift).
    var contentConfigurationSlot = ContentConfigurationSlot()
}
