/// Renders checked screens into files: one `<Screen>+CellGen.swift` per screen (and with
/// separate models its `<Screen>+Models.swift`) and one `CellGenSupport.swift` for the folder.
public struct CodeGenerator: Sendable {
    public var templates: TemplateSet
    public var extraHeaderLines: [String]

    public init(templates: TemplateSet, extraHeaderLines: [String] = []) {
        self.templates = templates
        self.extraHeaderLines = extraHeaderLines
    }

    public func file(for screen: Screen) throws(TemplateError) -> GeneratedFile {
        try files(for: screen, file: true, models: false)[0]
    }

    /// With `models: separate`, a screen's `<Screen>+Models.swift`, which does not import UIKit.
    public func modelsFile(for screen: Screen) throws(TemplateError) -> GeneratedFile {
        try files(for: screen, file: false, models: true)[0]
    }

    /// A screen's own file and, with `models`, its models file, rendered from one context.
    public func files(for screen: Screen, file: Bool, models: Bool) throws(TemplateError) -> [GeneratedFile] {
        guard file || models else { return [] }
        let values = ScreenContext(screen: screen, extraHeaderLines: extraHeaderLines).values
        return try (file ? [render(values, "screen", as: SpecFileName.outputFileName(ofScreen: screen.name))] : [])
            + (models ? [render(values, "screen-models", as: SpecFileName.modelsFileName(ofScreen: screen.name))] : [])
    }

    /// A cell library's `<Library>+CellGen.swift`.
    public func file(for library: Library) throws(TemplateError) -> GeneratedFile {
        try files(for: library, file: true, models: false)[0]
    }

    /// With `models: separate`, a cell library's `<Library>+Models.swift`.
    public func modelsFile(for library: Library) throws(TemplateError) -> GeneratedFile {
        try files(for: library, file: false, models: true)[0]
    }

    /// A library's own file and, with `models`, its models file, rendered from one context.
    public func files(for library: Library, file: Bool, models: Bool) throws(TemplateError) -> [GeneratedFile] {
        guard file || models else { return [] }
        let values = LibraryContext(library: library, extraHeaderLines: extraHeaderLines).values
        return try (file ? [render(values, "library", as: SpecFileName.outputFileName(ofScreen: library.name))] : [])
            + (models ? [render(values, "library-models", as: SpecFileName.modelsFileName(ofScreen: library.name))] : [])
    }

    /// The shared declarations, as open as the most open screen or library needs them.
    public func supportFile(for screens: [Screen], libraries: [Library] = []) throws(TemplateError) -> GeneratedFile {
        let values = SupportContext(screens: screens, libraries: libraries, extraHeaderLines: extraHeaderLines).values
        return try render(values, "support", as: SpecFileName.supportFileName)
    }

    private func render(_ values: TemplateValues, _ template: String, as name: String) throws(TemplateError)
        -> GeneratedFile
    {
        GeneratedFile(name: name, bytes: try templates.renderLaidOut(values, template: template))
    }
}
