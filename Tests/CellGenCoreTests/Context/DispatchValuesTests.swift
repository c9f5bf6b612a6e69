@testable import CellGenCore
import Testing

/// The doc comment of a data source's `send(_:from:)` names where an action goes, in the order
/// the generated code delivers it, for every combination of `dispatch`, and that
/// `actionSourceView` is the sender meanwhile.
@Suite("dispatch values")
struct DispatchValuesTests {
    @Test("send's doc comment follows the delivery order", arguments: [
        (true, true, true, ["/// Delivers an action as the spec's `dispatch` says: to its closure, then to `handler`, or up the",
                            "/// responder chain from `sender` when there is no handler."]),
        (false, true, true, ["/// Delivers an action as the spec's `dispatch` says: to `handler`, or up the",
                             "/// responder chain from `sender` when there is no handler."]),
        (true, false, true, ["/// Delivers an action as the spec's `dispatch` says: to its closure, then up the",
                             "/// responder chain from `sender`."]),
        (false, false, true, ["/// Delivers an action as the spec's `dispatch` says: up the", "/// responder chain from `sender`."]),
        (true, true, false, ["/// Delivers an action as the spec's `dispatch` says: to its closure, then to `handler`."]),
        (false, true, false, ["/// Delivers an action as the spec's `dispatch` says: to `handler`."]),
    ] as [(Bool, Bool, Bool, [String])])
    func sendDoc(closures: Bool, handler: Bool, selectors: Bool, expected: [String]) {
        let source = "/// `actionSourceView` is `sender` (a view) meanwhile."
        #expect(DispatchValues.sendDoc(closures: closures, handler: handler, selectors: selectors) == expected + [source])
    }
}
