@testable import CellGenCore
import Testing

@Suite("spec decoder")
struct SpecDecoderTests {
    private func decode(_ text: String) -> SpecDecoder.Decoded {
        let root = YAMLDocumentReader().read(Array(text.utf8), file: "Showcase.screen.yml").root!
        return SpecDecoder().decode(root, file: "Showcase.screen.yml")
    }

    @Test("every key of the language decodes into typed values")
    func everyKey() throws {
        let spec = try #require(decode("""
            screen: Showcase
            list: collection
            access: public
            imports: [Foundation]
            cells:
              Product:
                class: ProductCell
                fields: { id: String, tags: [String], prices: [String: Decimal] }
                identity: [id]
                select: open
                height: { estimated: 80 }
                register: nib
                events: { tap: ~, edited: String }
                selectable: true
              Splitter:
                height: 1.5
            headers:
              Banner:
                class: BannerView
                fields: { title: String }
                height: automatic
                register: class
            sections:
              - id: results
                header: { view: Banner }
                footer: Prices include VAT
                repeated: true
                context: { phone: String }
                rows:
                  - { cell: Product, id: product, repeated: true, on: { tap: open } }
            actions:
              open: Open it
            """).spec)
        #expect(spec.list?.value == .collection)
        #expect(spec.access?.value == .public)
        #expect(spec.imports.map(\.value) == ["Foundation"])
        let product = spec.cells[0]
        #expect(product.className?.value == "ProductCell")
        #expect(product.fields.map(\.type.value) == ["String", "[String]", "[String: Decimal]"])
        #expect(product.identity?.map(\.value) == ["id"])
        #expect(product.height?.value == .estimated(80))
        #expect(product.register?.value == .nib)
        #expect(product.events.map(\.payload?.value) == [nil, "String"])
        #expect(product.selectable?.value == .fixed(true))
        #expect(spec.cells[1].height?.value == .fixed(1.5))
        #expect(spec.cells[1].fields.isEmpty)
        #expect(spec.headers[0].height?.value == .automatic)
        let section = spec.sections[0]
        guard case .view(let header, let bindings)? = section.header?.value else {
            Issue.record("the header is not a view")
            return
        }
        #expect(header.value == "Banner" && bindings.isEmpty)
        #expect(section.footer?.value == .title("Prices include VAT"))
        #expect(section.repeated?.value == true)
        #expect(section.context.map(\.name.value) == ["phone"])
        #expect(section.rows[0].bindings.map { "\($0.event.value)->\($0.action.value)" } == ["tap->open"])
        #expect(spec.actions.map(\.doc.value) == ["Open it"])
    }

    @Test("scalars are typed by the schema: 'no' is text where text is expected")
    func schemaTyping() throws {
        let spec = try #require(decode("""
            screen: Showcase
            cells: { A: { fields: { no: Bool } } }
            sections: [{ id: main, header: no, rows: [{ cell: A }] }]
            """).spec)
        #expect(spec.cells[0].fields[0].name.value == "no")
        #expect(spec.sections[0].header?.value == .title("no"))
    }
}
