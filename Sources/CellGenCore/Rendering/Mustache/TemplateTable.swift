/// The templates partial tags may include, found by the hash each tag's name was given when its
/// template was parsed (`TemplateKey.hash`). A table of its own: a `Dictionary` keyed by
/// `TemplateKey` ran `Hasher` over that hash again for every partial tag rendered (about 50 a
/// screen, 14.7 M instructions over the 1,000-screen corpus); here a lookup is a mask and a
/// compare or two.
struct TemplateTable: Sendable {
    private struct Slot: Sendable {
        var key: TemplateKey
        var template: ParsedTemplate
    }

    /// Open addressing: a power of two of slots, at most half of them used. A key goes in the
    /// first free slot from the one its hash's low bits name, so a lookup walks from there to
    /// the key or to a free slot.
    private let slots: [Slot?]
    private let mask: Int

    /// `templates` by name.
    init(_ templates: [String: ParsedTemplate]) {
        var size = 1
        while size < 2 * templates.count { size *= 2 }
        var slots = [Slot?](repeating: nil, count: size)
        // In name order, so the same templates always give the same table.
        for (name, template) in templates.sorted(by: { $0.key < $1.key }) {
            let key = TemplateKey(name)
            var index = Self.start(of: key, mask: size - 1)
            while slots[index] != nil { index = (index + 1) & (size - 1) }
            slots[index] = Slot(key: key, template: template)
        }
        self.slots = slots
        mask = size - 1
    }

    subscript(key: TemplateKey) -> ParsedTemplate? {
        var index = Self.start(of: key, mask: mask)
        while let slot = slots[index] {
            if slot.key == key { return slot.template }
            index = (index + 1) & mask
        }
        return nil
    }

    private static func start(of key: TemplateKey, mask: Int) -> Int {
        Int(truncatingIfNeeded: key.hash) & mask
    }
}
