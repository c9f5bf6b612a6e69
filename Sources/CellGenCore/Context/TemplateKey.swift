/// A name in a template's context with its hash, computed once: where a builder stores a value,
/// and where a template's tag is parsed. Looking a value up then compares hashes, and compares
/// names only when the hashes are equal; no `Hasher` runs while a file is rendered.
struct TemplateKey: Sendable, Hashable {
    let name: String
    /// FNV-1a over the name's UTF-8 bytes: context names are short ASCII words, for which it is
    /// several times cheaper than `Hasher`, and need no protection from chosen collisions.
    let hash: UInt64

    init(_ name: String) {
        self.name = name
        // Over the contiguous bytes: iterating `utf8` decodes a small string byte by byte.
        hash = name.utf8.withContiguousStorageIfAvailable(Self.hash) ?? Self.hash(Array(name.utf8))
    }

    private static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// The bit of a `TemplateValues.filter` this key sets.
    var filterBit: UInt64 { 1 &<< (hash &>> 58) }

    static func == (lhs: TemplateKey, rhs: TemplateKey) -> Bool {
        lhs.hash == rhs.hash && lhs.name == rhs.name
    }

    /// The hash computed once: a dictionary keyed by `TemplateKey` (the renderer's templates,
    /// looked up for every partial tag) hashes one word, not the name's bytes.
    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

/// A key written as a literal, for objects built from values already converted
/// (`TemplateValues(_:)` of `TemplateKey`/`TemplateValue` pairs): no existential per value.
extension TemplateKey: ExpressibleByStringLiteral {
    init(stringLiteral name: String) {
        self.init(name)
    }
}
