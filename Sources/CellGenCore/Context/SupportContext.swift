/// The values for `CellGenSupport.swift`, shared by every screen of an output folder.
public struct SupportContext: Sendable {
    public let screens: [Screen]
    /// The cell libraries generated beside the screens: their configurators use the support
    /// declarations too.
    public let libraries: [Library]
    public let extraHeaderLines: [String]

    public init(screens: [Screen], libraries: [Library] = [], extraHeaderLines: [String] = []) {
        self.screens = screens
        self.libraries = libraries
        self.extraHeaderLines = extraHeaderLines
    }

    public var values: TemplateValues {
        [
            "headerLines": FileHeader.lines(generatedFrom: nil, extra: extraHeaderLines),
            "access": AccessSpelling.prefix(mostOpenAccess),
            "hasCollections": screens.contains { $0.list == .collection }
                || libraries.contains { $0.list == .collection },
        ]
    }

    /// A public screen or library needs public support declarations; a package one, package.
    private var mostOpenAccess: AccessLevel {
        (screens.map(\.access) + libraries.map(\.access)).max() ?? .internal
    }
}
