/// The values of one action in `actions`: its `Action` case, the handler's method and the
/// selector that sends it. A `TemplateObject` holding its values, made once when it is built:
/// the action enum, the handler protocol, its `send(to:)` and the selector map each read them
/// (made on every lookup they cost more than the entries did).
final class ActionCaseValues: TemplateObject {
    enum Name: String, CaseIterable {
        case caseName, docLines, casePayload, methodName, methodParameters, sendPattern, sendArguments
        case selectorMethod
    }

    static let names = TemplateNames<Name>()

    private let caseName: String
    private let docLines: TemplateValue
    private let casePayload: String
    private let methodParameters: String
    private let sendPattern: String
    private let sendArguments: String
    private let selectorMethod: String

    init(_ action: Action, in screen: Screen) {
        let parts = ActionValues.payloadParts(action, in: screen)
        caseName = Spelling.member(action.name)
        docLines = .list(Spelling.doc(action.doc).map(TemplateValue.text))
        // The row comes first and unlabeled: `.call(row, context: context)`.
        casePayload = ByteWriter.text { payload in
            for (index, part) in parts.enumerated() {
                payload.append(index == 0 ? "(" : ", ")
                if index > 0 {
                    payload.append(part.label)
                    payload.append(": ")
                }
                payload.append(part.type)
            }
            if !parts.isEmpty { payload.append(UInt8(ascii: ")")) }
        }
        methodParameters = ActionValues.methodParameters(parts)
        sendPattern = ActionValues.casePattern(action, parts: parts)
        sendArguments = ByteWriter.joined(parts.enumerated(), separator: ", ") { item, arguments in
            arguments.append(item.element.label)
            if item.offset > 0 {
                arguments.append(": ")
                arguments.append(item.element.label)
            }
        }
        selectorMethod = Spelling.member(
            GeneratedNames.selectorMethod(
                screen: screen.name, action: action.name, shared: screen.dispatch.selectors == .shared))
    }

    func value(of part: Name) -> TemplateValue? {
        part == .docLines ? docLines : .text(ByteWriter.text { _ = write(part, into: &$0) })
    }

    /// Every text, written where a variable tag reads it.
    func write(_ part: Name, into writer: inout ByteWriter) -> Bool {
        switch part {
        case .caseName, .methodName: writer.append(caseName)
        case .docLines: return false
        case .casePayload: writer.append(casePayload)
        case .methodParameters: writer.append(methodParameters)
        case .sendPattern: writer.append(sendPattern)
        case .sendArguments: writer.append(sendArguments)
        case .selectorMethod: writer.append(selectorMethod)
        }
        return true
    }
}
