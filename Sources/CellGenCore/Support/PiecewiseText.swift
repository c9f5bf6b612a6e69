/// A string interpolation made by copying each piece's UTF-8 bytes into one buffer and making
/// one `String` of them at the end: `String(pieces: "rows.append(.\(name)(\(argument)))")`.
///
/// `String`'s own interpolation appends each piece to a growing `String`, checking uniqueness,
/// capacity and its flags every time: about 380 instructions a piece, and the context's
/// builders make several hundred thousand pieces a run (6% of a `generate`). Copying bytes
/// took a third of that for a statement of seven pieces (1,300 against 3,700 instructions) and
/// the same for a text of up to 15 bytes, which `String` keeps inline. For the builders that
/// run for every row case, action and view; pieces are `String`s, literals `StaticString`s.
struct PiecewiseText: ExpressibleByStringInterpolation {
    fileprivate let text: String

    init(stringLiteral literal: StaticString) {
        text = literal.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    }

    init(stringInterpolation: Pieces) {
        text = String(decoding: UnsafeBufferPointer(start: stringInterpolation.base, count: stringInterpolation.count), as: UTF8.self)
        stringInterpolation.base.deallocate()
    }

    /// The buffer the pieces are copied into. The compiler makes one per interpolation, appends
    /// its pieces and hands it to `init(stringInterpolation:)`, which frees it: nothing else
    /// holds one, so its memory has one owner although the struct can be copied.
    struct Pieces: StringInterpolationProtocol {
        fileprivate var base: UnsafeMutablePointer<UInt8>
        fileprivate var count = 0
        private var capacity: Int

        init(literalCapacity: Int, interpolationCount: Int) {
            // Room for the literals and a name per interpolation: most texts never grow.
            capacity = max(literalCapacity + 16 * interpolationCount, 16)
            base = .allocate(capacity: capacity)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { append($0) }
        }

        mutating func appendInterpolation(_ piece: String) {
            // In place where the string's bytes are contiguous (native and small strings).
            if piece.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
                var piece = piece
                piece.withUTF8 { append($0) }
            }
        }

        private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
            if count + bytes.count > capacity {
                let grown = max(count + bytes.count, 2 * capacity)
                let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
                new.initialize(from: base, count: count)
                base.deallocate()
                base = new
                capacity = grown
            }
            (base + count).initialize(from: source, count: bytes.count)
            count += bytes.count
        }
    }
}

extension String {
    /// The text of an interpolation built by `PiecewiseText`.
    init(pieces: PiecewiseText) {
        self = pieces.text
    }
}
