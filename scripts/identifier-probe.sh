#!/usr/bin/env bash
# Compares SwiftIdentifier's identifier-head and identifier-character predicates with what the
# installed swiftc accepts, code point by code point: all of U+0080...U+FFFF, and in the other
# planes every 64th code point plus each plane's last three.
#
# For each code point C the driver writes `let C_HEX = 0` (C as identifier-head) and
# `let zC_HEX = 0` (C as identifier-character), one declaration per line, and swiftc parses them
# (-frontend -parse: lexing is all that matters). A line with a diagnostic means "rejected".
#
# Expected outcome: the only disagreements are code points that SwiftIdentifier rejects by
# policy (invisible format characters, category Cf) while swiftc accepts them. Anything that
# SwiftIdentifier accepts but swiftc rejects is a bug and fails the script.
#
# Usage: scripts/identifier-probe.sh   (from the package root; SWIFTC and JOBS as usual)
set -euo pipefail

SWIFTC=${SWIFTC:-swiftc}
JOBS=${JOBS:-2}
find_source() {
  local found
  found=$(find . -name "$1" -not -path '*/.build/*' | head -1)
  [[ -n $found ]] || { echo "cannot find $1 under $(pwd)" >&2; exit 2; }
  printf '%s' "$found"
}
IDENTIFIER_SOURCE=$(find_source SwiftIdentifier.swift)
KEYWORDS_SOURCE=$(find_source SwiftKeywords.swift)
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

cat >"$WORK/main.swift" <<'EOF'
import Foundation

var values: [UInt32] = Array(0x80...0xD7FF) + Array(0xE000...0xFFFF)
for plane in UInt32(1)...16 {
    let base = plane << 16
    values += stride(from: base, to: base + 0x10000, by: 0x40).map { $0 }
    values += [base + 0xFFFD, base + 0xFFFE, base + 0xFFFF]
}
let directory = CommandLine.arguments[1]
let chunkSize = 4000
var predictions = ""
for (chunk, start) in stride(from: 0, to: values.count, by: chunkSize).enumerated() {
    var head = "", character = ""
    for value in values[start..<min(start + chunkSize, values.count)] {
        let scalar = Unicode.Scalar(value)!
        let hex = String(value, radix: 16, uppercase: true)
        head += "let \(Character(scalar))_\(hex) = 0\n"
        character += "let z\(Character(scalar))_\(hex) = 0\n"
        let isFormat = scalar.properties.generalCategory == .format
        predictions += "\(hex) \(SwiftIdentifier.isIdentifierHead(scalar) ? 1 : 0) "
        predictions += "\(SwiftIdentifier.isIdentifierCharacter(scalar) ? 1 : 0) \(isFormat ? 1 : 0)\n"
    }
    try! head.write(toFile: "\(directory)/head\(chunk).swift", atomically: true, encoding: .utf8)
    try! character.write(toFile: "\(directory)/character\(chunk).swift", atomically: true, encoding: .utf8)
}
try! predictions.write(toFile: "\(directory)/predictions.txt", atomically: true, encoding: .utf8)
EOF

"$SWIFTC" -swift-version 6 "$WORK/main.swift" "$IDENTIFIER_SOURCE" "$KEYWORDS_SOURCE" -o "$WORK/driver"
"$WORK/driver" "$WORK"

export SWIFTC WORK
ls "$WORK" | grep -E '^(head|character)[0-9]+\.swift$' | xargs -P "$JOBS" -I{} sh -c \
  '"$SWIFTC" -frontend -parse -diagnostic-style llvm "$WORK/{}" >"$WORK/{}.log" 2>&1 || true'

# rejected.txt: "head HEX" / "character HEX" for every line that got a diagnostic.
for log in "$WORK"/*.swift.log; do
  kind=$(basename "$log" | sed -E 's/^(head|character).*/\1/')
  awk -v kind="$kind" '
    FNR == NR {
      if (match($0, /\.swift:[0-9]+:[0-9]+: (error|warning)/)) {
        split(substr($0, RSTART, RLENGTH), parts, ":"); bad[parts[2]] = 1
      }
      next
    }
    (FNR in bad) { sub(/.*_/, ""); sub(/ = 0$/, ""); print kind " " $0 }
  ' "$log" "${log%.log}"
done | sort -u >"$WORK/rejected.txt"

awk '
  FNR == NR { rejected[$1 " " $2] = 1; next }
  {
    hex = $1; predictedHead = $2; predictedCharacter = $3; isFormat = $4
    compilerHead = !(("head " hex) in rejected); compilerCharacter = !(("character " hex) in rejected)
    checked++
    if (predictedHead && !compilerHead) { bad++; print "U+" hex ": accepted as identifier-head, swiftc rejects it" }
    if (predictedCharacter && !compilerCharacter) { bad++; print "U+" hex ": accepted as identifier-character, swiftc rejects it" }
    if ((!predictedHead && compilerHead) || (!predictedCharacter && compilerCharacter)) {
      if (isFormat) policy++
      else { bad++; print "U+" hex ": rejected, but swiftc accepts it and it is not a format character" }
    }
  }
  END {
    print checked " code points checked; " policy + 0 " rejected by policy (format characters swiftc accepts)"
    print checked - bad " passed, " bad + 0 " failed"
    exit bad > 0
  }
' "$WORK/rejected.txt" "$WORK/predictions.txt"
