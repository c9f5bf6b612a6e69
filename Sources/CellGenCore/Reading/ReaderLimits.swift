/// Bounds on what the reader accepts. A real spec is a few kilobytes and nests at most five
/// levels deep; the limits sit far above that so they never get in a real team's way, and far
/// below what could make a build slow or use much memory, so hostile input fails fast.
public struct ReaderLimits: Hashable, Sendable {
    /// Largest spec file, in bytes: a screen of hundreds of cells is still under 100 KB.
    public var maximumFileSize: Int
    /// Longest scalar, in characters: titles and doc comments are a paragraph at most.
    public var maximumScalarLength: Int
    /// Deepest nesting of mappings and sequences. libyaml itself has no limit and slows down
    /// quadratically on deep flow nesting, so the reader stops as soon as it is crossed.
    public var maximumDepth: Int

    public init(maximumFileSize: Int, maximumScalarLength: Int, maximumDepth: Int) {
        self.maximumFileSize = maximumFileSize
        self.maximumScalarLength = maximumScalarLength
        self.maximumDepth = maximumDepth
    }

    /// The error for a file of `size` bytes, if it is over the limit.
    public func fileSizeProblem(_ size: Int) -> String? {
        size > maximumFileSize ? "the file is \(size) bytes; a spec may be at most \(maximumFileSize) bytes" : nil
    }

    public static let `default` = ReaderLimits(
        maximumFileSize: 1 << 20,
        maximumScalarLength: 16_384,
        maximumDepth: 64
    )
}
