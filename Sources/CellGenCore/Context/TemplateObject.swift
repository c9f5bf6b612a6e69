/// An object of a template's context that computes its values from the checked model when a
/// template looks a name up, instead of holding them as `TemplateValues` entries.
///
/// A screen's context is thousands of small objects (a row case, a view, an action, every field
/// of every generated struct), each looked up a few times by one render. Built as entries, each
/// cost a list of keys and values, conversions through existentials, every string of every key
/// whether a template read it or not, and a walk of the whole tree to free it after the render:
/// about a third of a `generate` run. Conforming types are classes holding what their values
/// are made from (usually parts of the checked model, which are shared references), so building
/// one is one allocation; a value is made when a template reads it, or once when the object is
/// built where templates read it more than once (counted per name, see docs/Performance.md).
///
/// To template authors nothing changes: a `TemplateValue` holds the object (`computed`), and
/// printing and comparing see the same names and values as entries would give (`keys`).
protocol TemplateObject: AnyObject, TemplateValueConvertible {
    /// The names this kind of object can hold, as the cases of an enum whose raw values are the
    /// names templates use.
    associatedtype Name: RawRepresentable<String>, CaseIterable, Sendable

    /// The table of `Name`'s cases, made once per process (`static let`).
    static var names: TemplateNames<Name> { get }

    /// The value of `name`, or nil where this object holds none (a template then looks further
    /// out, as for a name an object of entries does not hold).
    func value(of name: Name) -> TemplateValue?

    /// Writes the text of `name` into `writer` and gives true, for the texts this object writes
    /// itself; false, writing nothing, for every other name (`value(of:)` gives those). A
    /// variable tag then puts the text straight into the renderer's output: no `String` is built
    /// and freed for it. `value(of:)` gives such a text by writing it (`ByteWriter.text`), so the
    /// two cannot differ.
    func write(_ name: Name, into writer: inout ByteWriter) -> Bool

    // Given by the extension below; requirements so that a call through `any TemplateObject`
    // runs the conforming type's specialized code.

    /// The value named `key`.
    func value(_ key: TemplateKey) -> TemplateValue?
    /// What a variable tag naming `key` finds: the text written into `writer`, or a value.
    func lookUp(_ key: TemplateKey, writingInto writer: inout ByteWriter) -> TemplateLookup
    /// `TemplateNames.filter` of every name the type can hold.
    var filter: UInt64 { get }
    /// The names this object holds a value for, in `Name`'s order.
    var keys: [TemplateKey] { get }
}

extension TemplateObject {
    var templateValue: TemplateValue { .computed(ComputedValues(object: self)) }

    func value(_ key: TemplateKey) -> TemplateValue? {
        Self.names.name(of: key).flatMap(value(of:))
    }

    func write(_ name: Name, into writer: inout ByteWriter) -> Bool { false }

    func lookUp(_ key: TemplateKey, writingInto writer: inout ByteWriter) -> TemplateLookup {
        guard let name = Self.names.name(of: key) else { return .absent }
        if write(name, into: &writer) { return .written }
        return value(of: name).map(TemplateLookup.found) ?? .absent
    }

    var filter: UInt64 { Self.names.filter }

    var keys: [TemplateKey] {
        zip(Self.names.keys, Self.names.cases).compactMap { key, name in value(of: name) == nil ? nil : key }
    }
}

/// What a variable tag found in one object of the context.
enum TemplateLookup {
    /// The object wrote the text into the output itself.
    case written
    case found(TemplateValue)
    /// The object holds no value of that name: the lookup goes on outward.
    case absent
}

/// The names of a `TemplateObject` type, with their keys hashed once: what a lookup searches.
struct TemplateNames<Name: RawRepresentable<String> & CaseIterable & Sendable>: Sendable {
    /// `Name`'s cases, in declaration order, and their keys at the same positions.
    let cases: [Name]
    let keys: [TemplateKey]
    /// The `TemplateKey.filterBit` of every name, or-ed together, as in `TemplateValues`.
    let filter: UInt64

    init() {
        cases = Array(Name.allCases)
        keys = cases.map { TemplateKey($0.rawValue) }
        filter = keys.reduce(0) { $0 | $1.filterBit }
    }

    func name(of key: TemplateKey) -> Name? {
        guard filter & key.filterBit != 0, let index = keys.firstIndex(of: key) else { return nil }
        return cases[index]
    }
}
