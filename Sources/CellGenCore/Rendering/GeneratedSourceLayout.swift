/// Lays out rendered text the way every generated file looks, whatever the templates'
/// whitespace: indentation recomputed from brackets (4 spaces a level, `case` at the level of
/// its `switch`), no trailing spaces, no blank line after an opening or before a closing line,
/// never two blank lines in a row, exactly one newline at the end.
///
/// Templates therefore need not track indentation, and partials can be included at any depth.
enum GeneratedSourceLayout {
    static func normalize(_ text: String) -> String {
        var output: [String] = []
        var brackets = BracketStack()
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
            let trimmed = String(line)
            if trimmed.isEmpty {
                if let last = output.last, !last.isEmpty, !last.hasSuffix("{") { output.append("") }
                continue
            }
            let level = brackets.levelOfLine(startingWith: trimmed)
            if isClosing(trimmed), output.last?.isEmpty == true { output.removeLast() }
            output.append(String(repeating: "    ", count: level) + trimmed)
            brackets.consume(trimmed, lineNumber: output.count)
        }
        while output.last?.isEmpty == true { output.removeLast() }
        return output.joined(separator: "\n") + "\n"
    }

    private static func isClosing(_ line: String) -> Bool {
        line.first.map { "})]".contains($0) } == true || line.hasPrefix("#endif")
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
    mutating func levelOfLine(startingWith line: String) -> Int {
        var closedLine: Int?
        for character in line {
            guard "})]".contains(character), let opener = openers.popLast() else { break }
            closedLine = opener.line
        }
        var level = distinctLines(excluding: closedLine)
        let isCaseLabel = line.hasPrefix("case ") || line.hasPrefix("default:") || line.hasPrefix("@unknown default:")
        if isCaseLabel, openers.last?.isSwitch == true { level -= 1 }
        return max(level, 0)
    }

    /// Records the brackets of a line, after its leading closers, outside strings and comments.
    mutating func consume(_ line: String, lineNumber: Int) {
        let isSwitch = line.hasPrefix("switch ") || line.contains(" switch ")
        var characters = line.drop { "})]".contains($0) }.makeIterator()
        var inString = false
        var previous: Character = " "
        while let character = characters.next() {
            if inString {
                if character == "\\" {
                    _ = characters.next()
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "/" where previous == "/": return
            case "{", "(", "[": openers.append(Opener(line: lineNumber, isSwitch: isSwitch && character == "{"))
            case "}", ")", "]": if !openers.isEmpty { openers.removeLast() }
            default: break
            }
            previous = character
        }
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
