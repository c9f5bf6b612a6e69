/// One case of a generated `switch`: its pattern (`.row(let viewModel)`, or case names joined
/// by commas) and the expression it gives. Built for every row case of several switches of each
/// screen (selection, swipes, menus, heights, appearances): one object, where a `pattern` and
/// `result` literal was a list of two entries whose keys were hashed each time.
final class SwitchCase: TemplateObject {
    enum Name: String, CaseIterable {
        case pattern, result
    }

    static let names = TemplateNames<Name>()

    let pattern: String
    let result: String

    init(pattern: String, result: String) {
        self.pattern = pattern
        self.result = result
    }

    func value(of name: Name) -> TemplateValue? {
        .text(ByteWriter.text { _ = write(name, into: &$0) })
    }

    /// Both are texts, written where a variable tag reads them.
    func write(_ name: Name, into writer: inout ByteWriter) -> Bool {
        switch name {
        case .pattern: writer.append(pattern)
        case .result: writer.append(result)
        }
        return true
    }
}
