/// A system cell, checked: no class of the team's; a `UIListContentConfiguration` of `style`
/// shows the fields bound to it, with accessories (issue 33).
public struct SystemCell: Hashable, Sendable {
    public var style: SystemCellStyle
    /// The field shown as the text (a `String` or `String?`).
    public var text: String?
    /// The field shown as the secondary text (a `String` or `String?`).
    public var secondaryText: String?
    public var image: SystemImage?
    public var accessories: [Accessory]
}

/// The field a system cell shows as its image.
public struct SystemImage: Hashable, Sendable {
    public var field: String
    /// A `String` field: an SF Symbol's name, shown with `UIImage(systemName:)`; else a `UIImage`.
    public var isSymbolName: Bool
    public var isOptional: Bool
}

/// An accessory of a system cell, bound to the row's fields and the cell's events.
public enum Accessory: Hashable, Sendable {
    case disclosure
    /// A checkmark while the `Bool` field is true.
    case checkmark(field: String)
    /// A switch showing the `Bool` field; flipping it sends `event` (payload `Bool`), if any.
    case toggle(field: String, event: String?)
    /// Trailing text from a `String` or `String?` field.
    case label(field: String)
    /// A detail button; a tap sends `event` (no payload).
    case detail(event: String)

    /// The accessory's kind, as the spec names it.
    var kind: String {
        switch self {
        case .disclosure: "disclosure"
        case .checkmark: "checkmark"
        case .toggle: "switch"
        case .label: "label"
        case .detail: "detail"
        }
    }

    /// The event the accessory sends, if it sends one.
    var event: String? {
        switch self {
        case .toggle(_, let event): event
        case .detail(let event): event
        case .disclosure, .checkmark, .label: nil
        }
    }

    /// A table cell has one accessory view: a switch, a label or a detail button.
    var isTableAccessoryView: Bool {
        switch self {
        case .toggle, .label, .detail: true
        case .disclosure, .checkmark: false
        }
    }
}
