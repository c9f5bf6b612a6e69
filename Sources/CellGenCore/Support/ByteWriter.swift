import Foundation

/// A growing buffer of bytes that appends a run of bytes with one `memcpy`. The renderer
/// appends every piece of text and every value of every generated file, and the layout every
/// line (its indentation, its text, its newline); `Array.append(contentsOf:)` spent about 90
/// instructions around each copy (uniqueness, capacity, the generic `_copyContents`), more
/// than copying a typical piece.
///
/// Noncopyable, so the memory has one owner, which frees it.
struct ByteWriter: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The byte at `index`, which must be below `count`.
    subscript(index: Int) -> UInt8 {
        precondition(index >= 0 && index < count)
        return base[index]
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Read in place: `withUTF8` needs a mutable copy, which retained and released the text of
    /// every value the renderer wrote.
    mutating func append(_ text: String) {
        let appended: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if appended == nil {
            var text = text
            text.withUTF8 { append($0) }
        }
    }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// `byte` `count` times: a line's indentation.
    mutating func append(_ byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// `bytes` put in front of the byte at `index` (at most `count`), the rest moved after them.
    mutating func insert(_ bytes: [UInt8], at index: Int) {
        precondition(index >= 0 && index <= count)
        guard !bytes.isEmpty else { return }
        reserve(bytes.count)
        (base + index + bytes.count).update(from: base + index, count: count - index)
        bytes.withUnsafeBufferPointer { (base + index).update(from: $0.baseAddress!, count: $0.count) }
        count += bytes.count
    }

    mutating func removeLast() {
        precondition(count > 0)
        count -= 1
    }

    /// `body` over the bytes written, in place.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The text `body` writes, as a `String`: for a text made by the same code that writes it
    /// into a renderer's output (`TemplateObject.write(_:into:)`).
    static func text(_ body: (inout ByteWriter) -> Void) -> String {
        var writer = ByteWriter(capacity: 32)
        body(&writer)
        return writer.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The texts `write` writes for each of `items`, with `separator` between them: a list joined
    /// as it is written, where an array of strings built, joined and freed took about a thousand
    /// instructions a list (`joined(separator:)` alone 850).
    static func joined<Items: Sequence>(
        _ items: Items, separator: StaticString, _ write: (Items.Element, inout ByteWriter) -> Void
    ) -> String {
        text { writer in
            var isFirst = true
            for item in items {
                if !isFirst { separator.withUTF8Buffer { writer.append($0) } }
                isFirst = false
                write(item, &writer)
            }
        }
    }

    /// The bytes written, as an array (one copy).
    var bytes: [UInt8] {
        // Not `Array(UnsafeBufferPointer)`, which copied through the generic collection path.
        [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            buffer.baseAddress!.initialize(from: base, count: count)
            initialized = count
        }
    }

    /// Room for `more` bytes after `count`, doubling the capacity when it grows.
    private mutating func reserve(_ more: Int) {
        guard count + more > capacity else { return }
        let grown = max(count + more, 2 * capacity)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        new.initialize(from: base, count: count)
        base.deallocate()
        base = new
        capacity = grown
    }
}
