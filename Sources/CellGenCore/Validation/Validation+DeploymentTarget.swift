/// What the generated code offers only on an iOS later than the target's deployment target
/// (`cellgen.yml`'s `deploymentTarget`, iOS 15 unless given): a lint warning where the spec asks
/// for it, instead of nothing on the older devices.
extension Validation {
    /// A collection's context menus use iOS 16's `collectionView(_:contextMenuConfigurationForItemsAt:point:)`
    /// (the older method is deprecated there): on iOS 15 its rows show no menu.
    mutating func warnAboutCollectionMenusBelowIOS16(_ screen: Screen) {
        let iOS16 = DeploymentTarget(major: 16)
        guard screen.list == .collection, defaults.deploymentTarget < iOS16 else { return }
        let shown = Set(screen.sections.flatMap { $0.rows.filter { !$0.interactions.menu.isEmpty }.map { $0.cell } })
        var locations = spec.cells.filter { shown.contains($0.name.value) }.compactMap { $0.menu?.first?.location }
        locations += spec.sections.flatMap { $0.rows }.compactMap { row in row.menu?.value?.first?.location }
        for location in locations.sorted() {
            diagnostics.warning(
                "a collection view shows context menus from iOS 16; on iOS \(defaults.deploymentTarget), the target's deployment target, these rows show none (set 'deploymentTarget: 16' in cellgen.yml once the app needs iOS 16)",
                at: location)
        }
    }
}
