/// Eight bytes of text tested at once, as one 64-bit word (the first byte lowest): for loops
/// that look at every byte of a text for a few rare ones, where a test a byte cost more than
/// the rest of their work. The tests are exact for the word as a whole: a byte's top bit in an
/// intermediate result may be off where a lower byte matched, but never all of them.
struct ASCIIWord {
    private let bits: UInt64

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let tops: UInt64 = 0x8080_8080_8080_8080

    /// The eight bytes at `address`, which need not be aligned.
    init(at address: UnsafePointer<UInt8>) {
        bits = UInt64(littleEndian: UnsafeRawPointer(address).loadUnaligned(as: UInt64.self))
    }

    /// Whether every byte is printable ASCII (a space through `~`) and none is `*`.
    var isPrintableWithoutStar: Bool {
        // A byte below 0x20 borrows into its top bit, which it did not have.
        let control = (bits &- 0x20 &* Self.ones) & ~bits & Self.tops
        // A byte above 0x7E has its top bit, or gets it from adding 1.
        let beyondTilde = ((bits &+ Self.ones) | bits) & Self.tops
        let starred = bits ^ (UInt64(UInt8(ascii: "*")) &* Self.ones)
        let star = (starred &- Self.ones) & ~starred & Self.tops
        return control | beyondTilde | star == 0
    }

    /// The offset of the last byte that is not a space, or nil if all eight are spaces.
    var lastNonSpace: Int? {
        let spacesZeroed = bits ^ (UInt64(UInt8(ascii: " ")) &* Self.ones)
        // The top bit of each byte set where it is not zero: its low seven bits plus 0x7F carry
        // into it unless they are all clear, and its own top bit counts as it is.
        let low = Self.ones &* 0x7F
        let nonZero = (((spacesZeroed & low) &+ low) | spacesZeroed) & Self.tops
        guard nonZero != 0 else { return nil }
        return 7 - nonZero.leadingZeroBitCount / 8
    }
}
