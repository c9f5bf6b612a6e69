/// The values for `CellGenSupport.swift`, shared by every screen of an output folder.
public struct SupportContext: Sendable {
    public let screens: [Screen]
    public let extraHeaderLines: [String]

    public init(screens: [Screen], extraHeaderLines: [String] = []) {
        self.screens = screens
        self.extraHeaderLines = extraHeaderLines
    }

    public var values: TemplateValues {
        [
            "headerLines": FileHeader.lines(generatedFrom: nil, extra: extraHeaderLines),
            "access": AccessSpelling.prefix(mostOpenAccess),
            "hasCollections": screens.contains { $0.list == .collection },
        ]
    }

    /// A public screen needs public support declarations; a package one, package.
    private var mostOpenAccess: AccessLevel {
        let levels = Set(screens.map(\.access))
        if levels.contains(.public) { return .public }
        if levels.contains(.package) { return .package }
        return .internal
    }
}
