@testable import CellGenCore
import Testing

@Suite("scaffolded views")
struct ScaffoldViewTests {
    @Test("fields get views by type; names UIKit cells already have are avoided")
    func fieldViews() {
        let view = ScaffoldView(fields: [
            Field(name: "text", type: "String"), Field(name: "isOn", type: "Bool"), Field(name: "image", type: "URL?"),
            Field(name: "count", type: "Int?"),
        ], events: [])
        #expect(view.elements.map(\.property) == ["textValueLabel", "isOnSwitch", "imageValueView", "countLabel"])
        #expect(view.elements.map(\.type) == ["UILabel", "UISwitch", "UIImageView", "UILabel"])
        #expect(view.elements[3].configureLines == ["countLabel.text = viewModel.count.map { String(describing: $0) }"])
    }

    @Test("events reuse the matching field's control, or get their own")
    func eventControls() {
        let toggle = ScaffoldView(fields: [Field(name: "title", type: "String"), Field(name: "isOn", type: "Bool")],
                                  events: [Event(name: "toggled", payloadType: "Bool")])
        #expect(toggle.elements.map(\.property) == ["titleLabel", "isOnSwitch"])
        #expect(toggle.elements[1].setupLines.contains("self.onToggled?(self.isOnSwitch.isOn)"))

        let button = ScaffoldView(fields: [Field(name: "title", type: "String")], events: [Event(name: "tap", payloadType: nil)])
        #expect(button.elements.map(\.property) == ["tapButton"])
        #expect(button.elements[0].configureLines == ["tapButton.setTitle(viewModel.title, for: .normal)"])

        let custom = ScaffoldView(fields: [], events: [Event(name: "picked", payloadType: "Color")])
        #expect(custom.elements.isEmpty)
        #expect(custom.senders.map(\.name) == ["sendPicked"])
    }
}
