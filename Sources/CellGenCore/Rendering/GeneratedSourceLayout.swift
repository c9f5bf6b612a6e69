import Foundation

/// Lays out rendered text the way every generated file looks, whatever the templates'
/// whitespace: indentation recomputed from brackets (4 spaces a level, `case` at the level of
/// its `switch`), no trailing spaces, no blank line after an opening or before a closing line,
/// never two blank lines in a row, exactly one newline at the end.
///
/// Templates therefore need not track indentation, and partials can be included at any depth.
/// It works on UTF-8 bytes: every byte it looks at is ASCII, and it runs over every line of
/// every generated file, where going through `Character`s cost more than rendering itself.
enum GeneratedSourceLayout {
    static func normalize(_ text: String) -> String {
        var text = text
        return String(decoding: text.withUTF8(normalize), as: UTF8.self)
    }

    /// Rendered bytes laid out, as the file's bytes.
    static func normalize(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var output = ByteWriter(capacity: input.count + input.count / 4)
        var brackets = BracketStack()
        var lineNumber = 0
        var lastLine: Range<Int>?
        var start = 0
        while start <= input.count {
            let end = endOfLine(in: input, from: start)
            var first = start
            var last = end
            while first < last, input[first].isBlank { first += 1 }
            while last > first, input[last - 1].isBlank { last -= 1 }
            let line = UnsafeBufferPointer(rebasing: input[first..<last])
            start = end + 1
            if line.isEmpty {
                // One blank line at most, and none right after an opening line.
                if let previous = lastLine, !previous.isEmpty, output[previous.upperBound - 1] != UInt8(ascii: "{") {
                    output.append(UInt8.newline)
                    lastLine = output.count..<output.count
                }
                continue
            }
            let level = brackets.levelOfLine(startingWith: line)
            if line.isClosing, let previous = lastLine, previous.isEmpty {
                output.removeLast()
            }
            output.append(UInt8(ascii: " "), count: 4 * level)
            let lineStart = output.count
            output.append(line)
            output.append(UInt8.newline)
            lastLine = lineStart..<(output.count - 1)
            lineNumber += 1
            brackets.consume(line, lineNumber: lineNumber)
        }
        while output.count >= 2, output[output.count - 1] == .newline, output[output.count - 2] == .newline {
            output.removeLast()
        }
        if output.count == 0 { output.append(UInt8.newline) }
        return output.bytes
    }

    /// The index of the first newline at or after `start`, or the end: `memchr`, which looks at
    /// many bytes at a time where `firstIndex(of:)` looked at one.
    private static func endOfLine(in input: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard start < input.count, let base = input.baseAddress,
            let found = memchr(base + start, Int32(UInt8.newline), input.count - start)
        else { return input.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }
}

/// The brackets open at the end of each line so far. Several brackets opened on one line (as in
/// `f(.init(`) indent the lines after it by one level only.
struct BracketStack {
    private struct Opener {
        var line: Int
        var isSwitch: Bool
    }

    private var openers: [Opener] = []

    /// The indentation level of a line. A line starting with closers closes them first and
    /// stands at the level of the line that opened the last of them.
    mutating func levelOfLine(startingWith line: UnsafeBufferPointer<UInt8>) -> Int {
        var closedLine: Int?
        for byte in line {
            guard byte.isCloser, let opener = openers.popLast() else { break }
            closedLine = opener.line
        }
        var level = distinctLines(excluding: closedLine)
        // Only lines starting with `c`, `d` or `@` can be labels: most lines compare nothing.
        let isCaseLabel: Bool
        switch line.first {
        case UInt8(ascii: "c"): isCaseLabel = line.hasPrefix("case ")
        case UInt8(ascii: "d"): isCaseLabel = line.hasPrefix("default:")
        case UInt8(ascii: "@"): isCaseLabel = line.hasPrefix("@unknown default:")
        default: isCaseLabel = false
        }
        if isCaseLabel, openers.last?.isSwitch == true { level -= 1 }
        return max(level, 0)
    }

    /// Records the brackets of a line, after its leading closers, outside strings and comments.
    mutating func consume(_ line: UnsafeBufferPointer<UInt8>, lineNumber: Int) {
        // Looked for only on a line that opens a brace: searching every line cost more than the rest.
        var isSwitch: Bool?
        var index = line.firstIndex { !$0.isCloser } ?? line.count
        var inString = false
        Self.bracketBytes.withUnsafeBufferPointer { mattersToBrackets in
            while index < line.count {
                // Most bytes are letters and spaces, skipped in this tight loop: a `//` is found
                // by looking back one byte, so nothing is kept for the bytes skipped.
                if !inString {
                    while index < line.count, !mattersToBrackets[Int(line[index])] { index += 1 }
                    guard index < line.count else { return }
                }
                let byte = line[index]
                index += 1
                if inString {
                    if byte == UInt8(ascii: "\\") {
                        index += 1
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "/") where index >= 2 && line[index - 2] == UInt8(ascii: "/"): return
                case UInt8(ascii: "{"):
                    let opensSwitch = isSwitch ?? (line.hasPrefix("switch ") || line.contains(" switch ", anchoredAt: 2))
                    isSwitch = opensSwitch
                    openers.append(Opener(line: lineNumber, isSwitch: opensSwitch))
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    openers.append(Opener(line: lineNumber, isSwitch: false))
                case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
                    if !openers.isEmpty { openers.removeLast() }
                default: break
                }
            }
        }
    }

    /// For each byte value, whether it is a quote, backslash, slash or bracket: the bytes
    /// `consume` acts on.
    private static let bracketBytes: [Bool] = (0...255).map { byte in
        "\"\\/{}()[]".utf8.contains(UInt8(byte))
    }

    private func distinctLines(excluding excludedLine: Int?) -> Int {
        var count = 0
        var lastLine = -1
        for opener in openers where opener.line != lastLine && opener.line != excludedLine {
            count += 1
            lastLine = opener.line
        }
        return count
    }
}

extension UInt8 {
    fileprivate var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
    fileprivate var isCloser: Bool {
        self == UInt8(ascii: "}") || self == UInt8(ascii: ")") || self == UInt8(ascii: "]")
    }
}

extension UnsafeBufferPointer<UInt8> {
    fileprivate var isClosing: Bool {
        guard let first else { return false }
        return first.isCloser || (first == UInt8(ascii: "#") && hasPrefix("#endif"))
    }

    /// Compared with `memcmp`: `starts(with: "...".utf8)` went through `String.UTF8View`'s
    /// generic collection calls for every line, and `elementsEqual` through an iterator.
    fileprivate func hasPrefix(_ text: StaticString) -> Bool {
        matches(text, at: 0)
    }

    /// Looked for where its byte at `anchor` is (`memchr`), not at every offset. The anchor is
    /// a byte rarer than the first: for ` switch ` the `w`, where looking for its space stopped
    /// at every word of every line that opens a brace (576,000 `memchr` calls a 1,000-screen run).
    fileprivate func contains(_ text: StaticString, anchoredAt anchor: Int) -> Bool {
        guard let base = baseAddress, anchor < text.utf8CodeUnitCount else { return false }
        let anchorByte = Int32(text.utf8Start[anchor])
        // `offset` is where the anchor byte may be; the text would start `anchor` bytes before.
        var offset = anchor
        while offset - anchor + text.utf8CodeUnitCount <= count,
            let found = memchr(base + offset, anchorByte, count - offset)
        {
            offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if matches(text, at: offset - anchor) { return true }
            offset += 1
        }
        return false
    }

    private func matches(_ text: StaticString, at offset: Int) -> Bool {
        guard let base = baseAddress else { return text.utf8CodeUnitCount == 0 }
        return offset + text.utf8CodeUnitCount <= count
            && memcmp(base + offset, text.utf8Start, text.utf8CodeUnitCount) == 0
    }
}
