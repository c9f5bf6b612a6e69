import Testing
@testable import CellGenCore

/// The findings of `scripts/keyword-probe.sh` (Swift 6.3.1, Swift 6 mode, warnings count as
/// failures), restated one word at a time. The table is the script's `findings.txt` verbatim:
/// after a compiler update, re-run the script from the package root; it diffs its new findings
/// against this table.
///
/// What the table says, in words:
/// - Reserved words need backticks as type names and as members; as argument labels all of them
///   work plain, and backticks there earn a warning ("keyword does not need to be escaped").
/// - Illegal as type names even in backticks: `Type` and `Protocol` (`Screen.Type` is always the
///   metatype in an expression), and `self` (`` `self`() `` inside the namespace calls the
///   namespace).
/// - Illegal as members: `Type`, `Protocol` (`Model.Type` again), `Self` (`Self.Self`), `self`
///   (an initializer cannot take a parameter named `self`), `none` (`.none` in an optional
///   context warns that it means `Optional.none`), `let` and `var` (illegal as labels).
/// - Illegal as argument labels: `let` and `var` (a warning either way); `inout` needs backticks.
/// - Contextual keywords are plain almost everywhere; as type names `any`, `some`, `each` and
///   `await` need backticks, and as a member `await` does.
/// - Surprisingly legal in backticks: `init` as a member (`` Model.`init` ``, `` .`init`(x) ``),
///   `Self` as a nested type name (`` Screen.`Self` ``).
/// - `_`: the compiler accepts `` `_` `` as a type name and member only as a Swift 6.2 raw
///   identifier, and `_` as a label means "no label"; SwiftKeywords rules it out everywhere.
struct SwiftKeywordProbeFindingsTests {
    static let findings = """
word             typeName   member     argumentLabel
associatedtype   backticks  backticks  plain
class            backticks  backticks  plain
deinit           backticks  backticks  plain
enum             backticks  backticks  plain
extension        backticks  backticks  plain
fileprivate      backticks  backticks  plain
func             backticks  backticks  plain
import           backticks  backticks  plain
init             backticks  backticks  plain
inout            backticks  backticks  backticks
internal         backticks  backticks  plain
let              backticks  illegal    illegal
operator         backticks  backticks  plain
precedencegroup  backticks  backticks  plain
private          backticks  backticks  plain
protocol         backticks  backticks  plain
public           backticks  backticks  plain
rethrows         backticks  backticks  plain
static           backticks  backticks  plain
struct           backticks  backticks  plain
subscript        backticks  backticks  plain
typealias        backticks  backticks  plain
var              backticks  illegal    illegal
break            backticks  backticks  plain
case             backticks  backticks  plain
catch            backticks  backticks  plain
continue         backticks  backticks  plain
default          backticks  backticks  plain
defer            backticks  backticks  plain
do               backticks  backticks  plain
else             backticks  backticks  plain
fallthrough      backticks  backticks  plain
for              backticks  backticks  plain
guard            backticks  backticks  plain
if               backticks  backticks  plain
in               backticks  backticks  plain
repeat           backticks  backticks  plain
return           backticks  backticks  plain
switch           backticks  backticks  plain
throw            backticks  backticks  plain
where            backticks  backticks  plain
while            backticks  backticks  plain
Any              backticks  backticks  plain
as               backticks  backticks  plain
false            backticks  backticks  plain
is               backticks  backticks  plain
nil              backticks  backticks  plain
self             illegal    illegal    plain
Self             backticks  illegal    plain
super            backticks  backticks  plain
throws           backticks  backticks  plain
true             backticks  backticks  plain
try              backticks  backticks  plain
_                backticks  illegal    plain
actor            plain      plain      plain
any              backticks  plain      plain
associativity    plain      plain      plain
async            plain      plain      plain
await            backticks  backticks  plain
borrowing        plain      plain      plain
consume          plain      plain      plain
consuming        plain      plain      plain
convenience      plain      plain      plain
copy             plain      plain      plain
didSet           plain      plain      plain
discard          plain      plain      plain
distributed      plain      plain      plain
dynamic          plain      plain      plain
each             backticks  plain      plain
final            plain      plain      plain
get              plain      plain      plain
indirect         plain      plain      plain
infix            plain      plain      plain
isolated         plain      plain      plain
lazy             plain      plain      plain
left             plain      plain      plain
macro            plain      plain      plain
mutating         plain      plain      plain
nonisolated      plain      plain      plain
nonmutating      plain      plain      plain
none             plain      illegal    plain
open             plain      plain      plain
optional         plain      plain      plain
override         plain      plain      plain
package          plain      plain      plain
postfix          plain      plain      plain
precedence       plain      plain      plain
prefix           plain      plain      plain
Protocol         illegal    illegal    plain
reasync          plain      plain      plain
required         plain      plain      plain
right            plain      plain      plain
sending          plain      plain      plain
set              plain      plain      plain
some             backticks  plain      plain
then             plain      plain      plain
Type             illegal    illegal    plain
unowned          plain      plain      plain
unsafe           plain      plain      plain
weak             plain      plain      plain
willSet          plain      plain      plain
yield            plain      plain      plain
title            plain      plain      plain
"""

    /// (word, expected spelling as type name, as member, as argument label)
    static let rows: [(String, SwiftNameSpelling, SwiftNameSpelling, SwiftNameSpelling)] = findings
        .split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: " ").map(String.init)
            let spellings = fields.dropFirst().map { SwiftNameSpelling(rawValue: $0) ?? .plain }
            return (fields[0], spellings[0], spellings[1], spellings[2])
        }

    @Test(arguments: rows)
    func measuredSpelling(
        word: String, typeName: SwiftNameSpelling, member: SwiftNameSpelling, label: SwiftNameSpelling
    ) {
        // The one deliberate difference from the compiler: `_` is never a generated name.
        let policy: (SwiftNameSpelling) -> SwiftNameSpelling = { word == "_" ? .illegal : $0 }
        #expect(SwiftKeywords.spelling(of: word, in: .typeName) == policy(typeName))
        #expect(SwiftKeywords.spelling(of: word, in: .member) == policy(member))
        #expect(SwiftKeywords.spelling(of: word, in: .argumentLabel) == policy(label))
    }

    @Test func tableIsWellFormed() {
        #expect(Self.rows.count == 103)
        for line in Self.findings.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: " ")
            #expect(fields.count == 4, "\(line)")
            #expect(fields.dropFirst().allSatisfy { SwiftNameSpelling(rawValue: String($0)) != nil }, "\(line)")
        }
    }

    /// Every keyword SwiftKeywords knows was probed, and the probe covered nothing else but the
    /// control word `title`.
    @Test func probeCoversEveryKeyword() {
        let probed = Set(Self.rows.map(\.0))
        let known = SwiftKeywords.reserved.union(SwiftKeywords.contextual).union(["_"])
        #expect(probed.subtracting(known) == ["title"])
        #expect(known.subtracting(probed).isEmpty)
    }

    @Test func compilerVerdictsForTheWildcard() {
        let row = Self.rows.first { $0.0 == "_" }
        #expect(row?.1 == .backticks && row?.2 == .illegal && row?.3 == .plain)
        for position in SwiftNamePosition.allCases {
            #expect(SwiftKeywords.whyIllegal("_", in: position) != nil)
        }
    }
}
