/// Renders checked screens into files: one `<Screen>+CellGen.swift` per screen and one
/// `CellGenSupport.swift` for the folder.
public struct CodeGenerator: Sendable {
    public var templates: TemplateSet
    public var extraHeaderLines: [String]

    public init(templates: TemplateSet, extraHeaderLines: [String] = []) {
        self.templates = templates
        self.extraHeaderLines = extraHeaderLines
    }

    public func file(for screen: Screen) throws(TemplateError) -> GeneratedFile {
        let values = ScreenContext(screen: screen, extraHeaderLines: extraHeaderLines).values
        let text = try templates.renderBytes(values, template: "screen")
        return GeneratedFile(
            name: SpecFileName.outputFileName(ofScreen: screen.name), contents: GeneratedSourceLayout.normalize(text))
    }

    /// A cell library's `<Library>+CellGen.swift`.
    public func file(for library: Library) throws(TemplateError) -> GeneratedFile {
        let values = LibraryContext(library: library, extraHeaderLines: extraHeaderLines).values
        let text = try templates.renderBytes(values, template: "library")
        return GeneratedFile(
            name: SpecFileName.outputFileName(ofScreen: library.name), contents: GeneratedSourceLayout.normalize(text))
    }

    /// The shared declarations, as open as the most open screen or library needs them.
    public func supportFile(for screens: [Screen], libraries: [Library] = []) throws(TemplateError) -> GeneratedFile {
        let values = SupportContext(screens: screens, libraries: libraries, extraHeaderLines: extraHeaderLines).values
        let text = try templates.renderBytes(values, template: "support")
        return GeneratedFile(name: SpecFileName.supportFileName, contents: GeneratedSourceLayout.normalize(text))
    }
}
