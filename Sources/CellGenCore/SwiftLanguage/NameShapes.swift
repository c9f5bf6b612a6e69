/// A quick, conservative test of whether a name may be one of a set of names: for each length,
/// the first bytes and the last bytes of the names of that length, one bit each (the low six
/// bits of the byte, so `A` and `a` share one). A name it rejects is not in the set; one it
/// accepts may be. Most names looked up are in no set, and this says so without hashing them.
///
/// The last byte too: by length and first byte alone, most of a spec's field names (`title`,
/// `subtitle`, `isOn`) looked like some keyword (`throw`, `subscript`, `init`) and were hashed.
struct NameShapes: Sendable {
    private struct Shape: Sendable {
        var firsts: UInt64 = 0
        var lasts: UInt64 = 0
    }

    private var shapes: [Shape] = []

    init(_ names: some Sequence<String>) {
        for name in names {
            guard let first = name.utf8.first, let last = name.utf8.last else { continue }
            let length = name.utf8.count
            if shapes.count <= length { shapes += Array(repeating: Shape(), count: length + 1 - shapes.count) }
            shapes[length].firsts |= Self.bit(first)
            shapes[length].lasts |= Self.bit(last)
        }
    }

    func mayContain(_ name: String) -> Bool {
        // Over the contiguous bytes: the `utf8` view's `first`, `last` and `count` each decode
        // the string's representation again.
        name.utf8.withContiguousStorageIfAvailable { bytes in
            guard let first = bytes.first, let last = bytes.last, bytes.count < shapes.count else { return false }
            let shape = shapes[bytes.count]
            return shape.firsts & Self.bit(first) != 0 && shape.lasts & Self.bit(last) != 0
        } ?? true
    }

    private static func bit(_ byte: UInt8) -> UInt64 {
        UInt64(1) << (byte & 63)
    }
}
