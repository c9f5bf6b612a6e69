#!/usr/bin/env bash
# Writes CellGenPlugin, the package that gives users CellGen's build and command plugins with a
# prebuilt `cellgen` (scripts/release.sh runs it):
#
#   scripts/write-plugin-package.sh OUTPUT BUNDLE VERSION [URL CHECKSUM]
#
# OUTPUT/Package.swift declares the plugins with the lines of CellGen's own Package.swift, and the
# tool as a binary target: `path: "cellgen.artifactbundle"` (a copy of BUNDLE beside it) for a local
# `.package(path:)`, or, given URL and CHECKSUM, `url:` and `checksum:` for a release. The plugin
# sources are copied from Plugins/, their one home: OUTPUT is written anew each time, never
# edited. scripts/check-release.sh checks that both manifests declare the same plugins.
set -euo pipefail

[[ $# -eq 3 || $# -eq 5 ]] || { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
output="$1" bundle="$2" version="$3" url="${4:-}" checksum="${5:-}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

rm -rf "$output" && mkdir -p "$output/Plugins"
for plugin in CellGenBuildPlugin CellGenCommandPlugin; do
    # -L: the shared files are symbolic links in each plugin's folder (to PluginsShared/, and
    # SpecFileName.swift on to CellGenCore's own): the copies hold their contents.
    cp -RL "$root/Plugins/$plugin" "$output/Plugins/$plugin"
done
if [[ -n "$url" ]]; then
    tool=".binaryTarget(
            name: \"cellgen\",
            url: \"$url\",
            checksum: \"$checksum\"
        )"
else
    cp -R "$bundle" "$output/cellgen.artifactbundle"
    tool='.binaryTarget(name: "cellgen", path: "cellgen.artifactbundle")'
fi

# The plugin targets, as CellGen's Package.swift declares them between its two marker comments.
plugins="$(sed -n '/^        \/\/ The plugins, from here to the end marker/,/^        \/\/ End of the plugins\.$/p' "$root/Package.swift" \
    | sed '/^        \/\/ /d')"
[[ "$plugins" == *CellGenBuildPlugin*CellGenCommandPlugin* ]] || { echo "write-plugin-package.sh: no plugins between the markers in Package.swift" >&2; exit 1; }

cat >"$output/Package.swift" <<EOF
// swift-tools-version: 6.1

// CellGen $version's build and command plugins, with a prebuilt \`cellgen\`: a package that uses
// them builds nothing of CellGen and needs no libyaml. Written by CellGen's scripts/release.sh;
// the plugins' sources live in CellGen's Plugins/ folder.

import PackageDescription

let package = Package(
    name: "CellGenPlugin",
    platforms: [.macOS(.v13)],
    products: [
        .plugin(name: "CellGenBuildPlugin", targets: ["CellGenBuildPlugin"]),
        .plugin(name: "CellGenCommandPlugin", targets: ["CellGenCommandPlugin"]),
    ],
    targets: [
        /// \`cellgen\` $version: the bundle's info.json lists a binary per platform, by target triple.
        $tool,
$plugins
    ]
)
EOF

cat >"$output/README.md" <<EOF
# CellGenPlugin $version

CellGen's SwiftPM plugins with a prebuilt \`cellgen\`: nothing of CellGen is compiled in your
build and no libyaml is needed. Add the package and the build plugin to the target that holds
your \`*.screen.yml\` specs:

\`\`\`swift
.package(url: "<this repository>", exact: "$version"),
...
.target(name: "Screens", plugins: [.plugin(name: "CellGenBuildPlugin", package: "CellGenPlugin")]),
\`\`\`

or run the command plugin: \`swift package --allow-writing-to-package-directory cellgen generate\`.
See CellGen's docs/Plugins.md. \`cellgen.artifactbundle\` holds libyaml's license beside each binary.
EOF
