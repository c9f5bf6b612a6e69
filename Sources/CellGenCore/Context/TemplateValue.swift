import Foundation

/// One value a template sees: text, a flag, a list or an object of named values. A closed enum,
/// so rendering switches over four cases instead of casting `Any` at every tag, and the context
/// can be printed as JSON for template authors.
public enum TemplateValue: Sendable, Equatable {
    case text(String)
    case flag(Bool)
    case list([TemplateValue])
    case object(TemplateValues)

    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    public var flag: Bool? {
        if case .flag(let flag) = self { flag } else { nil }
    }

    public var list: [TemplateValue]? {
        if case .list(let list) = self { list } else { nil }
    }

    public var object: TemplateValues? {
        if case .object(let object) = self { object } else { nil }
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
        case .object(let object): object.jsonObject
        }
    }
}

/// The named values of one object of a template's context: what `{{name}}` finds at one level.
public struct TemplateValues: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    private(set) var storage: [String: TemplateValue]

    public init() {
        storage = [:]
    }

    /// Builders write contexts as literals of plain Swift values; each is converted once, here.
    public init(dictionaryLiteral elements: (String, any TemplateValueConvertible)...) {
        storage = Dictionary(minimumCapacity: elements.count)
        for (key, value) in elements {
            storage[key] = value.templateValue
        }
    }

    /// Reading gives the stored `TemplateValue`; writing converts a plain Swift value.
    public subscript(key: String) -> (any TemplateValueConvertible)? {
        get { storage[key] }
        set { storage[key] = newValue?.templateValue }
    }

    /// The value named `key`, as rendering sees it.
    public func value(_ key: String) -> TemplateValue? {
        storage[key]
    }

    /// Adds `other`'s values; where both name one, `other`'s wins.
    public mutating func merge(_ other: TemplateValues) {
        storage.merge(other.storage) { $1 }
    }

    /// These values with `other`'s added; where both name one, `other`'s wins.
    public func merging(_ other: TemplateValues) -> TemplateValues {
        var merged = self
        merged.merge(other)
        return merged
    }

    public var keys: Dictionary<String, TemplateValue>.Keys {
        storage.keys
    }

    public var jsonObject: [String: Any] {
        storage.mapValues(\.jsonObject)
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
    /// A closure, not `map(\.templateValue)`: in this generic context the key path is built at
    /// run time on every call, which was 7% of a `generate` run.
    public var templateValue: TemplateValue { .list(map { $0.templateValue }) }
}
