/// A place in a spec file: 1-based line and column, columns counted in characters (not bytes),
/// which is what Xcode and SwiftPM expect in `path:line:column:` diagnostics.
///
/// The file is held as its number in `SourceFiles`, so a location is three words that copy
/// without reference counting; `file` reads the path back.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    let fileNumber: Int
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.init(fileNumber: SourceFiles.shared.number(of: file), line: line, column: column)
    }

    /// For readers that register their file once and make many locations in it.
    init(fileNumber: Int, line: Int, column: Int) {
        self.fileNumber = fileNumber
        self.line = line
        self.column = column
    }

    public var file: String {
        get { SourceFiles.shared.path(fileNumber) }
        set { self = SourceLocation(file: newValue, line: line, column: column) }
    }

    /// The location of a whole file, for problems that have no better place (an empty file).
    public static func start(of file: String) -> SourceLocation {
        SourceLocation(file: file, line: 1, column: 1)
    }

    public var description: String { "\(file):\(line):\(column)" }

    /// By path, then line, then column.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.fileNumber == rhs.fileNumber { return (lhs.line, lhs.column) < (rhs.line, rhs.column) }
        return (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// A value together with where it was written, so later stages can point back at the spec.
public struct Located<Value> {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
