#!/usr/bin/env bash
# Fidelity checks of the UIKit double: snippets that compile on iOS must compile against the
# double, and snippets iOS rejects must be rejected with the same diagnostic.
#
#   Tests/UIKitDouble/Smoke/fidelity-checks.sh OUTDIR     (OUTDIR as given to build-double.sh)
#
# Prints one line per check and "N passed, M failed"; exits non-zero when any check fails.
set -uo pipefail

out="$(cd "${1:?usage: $0 OUTDIR}" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# check NAME EXPECT SNIPPET: EXPECT is "ok" or a substring of the expected diagnostic.
check() {
    local name="$1" expect="$2" file="$work/$1.swift"
    printf 'import UIKit\n%s\n' "$3" >"$file"
    local log
    log="$(swiftc -swift-version 6 -warnings-as-errors -typecheck -I "$out/uikit" "$file" 2>&1)"
    local status=$?
    if [[ "$expect" == ok && $status -eq 0 ]] || [[ "$expect" != ok && $status -ne 0 && "$log" == *"$expect"* ]]; then
        echo "PASS $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name (expected: $expect)"
        echo "$log" | grep -E 'error|warning' | head -5 | sed 's/^/    /'
        failed=$((failed + 1))
    fi
}

check inherited-initializers ok '
@MainActor func make() {
    _ = UIView(); _ = UITableViewCell(); _ = UITableViewCell(frame: .zero); _ = UITableView(frame: .zero)
    _ = UIViewController(); _ = UIButton(type: .system); _ = UIStackView(arrangedSubviews: [UILabel()])
    _ = UITableViewHeaderFooterView(frame: .zero); _ = UIAction { _ in }
}'

check index-path-rows-and-items ok '
let path = IndexPath(row: 2, section: 1)
let item = IndexPath(item: 3, section: 0)
let total = path.row + path.section + item.item'

check objc-methods-are-discardable ok '
@MainActor func use(_ tableView: UITableView, _ collectionView: UICollectionView, at indexPath: IndexPath) {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    tableView.numberOfRows(inSection: 0)
}'

check anchors-are-warn-unused-result "result of call to 'constraint(equalTo:)' is unused" '
@MainActor func pin(_ view: UIView, _ other: UIView) {
    view.topAnchor.constraint(equalTo: other.topAnchor)
}'

check ns-enum-is-not-frozen "may have additional unknown values" '
func name(_ style: UITableView.Style) -> String {
    switch style {
    case .plain: "plain"
    case .grouped: "grouped"
    case .insetGrouped: "inset"
    }
}'

check ns-enum-with-unknown-default ok '
func name(_ style: UITableViewCell.CellStyle) -> String {
    switch style {
    case .default, .value1, .value2, .subtitle: "known"
    @unknown default: "unknown"
    }
}'

check diffable-needs-override "overriding declaration requires an 'override' keyword" '
final class Source: UITableViewDiffableDataSource<Int, String> {
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "x" }
}'

check table-view-controller-needs-override "overriding declaration requires an 'override' keyword" '
final class Controller: UITableViewController {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
}'

check automatic-dimension-is-main-actor "property 'automaticDimension' can not be referenced from a nonisolated context" '
nonisolated func height() -> CGFloat { UITableView.automaticDimension }'

check views-are-main-actor "main actor-isolated initializer" '
nonisolated func make() -> UITableViewCell { UITableViewCell(style: .default, reuseIdentifier: nil) }'

check cell-registration-is-not-sendable "to 'Sendable' is unavailable" '
func requireSendable<T: Sendable>(_ value: T) {}
@MainActor func register() {
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    requireSendable(registration)
}'

check cell-registration-is-nonisolated ok '
nonisolated func make() -> UICollectionView.CellRegistration<UICollectionViewCell, String> {
    UICollectionView.CellRegistration { cell, indexPath, item in }
}'

check async-apply-needs-await "is 'async' but is not marked with 'await'" '
@MainActor func show(_ source: UITableViewDiffableDataSource<Int, Int>) async {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    source.apply(snapshot, animatingDifferences: true)
}'

check cell-cannot-override-init-frame "does not override a designated initializer" '
final class Cell: UITableViewCell {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError() }
}'

check view-needs-init-coder "must be provided by subclass" '
final class Badge: UIView {
    init() { super.init(frame: .zero) }
}'

check snapshot-needs-sendable-identifiers "Sendable" '
final class Box: Hashable {
    static func == (a: Box, b: Box) -> Bool { a === b }
    func hash(into hasher: inout Hasher) {}
}
let snapshot = NSDiffableDataSourceSnapshot<Box, Int>()'

check resources-are-sendable ok '
nonisolated func colors() -> (UIColor, UIFont, UIImage?) { (.red, .systemFont(ofSize: 12), UIImage(named: "x")) }'

echo "$passed passed, $failed failed"
[[ $failed -eq 0 ]]
