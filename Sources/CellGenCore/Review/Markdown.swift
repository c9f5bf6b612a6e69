/// Spec text put into Markdown: what `cellgen describe` and `cellgen diff` print for pull
/// requests. Titles come from specs and may hold anything, so nothing in them may read as markup.
enum Markdown {
    /// `text` as literal Markdown: characters Markdown would read as markup are escaped, and line
    /// breaks, which would end a table row, become spaces.
    static func text(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "~", "[", "]", "<", ">", "#", "&": result += "\\\(character)"
            case "\n", "\r", "\r\n", "\t": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// `code` in a code span, with as many backticks around it as it needs (CommonMark).
    static func code(_ code: String) -> String {
        let flat = code.replacingOccurrences(of: "\n", with: " ")
        var longest = 0
        var run = 0
        for character in flat {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + padding + flat + padding + fence
    }

    /// A table: a header row, its rule, and the rows (cells already Markdown). A `|` in a cell,
    /// in a code span too, is escaped so it does not end the cell (GitHub's tables).
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        let cells = rows.map { $0.map { $0.replacingOccurrences(of: "|", with: "\\|") } }
        return ([header, header.map { _ in "---" }] + cells).map { "| " + $0.joined(separator: " | ") + " |" }.joined(
            separator: "\n")
    }
}
