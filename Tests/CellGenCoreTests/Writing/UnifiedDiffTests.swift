@testable import CellGenCore
import Testing

@Suite("unified diff")
struct UnifiedDiffTests {
    @Test("a changed line with context")
    func changedLine() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(UnifiedDiff.make(from: old, to: new, oldName: "a/F", newName: "b/F") == """
            --- a/F
            +++ b/F
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test("a new file and equal files")
    func newAndEqual() {
        #expect(UnifiedDiff.make(from: "", to: "a\nb\n", oldName: "/dev/null", newName: "b/F") == "--- /dev/null\n+++ b/F\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        #expect(UnifiedDiff.make(from: "same\n", to: "same\n", oldName: "a", newName: "b").isEmpty)
    }
}
