import Foundation

/// Builds the node tree from events without recursion, so depth costs no stack, and records
/// every place the input leaves the spec subset of YAML.
struct TreeComposer {
    enum Outcome { case proceed, stop }

    /// An open mapping or sequence, with its finished children in `items` or `entries`. When it
    /// ends, that array moves into its node as it is: copying the children out of a stack all
    /// open collections shared retained each of them, and taking them off the stack released
    /// them again (38 M instructions over the 1,000-screen corpus).
    private struct Frame {
        let isMapping: Bool
        let location: SourceLocation
        var items: [YAMLNode] = []
        var entries: [YAMLMappingEntry] = []
        /// A mapping's key waiting for its value; nil text when the key was rejected.
        var pendingKey: (text: String?, location: SourceLocation)?
        /// A long mapping's keys, for finding duplicates without a scan (see `FirstSeenKeys`).
        var longMappingKeys: FirstSeenKeys?
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

    /// Takes the event over, so that a scalar's text moves into its node: read from a borrowed
    /// event, every event was copied (its strings retained) and destroyed again.
    mutating func consume(_ event: consuming YAMLEvent) -> Outcome {
        let here = location(event.start)
        let kind = (consume event).kind
        switch consume kind {
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
        case .mappingStart(let anchor, let tag, _):
            return open(isMapping: true, anchor: anchor, tag: tag, at: here)
        case .sequenceStart(let anchor, let tag, _):
            return open(isMapping: false, anchor: anchor, tag: tag, at: here)
        case .mappingEnd:
            guard let frame = stack.popLast(), frame.isMapping else { return .stop }
            attach(YAMLNode(.mapping(frame.entries), at: frame.location))
            return .proceed
        case .sequenceEnd:
            guard let frame = stack.popLast(), !frame.isMapping else { return .stop }
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

    /// A mapping or sequence starts.
    private mutating func open(isMapping: Bool, anchor: String?, tag: String?, at here: SourceLocation) -> Outcome {
        guard stack.count < limits.maximumDepth else {
            diagnostics.error(
                "nesting is deeper than \(limits.maximumDepth) levels; a spec never needs that many", at: here)
            return .stop
        }
        checkProperties(anchor: anchor, tag: tag, at: here)
        // Room for eight children at once, where growing from empty reallocated the array two or
        // three times for a spec's usual mapping of a handful of keys.
        var frame = Frame(isMapping: isMapping, location: here)
        if isMapping { frame.entries.reserveCapacity(8) } else { frame.items.reserveCapacity(8) }
        stack.append(frame)
        return .proceed
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
        guard let top = stack.indices.last else {
            root = node
            return
        }
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        if let key = stack[top].pendingKey {
            if let text = key.text {
                stack[top].entries.append(YAMLMappingEntry(key: text, at: key.location, value: node))
            }
            stack[top].pendingKey = nil
        } else {
            stack[top].pendingKey = (acceptKey(node, in: top), node.location)
        }
    }

    /// The key's text, or nil (with a diagnostic) when the key cannot be used.
    private mutating func acceptKey(_ node: YAMLNode, in frame: Int) -> String? {
        guard let scalar = node.scalar else {
            diagnostics.error("a key must be a plain name, not \(node.kindDescription)", at: node.location)
            return nil
        }
        if scalar.text == "<<" && scalar.style == .plain {
            diagnostics.error("merge keys (<<) are not supported in specs; write the keys out", at: node.location)
            return nil
        }
        if let first = firstLocation(of: scalar.text, in: frame) {
            diagnostics.error(
                "duplicate key '\(scalar.text)'", at: node.location,
                notes: [Diagnostic.Note("'\(scalar.text)' was first given here", at: first)])
            return nil
        }
        // Normalization form C: keys are names, and Swift compares names by their scalars.
        let key = scalar.text.normalizedToNFC
        if stack[frame].longMappingKeys != nil {
            stack[frame].longMappingKeys?.insert(key, at: node.location)
        } else if stack[frame].entries.count >= FirstSeenKeys.scanLimit {
            stack[frame].longMappingKeys = FirstSeenKeys(
                stack[frame].entries.map { ($0.key, $0.keyLocation) } + [(key, node.location)])
        }
        return key
    }

    /// Where the mapping of `frame` was first given `key`. Its accepted keys so far are those of
    /// its entries: each key has its value by the time the next key comes.
    private func firstLocation(of key: String, in frame: Int) -> SourceLocation? {
        if let long = stack[frame].longMappingKeys { return long.location(of: key) }
        return stack[frame].entries.first { $0.key == key }?.keyLocation
    }
}

/// The keys of a long mapping (a spec's actions), with where each was first given, to find
/// duplicates. Most mappings of a spec have a handful of keys: those are searched among the
/// mapping's entries, which costs less than hashing each key. Keys in NFC compare as their
/// spellings in the file do, since `String` compares by canonical equivalence.
struct FirstSeenKeys {
    /// Mappings with up to this many keys are scanned.
    static let scanLimit = 16

    private var locations: [String: SourceLocation]

    init(_ keys: [(String, SourceLocation)]) {
        locations = Dictionary(keys, uniquingKeysWith: { first, _ in first })
    }

    func location(of key: String) -> SourceLocation? {
        locations[key]
    }

    /// Records a key that `location(of:)` did not find.
    mutating func insert(_ key: String, at location: SourceLocation) {
        locations[key] = location
    }
}
