/// SwiftUI cells: `swiftUI` and `ios15` of a cell, checked; the cell then has no class of the
/// team's, and none of a system cell's keys.
extension Validation {
    /// The cell's SwiftUI cell, or nil for any other (saying so when `ios15` is given without
    /// `swiftUI`).
    mutating func resolveSwiftUICell(_ cell: CellSpec, fields: [Field]) -> SwiftUICell? {
        let what = "cell '\(cell.name.value)'"
        guard let view = cell.swiftUI.view else {
            if let ios15 = cell.swiftUI.ios15 {
                diagnostics.error(
                    "'ios15' of \(what) is for SwiftUI cells; add 'swiftUI: ViewType' (the team's SwiftUI view), or remove it",
                    at: ios15.location)
            }
            return nil
        }
        checkClassName(view, kind: "SwiftUI view")
        let teamClassKeys = [
            ("class", cell.className?.location), ("register", cell.register?.location), ("bundle", cell.bundle?.location),
        ]
        for (key, location) in teamClassKeys {
            guard let location else { continue }
            diagnostics.error(
                "\(what) is a SwiftUI cell (swiftUI: \(view.value)): no class of the team's shows it, so it takes no '\(key)'",
                at: location)
        }
        let systemKeys = [
            ("system", cell.system.style?.location), ("content", cell.system.content?.location),
            ("accessories", cell.system.accessories?.first?.location),
        ]
        for (key, location) in systemKeys {
            guard let location else { continue }
            diagnostics.error(
                "'\(key)' of \(what) is for system cells; a SwiftUI cell shows its view (for iOS 15 a system cell's look goes in 'ios15: { system: style, content: {...} }')",
                at: location)
        }
        return SwiftUICell(view: view.value, ios15: resolveFallback(cell.swiftUI.ios15, fields: fields, of: what))
    }

    private mutating func resolveFallback(
        _ ios15: Located<SwiftUIFallbackSpec>?, fields: [Field], of what: String
    ) -> SwiftUIFallback {
        let iOS16 = DeploymentTarget(major: 16)
        if let ios15, defaults.deploymentTarget >= iOS16 {
            diagnostics.warning(
                "'ios15' of \(what) never shows: the target's deployment target is iOS \(defaults.deploymentTarget) (cellgen.yml), and from iOS 16 a SwiftUI cell shows its view",
                at: ios15.location)
        }
        guard case .system(let style?, let content)? = ios15?.value else { return .hosted }
        return .system(resolveSystemContent(style, content, fields: fields, of: what, shownBy: "'ios15' of \(what)"))
    }
}
