/// The stages a spec passes through on its way to generated code, each a folder of
/// CellGenCore. Each stage's output is a typed value, the next stage's input:
///
///     [UInt8]                                 a spec file's bytes
///       -> Reading             YAMLNode       the YAML tree, every node located
///       -> Decoding            ScreenSpec     what the user wrote
///       -> Validation          Screen         names resolved, defaults applied, checked
///       -> Context, Rendering  GeneratedFile  a file's name and text
///
/// The checking stages (Reading to Validation) also report diagnostics, and the first with
/// errors ends a spec's way: `Checking` hands on a `SpecLoader.LoadedSpec`, the `Screen` or the
/// diagnostics that say why there is none. `CodeGenerator` runs Context and Rendering as one
/// step; the escaped template values between them never leave it. Writing hands on no value:
/// `GenerateJob` gives the files to an `OutputSync`, which changes the output folder only where
/// the bytes differ.
///
/// `generate` and `check` (`GenerateJob`) run every spec through one of these, and the fuzz
/// target runs its input through one built the same way, so both exercise the same code.
public struct GeneratorPipeline: Sendable {
    /// Reading, decoding and validation as a target configures them. Every job that reads specs
    /// checks them through one of these, so lint and scaffold cannot check a spec otherwise than
    /// generate does.
    public struct Checking: Sendable {
        private let loader: SpecLoader

        public init(configuration: TargetConfiguration) {
            loader = SpecLoader(defaults: configuration.defaults)
        }

        /// Reads, decodes and validates one spec's bytes, stopping at the first stage with errors.
        public func check(_ bytes: [UInt8], file: String) -> SpecLoader.LoadedSpec {
            loader.load(bytes, file: file)
        }

        /// Reads and checks spec files in parallel, in input order, with the checks across files.
        public func check(files: [String]) -> [SpecLoader.LoadedSpec] {
            loader.load(files: files)
        }

        /// The same for files found by `SpecDiscovery`, with the libraries it found beside them.
        public func check(_ found: SpecDiscovery.FoundSpecs) -> [SpecLoader.LoadedSpec] {
            loader.load(files: found.files, companions: found.companions)
        }
    }

    /// Reading, decoding and validation.
    public let checking: Checking
    /// Context and rendering.
    private let rendering: CodeGenerator

    /// The pipeline of a target: its default access level and header lines, its templates.
    public init(configuration: TargetConfiguration, templates: TemplateSet) {
        self.init(checking: Checking(configuration: configuration), templates: templates, configuration: configuration)
    }

    /// The same with `checking` made already (for the target's `configuration`), so the specs
    /// can be checked while the templates are parsed.
    init(checking: Checking, templates: TemplateSet, configuration: TargetConfiguration) {
        self.checking = checking
        rendering = CodeGenerator(templates: templates, extraHeaderLines: configuration.headerLines)
    }

    /// A screen's `<Screen>+CellGen.swift`.
    public func render(_ screen: Screen) throws(TemplateError) -> GeneratedFile {
        try rendering.file(for: screen)
    }

    /// A cell library's `<Library>+CellGen.swift`.
    public func render(_ library: Library) throws(TemplateError) -> GeneratedFile {
        try rendering.file(for: library)
    }

    /// A screen's own file and, with `models`, its `<Screen>+Models.swift`.
    public func render(_ screen: Screen, file: Bool, models: Bool) throws(TemplateError) -> [GeneratedFile] {
        try rendering.files(for: screen, file: file, models: models)
    }

    /// A cell library's own file and, with `models`, its `<Library>+Models.swift`.
    public func render(_ library: Library, file: Bool, models: Bool) throws(TemplateError) -> [GeneratedFile] {
        try rendering.files(for: library, file: file, models: models)
    }

    /// `CellGenSupport.swift`, shared by `screens` and `libraries`.
    public func renderSupport(for screens: [Screen], libraries: [Library] = []) throws(TemplateError) -> GeneratedFile {
        try rendering.supportFile(for: screens, libraries: libraries)
    }
}
