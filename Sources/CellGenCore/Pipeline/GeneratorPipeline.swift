/// The stages a spec passes through on its way to generated code, each a folder of
/// CellGenCore, and the values that pass between them (DESIGN.md section 2):
///
///     SpecBytes                                   a spec file's bytes
///       -> Reading     YAMLDocumentReader.Document  the YAML tree, every node located
///       -> Decoding    SpecDecoder.Decoded          what the user wrote (ScreenSpec)
///       -> Validation  CheckedSpec                  the checked Screen, or why there is none
///       -> Context     TemplateValues               plain values for templates, escaped
///       -> Rendering   RenderedFile                 a file's name and text
///       -> Writing     OutputSync                   the folder, changed only where bytes differ
///
/// `generate` and `check` (`GenerateJob`) run every spec through one of these, and the fuzz
/// target runs its input through one built the same way, so both exercise the same code.
public struct GeneratorPipeline: Sendable {
    /// The input of the reading stage: a spec file's bytes.
    public typealias SpecBytes = [UInt8]
    /// The output of the checking stages (reading, decoding, validation), with their
    /// diagnostics and timings.
    public typealias CheckedSpec = SpecLoader.LoadedSpec
    /// The input of the context and rendering stages: a screen without errors.
    public typealias CheckedScreen = Screen
    /// The output of the rendering stage and the input of the writing stage.
    public typealias RenderedFile = GeneratedFile

    /// Reading, decoding and validation.
    public let checking: SpecLoader
    /// Context and rendering.
    public let rendering: CodeGenerator

    /// The pipeline of a target: its default access level and header lines, its templates.
    public init(configuration: TargetConfiguration, templates: TemplateSet) {
        checking = SpecLoader(defaultAccess: configuration.access)
        rendering = CodeGenerator(templates: templates, extraHeaderLines: configuration.headerLines)
    }

    /// Reads, decodes and validates one spec's bytes, stopping at the first stage with errors.
    public func check(_ bytes: SpecBytes, file: String) -> CheckedSpec {
        checking.load(bytes, file: file)
    }

    /// Reads and checks spec files in parallel, in input order, with the checks across files.
    public func check(files: [String]) -> [CheckedSpec] {
        checking.load(files: files)
    }

    /// A screen's `<Screen>+CellGen.swift`.
    public func render(_ screen: CheckedScreen) throws(TemplateError) -> RenderedFile {
        try rendering.file(for: screen)
    }

    /// `CellGenSupport.swift`, shared by `screens`.
    public func renderSupport(for screens: [CheckedScreen]) throws(TemplateError) -> RenderedFile {
        try rendering.supportFile(for: screens)
    }
}
