/// A cell's impression and prefetch actions, checked (issue 34, DESIGN 11.5).
public struct CellBehaviours: Hashable, Sendable {
    /// Sent with the row when one of the cell's rows comes into view (`willDisplay`).
    public var appear: String?
    /// Sent with the row when one of its rows leaves the view (`didEndDisplaying`).
    public var disappear: String?
    /// Sent with the view-models of its rows UIKit expects to show soon.
    public var prefetch: String?
    /// Sent with the ids of its rows UIKit no longer expects to show soon.
    public var cancelPrefetch: String?

    public var hasImpressions: Bool { appear != nil || disappear != nil }
    public var prefetches: Bool { prefetch != nil }
}

/// What a prefetch action delivers: the view-models of the rows to prefetch, or the ids of those
/// whose prefetching is cancelled.
public enum PrefetchBatch: Hashable, Sendable {
    case viewModels
    case ids
}
