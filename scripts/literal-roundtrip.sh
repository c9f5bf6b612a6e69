#!/usr/bin/env bash
# Proves with the real compiler that SwiftStringLiteral and SwiftDocComment are right for a
# torture list of texts (every ASCII and C1 character alone and embedded, quotes, backslashes,
# interpolation, raw and multi-line delimiters, comment delimiters, every kind of line break,
# bidirectional and invisible characters, combining marks, emoji, and 3,000 seeded random
# strings drawn from all Unicode planes):
#
# 1. Every text becomes a literal in a generated program, which is compiled in Swift 6 mode with
#    warnings as errors and run; the UTF-8 bytes each literal evaluates to must equal the text's.
# 2. Every literal, placed inside a block comment, must leave the comment intact.
# 3. Every text, written as `///` and `//` comment lines, must compile with warnings as errors,
#    and texts that would put `#error` on a line of its own if a line break escaped the comment
#    must not trigger it.
#
# The two source files are compiled together with a driver (no SwiftPM build needed), so they
# must stay free of dependencies on the rest of the module.
#
# Usage: scripts/literal-roundtrip.sh   (from the package root; SWIFTC overrides the compiler)
# Prints "N passed, N failed" and exits non-zero on any failure.
set -euo pipefail

SWIFTC=${SWIFTC:-swiftc}
find_source() {
  local found
  found=$(find . -name "$1" -not -path '*/.build/*' | head -1)
  [[ -n $found ]] || { echo "cannot find $1 under $(pwd)" >&2; exit 2; }
  printf '%s' "$found"
}
LITERAL_SOURCE=$(find_source SwiftStringLiteral.swift)
COMMENT_SOURCE=$(find_source SwiftDocComment.swift)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

cat >"$WORK/main.swift" <<'EOF'
// Driver: builds the torture list, writes the programs that check it, and the expected output.
import Foundation

/// A tiny deterministic generator (SplitMix64), so every run checks the same strings.
struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: UInt32) -> UInt32 { UInt32(next() % UInt64(bound)) }
}

func scalar(_ value: UInt32) -> String { String(Character(Unicode.Scalar(value)!)) }

var texts: [String] = ["", " ", "Hello", "Prices include VAT"]
for value in UInt32(0)...0x9F {
    texts.append(scalar(value))
    texts.append("a" + scalar(value) + "b")
}
let tricky = [
    "\\", "\\\\", "\"", "\"\"", "\"\"\"", "\\(x)", "\\(", "\\\\(x)", "\\u{41}", "\\0", "#\"", "\"#",
    "##\"a\"##", "#\"raw\\(x)\"#", "\"\"\"\nmulti\n\"\"\"", "*/", "/*", "/*/", "*/*", "/**/", "// x",
    "/// x", "\0" + "1", "\0" + "0", "\r\n", "\n\r", "\r\r\n\n", "\u{85}", "\u{2028}", "\u{2029}",
    "\u{B}\u{C}", "\u{FEFF}", "\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\u{2066}\u{2067}\u{2068}\u{2069}",
    "\u{200B}\u{200C}\u{200D}\u{200E}\u{200F}", "\u{AD}", "\u{E0041}\u{E007F}", "\u{E000}\u{F8FF}",
    "\u{F0000}\u{10FFFD}", "\u{FFFE}\u{FFFF}", "\u{1FFFE}", "\u{FFFD}", "e\u{301}", "\u{301}",
    "\u{301}\u{302}", "\"\u{301}", "\\\u{301}", "\n\u{301}", "\u{20DD}", "\u{FE0F}", "\u{1F3FB}",
    "👨\u{200D}👩\u{200D}👧\u{200D}👦", "🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}",
    "🇺🇦", "café", "日本語", "Привет", "עברית", "العربية", "हिन्दी", "\u{A0}\u{3000}\u{2007}",
    "a\u{300}\u{316}\u{31B}", String(repeating: "\\\"", count: 40), String(repeating: "x", count: 5000),
    "\u{7F}\u{80}\u{9F}\u{A0}", "$0", "`x`", "'", "#if DEBUG", "#error(\"no\")",
]
texts += tricky
for breakKind in ["\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{B}", "\u{C}"] {
    texts.append("doc" + breakKind + "#error(\"a line broke out of the comment\")")
    texts.append("*/" + breakKind + "#error(\"a line broke out of the comment\")")
}
var random = SplitMix64(state: 2024)
let alphabet = Array("\\\"()#*/\n\r\t u{}$`'".unicodeScalars)
for _ in 0..<3000 {
    var text = String.UnicodeScalarView()
    for _ in 0..<random.below(16) {
        let value: UInt32
        switch random.below(4) {
        case 0: value = alphabet[Int(random.below(UInt32(alphabet.count)))].value
        case 1: value = random.below(0x100)
        case 2: value = random.below(0x10000)
        default: value = random.below(0x110000)
        }
        if let next = Unicode.Scalar(value) { text.append(next) }
    }
    texts.append(String(text))
}

func hex(_ text: String) -> String { text.utf8.map { String($0, radix: 16) }.joined(separator: " ") }

let directory = CommandLine.arguments[1]
func write(_ name: String, _ contents: String) {
    try! contents.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
}

var program = "let values: [String] = [\n"
var commented = "// Each literal inside a block comment must leave it closed.\n"
var documented = "enum Documented {\n"
for (index, text) in texts.enumerated() {
    let literal = SwiftStringLiteral.quoted(text)
    program += "    " + literal + ",\n"
    commented += "/* let value\(index) = " + literal + " */\n"
    documented += SwiftDocComment.documentationLines(text, indentation: 4).joined(separator: "\n")
    documented += "\n" + SwiftDocComment.plainLines(text, indentation: 4).joined(separator: "\n")
    documented += "\n    static let value\(index) = \(index)\n"
}
program += "]\nfor value in values {\n"
program += "    print(value.utf8.map { String($0, radix: 16) }.joined(separator: \" \"))\n}\n"
documented += "}\n"
write("literals.swift", program)
write("commented.swift", commented + "let closed = true\n")
write("documented.swift", documented)
write("expected.txt", texts.map(hex).joined(separator: "\n") + "\n")
print(texts.count)
EOF

"$SWIFTC" -swift-version 6 -O "$WORK/main.swift" "$LITERAL_SOURCE" "$COMMENT_SOURCE" -o "$WORK/driver"
count=$("$WORK/driver" "$WORK")
flags=(-swift-version 6 -warnings-as-errors)

passed=0
failed=0
check() {
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
}
roundtrip() {
  "$SWIFTC" "${flags[@]}" "$WORK/literals.swift" -o "$WORK/literals" || return 1
  "$WORK/literals" >"$WORK/actual.txt"
  if ! cmp -s "$WORK/expected.txt" "$WORK/actual.txt"; then
    echo "literals evaluate to different bytes; first differences (line: expected | actual):"
    paste -d'|' "$WORK/expected.txt" "$WORK/actual.txt" | awk -F'|' '$1 != $2 { print NR ": " $1 " | " $2 }' | head -5
    return 1
  fi
}
check roundtrip
check "$SWIFTC" "${flags[@]}" -typecheck "$WORK/commented.swift"
check "$SWIFTC" "${flags[@]}" -typecheck -parse-as-library "$WORK/documented.swift"

echo "checked $count texts: literal round trip, literals in block comments, doc and plain comments"
echo "$passed passed, $failed failed"
[[ $failed == 0 ]]
