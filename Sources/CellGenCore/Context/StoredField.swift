/// One field of a generated struct as `stored-properties` lays it out: its escaped name, its
/// type and its default value. Every field of every view-model, input and context struct is one
/// (about 52 per screen of the benchmark corpus): one object, where three entries were a list.
final class StoredField: TemplateObject {
    enum Name: String, CaseIterable {
        case name, type, defaultValue
    }

    static let names = TemplateNames<Name>()

    /// Escaped once: templates read it up to twice (the property, and the initializer's body).
    private let escapedName: String
    private let type: String
    private let defaultValue: String?

    init(_ field: Field, defaultValue: String?) {
        escapedName = Spelling.member(field.name)
        type = field.type
        self.defaultValue = defaultValue
    }

    func value(of name: Name) -> TemplateValue? {
        switch name {
        case .name, .type: .text(ByteWriter.text { _ = write(name, into: &$0) })
        // A list of one or none, so a field without one never finds an outer `defaultValue`.
        case .defaultValue: .list(defaultValue.map { [.text($0)] } ?? [])
        }
    }

    /// The name and the type, written where a variable tag reads them.
    func write(_ name: Name, into writer: inout ByteWriter) -> Bool {
        switch name {
        case .name: writer.append(escapedName)
        case .type: writer.append(type)
        case .defaultValue: return false
        }
        return true
    }
}
