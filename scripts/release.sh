#!/usr/bin/env bash
# Builds the release `cellgen` with libyaml linked in, and writes what a release ships:
#
#   scripts/release.sh [--output DIR] [--libyaml-source DIR] [--url URL] [--add-variants-from BUNDLE]
#
#   DIR/cellgen.artifactbundle              info.json and this platform's binary
#   DIR/cellgen.artifactbundle.zip          the bundle, zipped, for a release page
#   DIR/cellgen.artifactbundle.zip.sha256   its SHA-256 (what `swift package compute-checksum` prints)
#   DIR/CellGenPlugin/                      a package with CellGen's build and command plugins,
#                                           whose tool is the bundle: its users build nothing of
#                                           CellGen and install no libyaml
#
# DIR defaults to dist/. On Linux the binary is x86_64-unknown-linux-gnu or
# aarch64-unknown-linux-gnu, with the Swift runtime and Foundation linked in (-static-stdlib) and
# the system's static libyaml (libyaml-dev's libyaml.a). On macOS it is universal (arm64 and
# x86_64) and libyaml is compiled from source for both: a libyaml release's source tree given with
# --libyaml-source, or else the pinned release below, downloaded and checked against its SHA-256.
# --libyaml-source works on Linux too, instead of the system's libyaml.a.
#
# --add-variants-from BUNDLE adds another platform's variants (a bundle this script wrote there)
# to this one, so that one release bundle serves macOS and Linux.
#
# CellGenPlugin/Package.swift names the bundle with `path:`, for a local `.package(path:)`. With
# --url URL (where the release page will serve the zip) it names it with `url:` and the zip's
# `checksum:` instead, ready to be committed to the repository users depend on.
set -euo pipefail

libyaml_release="0.2.5"
libyaml_url="https://github.com/yaml/libyaml/archive/refs/tags/$libyaml_release.tar.gz"
libyaml_sha256="fa240dbf262be053f3898006d502d514936c818e422afdcf33921c63bed9bf2e"

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
output="$root/dist"
libyaml_source=""
url=""
other_bundles=()
usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
while [[ $# -gt 0 ]]; do
    case "$1" in
        --output) output="$(mkdir -p "$2" && cd "$2" && pwd)"; shift 2 ;;
        --libyaml-source) libyaml_source="$(cd "$2" && pwd)"; shift 2 ;;
        --url) url="$2"; shift 2 ;;
        --add-variants-from) other_bundles+=("$(cd "$2" && pwd)"); shift 2 ;;
        *) usage ;;
    esac
done
fail() { echo "release.sh: error: $*" >&2; exit 1; }
step() { echo "==> $*"; }

scratch="$root/.build-release"
stage="$scratch/static-libyaml"
bundle="$output/cellgen.artifactbundle"
checksum() { if command -v sha256sum >/dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1; }

# libyaml, static ------------------------------------------------------------------------------
# A folder with libyaml.a and no shared library beside it, and a yaml-0.1.pc pointing there first
# on PKG_CONFIG_PATH: the CLibYAML target then links the archive, on every linker.
rm -rf "$stage" && mkdir -p "$stage/lib/pkgconfig" "$stage/include"
compile_libyaml() {   # compile_libyaml SOURCE_DIR CFLAGS...
    local source="$1"; shift
    local version
    version="$(sed -n -E 's/^set \(YAML_VERSION_(MAJOR|MINOR|PATCH) ([0-9]+)\)$/\2/p' "$source/CMakeLists.txt" | paste -sd. -)"
    [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "$source is not a libyaml source tree (no version in CMakeLists.txt)"
    step "compiling libyaml $version from $source"
    local objects="$stage/objects" major minor patch
    IFS=. read -r major minor patch <<<"$version"
    mkdir -p "$objects"
    for file in "$source"/src/*.c; do
        cc "$@" -O2 -fPIC -I"$source/include" -DYAML_DECLARE_STATIC \
            -DYAML_VERSION_MAJOR="$major" -DYAML_VERSION_MINOR="$minor" -DYAML_VERSION_PATCH="$patch" \
            -DYAML_VERSION_STRING="\"$version\"" -c "$file" -o "$objects/$(basename "$file" .c).o"
    done
    rm -f "$stage/lib/libyaml.a"
    ar rcs "$stage/lib/libyaml.a" "$objects"/*.o
    cp "$source/include/yaml.h" "$stage/include/"
    cp "$source/License" "$stage/libyaml-LICENSE.txt"
    libyaml_version="$version"
}
download_libyaml() {
    local archive="$scratch/libyaml-$libyaml_release.tar.gz"
    if [[ ! -f "$archive" || "$(checksum "$archive")" != "$libyaml_sha256" ]]; then
        step "downloading libyaml $libyaml_release"
        curl --fail --location --silent --show-error --output "$archive" "$libyaml_url"
    fi
    [[ "$(checksum "$archive")" == "$libyaml_sha256" ]] || fail "$archive does not have libyaml $libyaml_release's SHA-256"
    rm -rf "$scratch/libyaml-$libyaml_release" && tar -xzf "$archive" -C "$scratch"
    libyaml_source="$scratch/libyaml-$libyaml_release"
}

case "$(uname -s)" in
    Linux)
        triples=("$(uname -m)-unknown-linux-gnu")
        variant="cellgen-$(uname -m)-unknown-linux-gnu"
        build_flags=(--static-swift-stdlib)
        if [[ -n "$libyaml_source" ]]; then
            compile_libyaml "$libyaml_source"
        else
            libdir="$(pkg-config --variable=libdir yaml-0.1 2>/dev/null)" \
                || fail "libyaml not found: install libyaml-dev (apt-get install -y libyaml-dev) or pass --libyaml-source"
            [[ -f "$libdir/libyaml.a" ]] || fail "$libdir/libyaml.a not found: libyaml-dev ships it; or pass --libyaml-source"
            step "linking the system's $libdir/libyaml.a"
            cp "$libdir/libyaml.a" "$stage/lib/"
            cp "$(pkg-config --variable=includedir yaml-0.1)/yaml.h" "$stage/include/"
            libyaml_version="$(pkg-config --modversion yaml-0.1)"
            # Debian's copyright file for the package holds libyaml's license.
            for license in /usr/share/doc/libyaml-dev/copyright /usr/share/licenses/libyaml/License ""; do
                [[ -f "$license" ]] && break
            done
            [[ -n "$license" ]] || fail "libyaml's license file not found; pass --libyaml-source"
            cp "$license" "$stage/libyaml-LICENSE.txt"
        fi
        ;;
    Darwin)
        triples=("arm64-apple-macosx" "x86_64-apple-macosx")
        variant="cellgen-macos"
        build_flags=(--arch arm64 --arch x86_64)
        [[ -n "$libyaml_source" ]] || download_libyaml
        compile_libyaml "$libyaml_source" -arch arm64 -arch x86_64 -mmacosx-version-min=13.0
        ;;
    *) fail "unsupported platform $(uname -s)" ;;
esac
cat >"$stage/lib/pkgconfig/yaml-0.1.pc" <<EOF
Name: LibYAML
Description: libyaml, static, for scripts/release.sh
Version: $libyaml_version
Cflags: -I$stage/include
Libs: -L$stage/lib -lyaml
EOF

# cellgen ----------------------------------------------------------------------------------------
step "building cellgen (release, ${build_flags[*]})"
build=(swift build --package-path "$root" --scratch-path "$scratch" -c release --product cellgen "${build_flags[@]}")
binary="$("${build[@]}" --show-bin-path)/cellgen"
# SwiftPM does not see libyaml.a as an input of the link: without the old binary it links anew.
rm -f "$binary"
PKG_CONFIG_PATH="$stage/lib/pkgconfig" "${build[@]}"
version="$("$binary" --version)"

case "$(uname -s)" in
    Linux)
        needed="$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')"
        if grep -E 'libyaml|libswift|libFoundation|libdispatch' <<<"$needed"; then
            fail "the binary still loads the libraries above"
        fi
        ;;
    Darwin)
        if otool -L "$binary" | grep -E 'libyaml'; then fail "the binary still loads libyaml"; fi
        for arch in arm64 x86_64; do
            lipo -archs "$binary" | grep -qw "$arch" || fail "the binary has no $arch slice"
        done
        ;;
esac

# The artifact bundle ------------------------------------------------------------------------------
variants=("$(printf '{ "path": "%s/bin/cellgen", "supportedTriples": [%s] }' "$variant" \
    "$(printf '"%s", ' "${triples[@]}" | sed 's/, $//')")")
# Other platforms' variants, each checked before anything is written: "path|folder" in `added`.
added=()
for other in ${other_bundles[@]+"${other_bundles[@]}"}; do
    [[ "$other" != "$bundle" ]] || fail "--add-variants-from names the bundle this run writes; copy it elsewhere first"
    grep -q "\"version\": \"$version\"" "$other/info.json" || fail "$other is not cellgen $version"
    while IFS= read -r line; do
        path="$(sed -n 's/.*"path": "\([^"]*\)".*/\1/p' <<<"$line")"
        [[ -n "$path" && -x "$other/$path" ]] || fail "$other/info.json: a variant without an executable path"
        grep -qF "\"path\": \"$path\"" <<<"${variants[*]}" && fail "$other has a variant at $path too"
        variants+=("$line")
        added+=("$path|$other/$(dirname "$(dirname "$path")")")
    done < <(grep -o '{ "path": [^}]*}' "$other/info.json")
done

step "writing $bundle (cellgen $version, ${triples[*]})"
rm -rf "$bundle" && mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/cellgen"
if [[ "$(uname -s)" == Linux ]]; then strip "$bundle/$variant/bin/cellgen"; fi
cp "$stage/libyaml-LICENSE.txt" "$bundle/$variant/libyaml-LICENSE.txt"
for entry in ${added[@]+"${added[@]}"}; do
    step "adding the variant ${entry%%|*} from ${entry#*|}"
    cp -R "${entry#*|}" "$bundle/"
done
{
    printf '{\n  "schemaVersion": "1.0",\n  "artifacts": {\n    "cellgen": {\n'
    printf '      "version": "%s",\n      "type": "executable",\n      "variants": [\n' "$version"
    printf '        %s,\n' "${variants[@]}" | sed '$ s/,$//'
    printf '      ]\n    }\n  }\n}\n'
} >"$bundle/info.json"

# The zip and its checksum: files in name order with one fixed time, so the same binaries give the
# same zip.
step "zipping"
find "$bundle" -exec touch -h -t 200001010000 {} +
rm -f "$bundle.zip"
(cd "$output" && find cellgen.artifactbundle | LC_ALL=C sort | zip -q -X -@ cellgen.artifactbundle.zip)
sum="$(checksum "$bundle.zip")"
echo "$sum  cellgen.artifactbundle.zip" >"$bundle.zip.sha256"

# The plugin package -----------------------------------------------------------------------------
"$root/scripts/write-plugin-package.sh" "$output/CellGenPlugin" "$bundle" "$version" ${url:+"$url" "$sum"}

echo
echo "cellgen $version: $(du -sh "$bundle" | cut -f1) bundle, $(du -h "$bundle.zip" | cut -f1) zip"
echo "  $bundle"
echo "  $bundle.zip  sha256 $sum"
echo "  $output/CellGenPlugin"
