/// A quick, conservative test of whether a name may be one of a set of names: for each length,
/// the first bytes of the names of that length, one bit each (the low six bits of the byte, so
/// `A` and `a` share one). A name it rejects is not in the set; one it accepts may be. Most
/// names looked up are in no set, and this says so without hashing them.
struct NameShapes: Sendable {
    private var shapes: [UInt64] = []

    init(_ names: some Sequence<String>) {
        for name in names {
            guard let first = name.utf8.first else { continue }
            let length = name.utf8.count
            if shapes.count <= length { shapes += Array(repeating: 0, count: length + 1 - shapes.count) }
            shapes[length] |= UInt64(1) << (first & 63)
        }
    }

    func mayContain(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first, utf8.count < shapes.count else { return false }
        return shapes[utf8.count] & (UInt64(1) << (first & 63)) != 0
    }
}
