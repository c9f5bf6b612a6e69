import Foundation

/// One value a template sees: text, a flag, a list or an object of named values. A closed enum,
/// so rendering switches over its cases instead of casting `Any` at every tag, and the context
/// can be printed as JSON for template authors.
///
/// An object is either `TemplateValues`, entries a builder set, or `computed`, a `TemplateObject`
/// that makes each value when a template looks it up. Templates, printing and comparing see no
/// difference: `object` gives a computed object's values as entries.
public enum TemplateValue: Sendable, Equatable {
    case text(String)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateValues)
    case computed(ComputedValues)

    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    public var flag: Bool? {
        if case .flag(let flag) = self { flag } else { nil }
    }

    public var list: [TemplateValue]? {
        if case .list(let list) = self { list } else { nil }
    }

    /// The named values of an object, a computed one's made into entries.
    public var object: TemplateValues? {
        switch self {
        case .object(let object): object
        case .computed(let computed): TemplateValues(computed.object)
        case .text, .flag, .list: nil
        }
    }

    /// A list of texts, or nil when this is not a list or holds anything else.
    public var texts: [String]? {
        list.flatMap { list in
            let texts = list.compactMap(\.text)
            return texts.count == list.count ? texts : nil
        }
    }

    /// A list of objects, or nil when this is not a list or holds anything else.
    public var objects: [TemplateValues]? {
        list.flatMap { list in
            let objects = list.compactMap(\.object)
            return objects.count == list.count ? objects : nil
        }
    }

    /// The value as Foundation's JSON classes see it (`JSONSerialization`).
    public var jsonObject: Any {
        switch self {
        case .text(let text): text
        case .flag(let flag): flag
        case .list(let list): list.map(\.jsonObject)
        case .object, .computed: object!.jsonObject
        }
    }

    /// Objects are equal when they hold the same names with equal values, whether computed or not.
    public static func == (lhs: TemplateValue, rhs: TemplateValue) -> Bool {
        switch (lhs, rhs) {
        case (.text(let lhs), .text(let rhs)): lhs == rhs
        case (.flag(let lhs), .flag(let rhs)): lhs == rhs
        case (.list(let lhs), .list(let rhs)): lhs == rhs
        case (.object, .object), (.object, .computed), (.computed, .object), (.computed, .computed):
            lhs.object == rhs.object
        default: false
        }
    }
}

/// A `TemplateObject` as a `TemplateValue` holds it.
public struct ComputedValues: Sendable {
    let object: any TemplateObject
}

/// The named values of one object of a template's context: what `{{name}}` finds at one level.
///
/// A list of entries in the order they were first set, not a `Dictionary`: a screen's context is
/// a few thousand small objects built once and read a few times each, and hashing every key with
/// `Hasher` on every insert, merge and lookup was most of the cost of building and rendering it.
/// Each entry carries its key's `TemplateKey.hash`, so a lookup compares words, and `filter`
/// (one bit per key) turns away most lookups of a name the object does not hold without a scan:
/// a tag is looked up from the innermost object outward, so most lookups are such misses.
public struct TemplateValues: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private struct Entry: Sendable {
        var key: TemplateKey
        var value: TemplateValue
    }

    private var entries: [Entry]
    /// The `TemplateKey.filterBit` of every key held, or-ed together.
    private(set) var filter: UInt64 = 0

    public init() {
        entries = []
    }

    /// Builders write contexts as literals of plain Swift values; each is converted once, here.
    public init(dictionaryLiteral elements: (String, any TemplateValueConvertible)...) {
        entries = []
        entries.reserveCapacity(elements.count)
        for (key, value) in elements {
            set(TemplateKey(key), to: value.templateValue)
        }
    }

    /// Values already converted: for the objects built thousands of times per run (an event's
    /// closure, a view's id property, a switch), where converting a literal's existentials was
    /// most of their cost (a literal of three texts took 2,000 instructions). The keys must all
    /// differ.
    init(_ pairs: KeyValuePairs<TemplateKey, TemplateValue>) {
        entries = pairs.map { Entry(key: $0.key, value: $0.value) }
        filter = entries.reduce(0) { $0 | $1.key.filterBit }
    }

    /// The values `object` computes, as entries: for printing and comparing, not rendering.
    init(_ object: any TemplateObject) {
        entries = object.keys.map { Entry(key: $0, value: object.value($0)!) }
        filter = entries.reduce(0) { $0 | $1.key.filterBit }
    }

    /// Reading gives the stored `TemplateValue`; writing converts a plain Swift value.
    public subscript(key: String) -> (any TemplateValueConvertible)? {
        get { value(key) }
        set {
            if let newValue {
                set(TemplateKey(key), to: newValue.templateValue)
            } else {
                remove(TemplateKey(key))
            }
        }
    }

    /// The value named `key`, as rendering sees it.
    public func value(_ key: String) -> TemplateValue? {
        value(TemplateKey(key))
    }

    func value(_ key: TemplateKey) -> TemplateValue? {
        index(of: key).map { entries[$0].value }
    }

    /// Adds `other`'s values; where both name one, `other`'s wins.
    public mutating func merge(_ other: TemplateValues) {
        // No `reserveCapacity` here: reserving the exact size on every merge copied the whole
        // list each time, where appending grows it geometrically.
        for entry in other.entries { set(entry.key, to: entry.value) }
    }

    /// These values with `other`'s added; where both name one, `other`'s wins.
    public func merging(_ other: TemplateValues) -> TemplateValues {
        var merged = self
        merged.merge(other)
        return merged
    }

    /// The names of the values, in the order they were first set.
    public var keys: [String] {
        entries.map { $0.key.name }
    }

    public var jsonObject: [String: Any] {
        Dictionary(entries.map { ($0.key.name, $0.value.jsonObject) }, uniquingKeysWith: { _, last in last })
    }

    /// The same names with equal values, in any order, as for a dictionary.
    public static func == (lhs: TemplateValues, rhs: TemplateValues) -> Bool {
        lhs.entries.count == rhs.entries.count && lhs.filter == rhs.filter
            && lhs.entries.allSatisfy { rhs.value($0.key) == $0.value }
    }

    /// Sets a value already converted, under a literal key: what the subscript does without an
    /// existential to convert (about 900 instructions an entry).
    mutating func set(_ key: TemplateKey, to value: TemplateValue) {
        if let index = index(of: key) {
            entries[index].value = value
        } else {
            entries.append(Entry(key: key, value: value))
            filter |= key.filterBit
        }
    }

    private mutating func remove(_ key: TemplateKey) {
        guard let index = index(of: key) else { return }
        entries.remove(at: index)
        filter = entries.reduce(0) { $0 | $1.key.filterBit }
    }

    private func index(of key: TemplateKey) -> Int? {
        guard filter & key.filterBit != 0 else { return nil }
        return entries.firstIndex { $0.key == key }
    }
}

/// A Swift value a context builder may put in `TemplateValues`.
public protocol TemplateValueConvertible: Sendable {
    var templateValue: TemplateValue { get }
}

extension TemplateValue: TemplateValueConvertible {
    public var templateValue: TemplateValue { self }
}

extension TemplateValues: TemplateValueConvertible {
    public var templateValue: TemplateValue { .object(self) }
}

extension String: TemplateValueConvertible {
    public var templateValue: TemplateValue { .text(self) }
}

extension Bool: TemplateValueConvertible {
    public var templateValue: TemplateValue { .flag(self) }
}

extension Array: TemplateValueConvertible where Element: TemplateValueConvertible {
    /// Builders' literals hold their values as `any TemplateValueConvertible`, so this runs
    /// unspecialized, and each element went through generic calls (and, through a key path
    /// built on every call, 7% of a `generate` run). Lists of objects and of texts, nearly all
    /// of them, are converted by concrete code: the element type is checked once, and the array
    /// reinterpreted as the same type spelled concretely.
    public var templateValue: TemplateValue {
        if Element.self == TemplateValues.self {
            return .list(unsafeBitCast(self, to: [TemplateValues].self).map(TemplateValue.object))
        }
        if Element.self == String.self {
            return .list(unsafeBitCast(self, to: [String].self).map(TemplateValue.text))
        }
        return .list(map { $0.templateValue })
    }
}
