// UIKit test double: what UIKit adds to Foundation, and the small value types of UIGeometry.h.
//
// `import UIKit` on iOS re-exports Foundation (and ObjectiveC); generated code relies on that for
// `IndexPath`, `CGFloat`, `CGSize`, `Bundle` and `NSCoder`. The ObjectiveC stand-in is only
// re-exported by the variant built for the selector type-check (`-D CELLGEN_OBJC_TYPECHECK`).

@_exported import Foundation
#if CELLGEN_OBJC_TYPECHECK
@_exported import ObjectiveC
#endif

// MARK: - IndexPath (UIKit's NSIndexPath+UIKitAdditions.h and the UIKit overlay)

/// UIKit's `IndexPath` additions. Foundation on Linux has no `row`, `item` or `section`.
///
/// Mirrors the UIKit overlay's `extension Foundation.IndexPath` (iOS 7 / watchOS 2): two
/// initializers and three read-write properties. Like Apple's, they trap unless the path has
/// exactly two indices.
extension IndexPath {
    /// An index path for a table view row: `[section, row]`.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// An index path for a collection view item: `[section, item]`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The first index.
    public var section: Int {
        get {
            Self.checkTwoIndices(self)
            return self[0]
        }
        set {
            Self.checkTwoIndices(self)
            self[0] = newValue
        }
    }

    /// The second index, for table views.
    public var row: Int {
        get {
            Self.checkTwoIndices(self)
            return self[1]
        }
        set {
            Self.checkTwoIndices(self)
            self[1] = newValue
        }
    }

    /// The second index, for collection views.
    public var item: Int {
        get {
            Self.checkTwoIndices(self)
            return self[1]
        }
        set {
            Self.checkTwoIndices(self)
            self[1] = newValue
        }
    }

    private static func checkTwoIndices(_ path: IndexPath) {
        precondition(
            path.count == 2,
            "Invalid index path for use with UITableView. This index path must contain exactly two indices specifying the section and row."
        )
    }
}

// MARK: - UIGeometry.h

/// `UIEdgeInsets` (UIGeometry.h): a C struct, so a plain `Sendable` value here.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// `UIEdgeInsetsZero`.
    public static let zero = UIEdgeInsets()
}

/// `NSDirectionalEdgeInsets` (UIGeometry.h, iOS 11).
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `NSDirectionalEdgeInsetsZero`.
    public static let zero = NSDirectionalEdgeInsets()
}

/// `NSDirectionalRectEdge` (UIGeometry.h, iOS 13; `NS_OPTIONS`, so not `Hashable`). The importer
/// drops the zero-valued `NSDirectionalRectEdgeNone`: the empty set is `[]`.
public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// `NSRectAlignment` (UIGeometry.h, iOS 13): an `NS_ENUM`, so not frozen.
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top = 1
    case topLeading = 2
    case leading = 3
    case bottomLeading = 4
    case bottom = 5
    case bottomTrailing = 6
    case trailing = 7
    case topTrailing = 8
}

// MARK: - NSText.h

/// `NSTextAlignment` (UIKit's NSText.h): an `NS_ENUM`, so not frozen; iOS raw values.
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}
