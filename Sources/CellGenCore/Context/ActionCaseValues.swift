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

    private let caseName: TemplateValue
    private let docLines: TemplateValue
    private let casePayload: TemplateValue
    private let methodParameters: TemplateValue
    private let sendPattern: TemplateValue
    private let sendArguments: TemplateValue
    private let selectorMethod: TemplateValue

    init(_ action: Action, in screen: Screen) {
        let parts = ActionValues.payloadParts(action, in: screen)
        caseName = .text(Spelling.member(action.name))
        docLines = .list(Spelling.doc(action.doc).map(TemplateValue.text))
        // The row comes first and unlabeled: `.call(row, context: context)`.
        let labeled = parts.enumerated().map { index, part in index == 0 ? part.type : "\(part.label): \(part.type)" }
        casePayload = .text(parts.isEmpty ? "" : "(\(labeled.joined(separator: ", ")))")
        methodParameters = .text(ActionValues.methodParameters(parts))
        sendPattern = .text(ActionValues.casePattern(action, parts: parts))
        sendArguments = .text(
            parts.enumerated().map { index, part in index == 0 ? part.label : "\(part.label): \(part.label)" }
                .joined(separator: ", "))
        selectorMethod = .text(
            Spelling.member(
                GeneratedNames.selectorMethod(
                    screen: screen.name, action: action.name, shared: screen.dispatch.selectors == .shared)))
    }

    func value(of part: Name) -> TemplateValue? {
        switch part {
        case .caseName, .methodName: caseName
        case .docLines: docLines
        case .casePayload: casePayload
        case .methodParameters: methodParameters
        case .sendPattern: sendPattern
        case .sendArguments: sendArguments
        case .selectorMethod: selectorMethod
        }
    }
}
