/// A unified diff (`diff -u` format, three lines of context) between two texts, for
/// `cellgen check`. The common start and end are set aside first; what remains is compared by
/// longest common subsequence when that is small, else shown as replaced whole, so time and
/// memory stay bounded for any file.
enum UnifiedDiff {
    static func make(from old: String, to new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        let edits = script(a, b)
        guard edits.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        for hunk in hunks(edits, context: context) {
            let oldStart = hunk.first.map { $0.oldIndex } ?? 0
            let newStart = hunk.first.map { $0.newIndex } ?? 0
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for edit in hunk {
                switch edit.kind {
                case .same: output += " \(a[edit.oldIndex])\n"
                case .delete: output += "-\(a[edit.oldIndex])\n"
                case .insert: output += "+\(b[edit.newIndex])\n"
                }
            }
        }
        return output
    }

    private struct Edit {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    private static func lines(_ text: String) -> [Substring] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// `start,count` with diff's conventions (1-based; the line before for an empty range).
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : "\(start + 1),\(count)"
    }

    /// Above this many line pairs the middle is shown as replaced rather than compared.
    static let maximumComparedPairs = 4_000_000

    private static func script(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var edits = (0..<prefix).map { Edit(kind: .same, oldIndex: $0, newIndex: $0) }
        let oldMiddle = prefix..<(a.count - suffix)
        let newMiddle = prefix..<(b.count - suffix)
        if oldMiddle.count * newMiddle.count > maximumComparedPairs {
            edits += oldMiddle.map { Edit(kind: .delete, oldIndex: $0, newIndex: newMiddle.lowerBound) }
            edits += newMiddle.map { Edit(kind: .insert, oldIndex: oldMiddle.upperBound, newIndex: $0) }
        } else {
            edits += lcsScript(Array(a[oldMiddle]), Array(b[newMiddle])).map {
                Edit(kind: $0.kind, oldIndex: $0.oldIndex + prefix, newIndex: $0.newIndex + prefix)
            }
        }
        edits += (0..<suffix).map {
            Edit(kind: .same, oldIndex: a.count - suffix + $0, newIndex: b.count - suffix + $0)
        }
        return edits
    }

    private static func lcsScript(_ a: [Substring], _ b: [Substring]) -> [Edit] {
        // Longest common subsequence lengths of suffixes, then one walk forward.
        var lengths = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(Edit(kind: .same, oldIndex: i, newIndex: j))
                i += 1
                j += 1
            } else if j < b.count, i == a.count || lengths[i][j + 1] > lengths[i + 1][j] {
                edits.append(Edit(kind: .insert, oldIndex: i, newIndex: j))
                j += 1
            } else {
                edits.append(Edit(kind: .delete, oldIndex: i, newIndex: j))
                i += 1
            }
        }
        return edits
    }

    /// Runs of changes with up to `context` unchanged lines around them; close runs merge.
    private static func hunks(_ edits: [Edit], context: Int) -> [[Edit]] {
        let changed = edits.indices.filter { edits[$0].kind != .same }
        var hunks: [[Edit]] = []
        var start = -1
        var end = -1
        for index in changed {
            if start >= 0, index - context <= end + context {
                end = index
            } else {
                if start >= 0 {
                    hunks.append(Array(edits[max(0, start - context)...min(edits.count - 1, end + context)]))
                }
                start = index
                end = index
            }
        }
        if start >= 0 { hunks.append(Array(edits[max(0, start - context)...min(edits.count - 1, end + context)])) }
        return hunks
    }
}
