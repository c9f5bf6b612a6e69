/// The diagnostics of one run, collected by every stage and reported together, so a user sees
/// every problem of a file at once instead of fixing them one build at a time.
public struct Diagnostics: Sendable, Equatable, Sequence {
    private var items: [Diagnostic] = []

    public init(_ items: [Diagnostic] = []) {
        self.items = items
    }

    public mutating func append(_ diagnostic: Diagnostic) {
        items.append(diagnostic)
    }

    public mutating func append(contentsOf other: Diagnostics) {
        items.append(contentsOf: other.items)
    }

    public mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        append(.error(message, at: location, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic.Note] = []) {
        append(.warning(message, at: location, notes: notes))
    }

    public var hasErrors: Bool { items.contains { $0.severity == .error } }
    public var isEmpty: Bool { items.isEmpty }
    public var count: Int { items.count }

    /// Sorted by file, line and column; diagnostics at the same place keep the order they were
    /// found in. The order is therefore the same on every run and every machine.
    public var sorted: [Diagnostic] {
        items.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location
            let right = rhs.element.location
            if left != right {
                guard let left else { return true }
                guard let right else { return false }
                return left < right
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    public func makeIterator() -> IndexingIterator<[Diagnostic]> { sorted.makeIterator() }
}
