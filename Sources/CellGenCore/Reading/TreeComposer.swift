import Foundation

/// Builds the node tree from events without recursion, so depth costs no stack, and records
/// every place the input leaves the spec subset of YAML.
struct TreeComposer {
    enum Outcome { case proceed, stop }

    /// Frames are objects so that appending to the innermost one never copies what it holds
    /// (a value frame popped and pushed back copies its array: quadratic on a long mapping).
    private enum Frame {
        case mapping(MappingFrame)
        case sequence(SequenceFrame)
    }

    private final class SequenceFrame {
        let location: SourceLocation
        var items: [YAMLNode] = []

        init(location: SourceLocation) {
            self.location = location
        }
    }

    private final class MappingFrame {
        let location: SourceLocation
        var entries: [YAMLMappingEntry] = []
        var firstSeen = FirstSeenKeys()
        /// The key waiting for its value; nil text when the key was rejected.
        var pendingKey: (text: String?, location: SourceLocation)?

        init(location: SourceLocation) {
            self.location = location
        }
    }

    /// The file's number in `SourceFiles`, registered once for all of its locations.
    let fileNumber: Int
    let limits: ReaderLimits
    let allowsEmptyFile: Bool
    var diagnostics = Diagnostics()
    private(set) var root: YAMLNode?
    private var stack: [Frame] = []
    private var documents = 0
    /// Anchor and alias names already reported: an alias bomb repeats a few names many times.
    private var reportedNames: Set<String> = []

    init(file: String, limits: ReaderLimits, allowsEmptyFile: Bool = false) {
        self.fileNumber = SourceFiles.shared.number(of: file)
        self.limits = limits
        self.allowsEmptyFile = allowsEmptyFile
    }

    func location(_ mark: YAMLMark) -> SourceLocation {
        SourceLocation(fileNumber: fileNumber, line: mark.line, column: mark.column)
    }

    mutating func consume(_ event: YAMLEvent) -> Outcome {
        let here = location(event.start)
        switch event.kind {
        case .streamStart, .documentEnd:
            return .proceed
        case .streamEnd:
            if documents == 0, !allowsEmptyFile {
                diagnostics.error("the file is empty; a spec needs at least 'screen', 'cells' and 'sections'", at: here)
            }
            return .stop
        case .documentStart:
            documents += 1
            if documents > 1 {
                diagnostics.error("a spec holds one YAML document; a second one starts here", at: here)
                return .stop
            }
            return .proceed
        case .mappingStart(let anchor, let tag, _), .sequenceStart(let anchor, let tag, _):
            guard stack.count < limits.maximumDepth else {
                diagnostics.error(
                    "nesting is deeper than \(limits.maximumDepth) levels; a spec never needs that many", at: here)
                return .stop
            }
            checkProperties(anchor: anchor, tag: tag, at: here)
            if case .mappingStart = event.kind {
                stack.append(.mapping(MappingFrame(location: here)))
            } else {
                stack.append(.sequence(SequenceFrame(location: here)))
            }
            return .proceed
        case .mappingEnd:
            guard case .mapping(let frame)? = stack.popLast() else { return .stop }
            attach(YAMLNode(.mapping(frame.entries), at: frame.location))
            return .proceed
        case .sequenceEnd:
            guard case .sequence(let frame)? = stack.popLast() else { return .stop }
            attach(YAMLNode(.sequence(frame.items), at: frame.location))
            return .proceed
        case .scalar(let value, let anchor, let tag, let style):
            checkProperties(anchor: anchor, tag: tag, at: here)
            // A String's count walks its characters; it is at most its UTF-8 length.
            if value.utf8.count > limits.maximumScalarLength, value.count > limits.maximumScalarLength {
                diagnostics.error(
                    "this value is \(value.count) characters long; a value may be at most \(limits.maximumScalarLength)",
                    at: here)
            }
            attach(YAMLNode(.scalar(YAMLScalar(value, style: style)), at: here))
            return .proceed
        case .alias(let anchor):
            if reportedNames.insert("*" + anchor).inserted {
                diagnostics.error("aliases (*\(anchor)) are not supported in specs; write the value out", at: here)
            }
            attach(YAMLNode(.scalar(YAMLScalar("", style: .plain)), at: here))
            return .proceed
        }
    }

    private mutating func checkProperties(anchor: String?, tag: String?, at location: SourceLocation) {
        if let anchor, reportedNames.insert("&" + anchor).inserted {
            diagnostics.error("anchors (&\(anchor)) are not supported in specs; write the value out", at: location)
        }
        if let tag {
            diagnostics.error(
                "explicit tags (\(tag)) are not supported in specs; the spec's schema gives every value its type",
                at: location)
        }
    }

    /// Hands a finished node to its parent: the root, a list item, a mapping key or its value.
    private mutating func attach(_ node: YAMLNode) {
        guard let top = stack.last else {
            root = node
            return
        }
        switch top {
        case .sequence(let frame):
            frame.items.append(node)
        case .mapping(let frame):
            if let key = frame.pendingKey {
                if let text = key.text {
                    frame.entries.append(YAMLMappingEntry(key: text, at: key.location, value: node))
                }
                frame.pendingKey = nil
            } else {
                frame.pendingKey = (acceptKey(node, in: frame), node.location)
            }
        }
    }

    /// The key's text, or nil (with a diagnostic) when the key cannot be used.
    private mutating func acceptKey(_ node: YAMLNode, in frame: MappingFrame) -> String? {
        guard let scalar = node.scalar else {
            diagnostics.error("a key must be a plain name, not \(node.kindDescription)", at: node.location)
            return nil
        }
        if scalar.text == "<<" && scalar.style == .plain {
            diagnostics.error("merge keys (<<) are not supported in specs; write the keys out", at: node.location)
            return nil
        }
        if let first = frame.firstSeen.location(of: scalar.text) {
            diagnostics.error(
                "duplicate key '\(scalar.text)'", at: node.location,
                notes: [Diagnostic.Note("'\(scalar.text)' was first given here", at: first)])
            return nil
        }
        frame.firstSeen.insert(scalar.text, at: node.location)
        // Normalization form C: keys are names, and Swift compares names by their scalars.
        return scalar.text.normalizedToNFC
    }
}

/// The keys of one mapping so far, with where each was first given, to find duplicates. Most
/// mappings of a spec have a handful of keys: those are searched in a list, which costs less
/// than hashing each key; a long mapping (a spec's actions) moves to a dictionary. Keys compare
/// as `String`s compare in both, so the same keys are duplicates.
struct FirstSeenKeys {
    /// Up to this many keys are kept in `list`.
    static let listLimit = 16

    private var list: [(key: String, location: SourceLocation)] = []
    private var dictionary: [String: SourceLocation]?

    func location(of key: String) -> SourceLocation? {
        if let dictionary { return dictionary[key] }
        return list.first { $0.key == key }?.location
    }

    /// Records a key that `location(of:)` did not find.
    mutating func insert(_ key: String, at location: SourceLocation) {
        if dictionary != nil {
            dictionary?[key] = location
        } else if list.count < Self.listLimit {
            list.append((key, location))
        } else {
            var moved = Dictionary(list.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first })
            moved[key] = location
            dictionary = moved
            list = []
        }
    }
}
