import Foundation

/// `cellgen.yml`: settings for every spec of a target. Read with the same YAML subset, limits
/// and key checking as specs.
public struct TargetConfiguration: Hashable, Sendable {
    public static let fileName = "cellgen.yml"

    /// Access level, bundle and dispatch for specs that do not set them.
    public var defaults = SpecDefaults()
    /// A folder of template overrides, resolved against the configuration file's folder.
    public var templatesFolder: String?
    /// Comment lines put after the fixed header of every generated file.
    public var headerLines: [String] = []
    /// Where `models:` (else `modelsModule:`) is written, for problems of a run with the setting.
    public var modelsLocation: SourceLocation?

    public init() {}

    /// What a run does with the configuration's templates: only a run that renders them needs
    /// the `templates` folder to exist. Lint, describe and diff render nothing, and `diff --base`
    /// reads the old `cellgen.yml` in a copy of specs and libraries alone, without that folder.
    public enum Use: Sendable {
        case rendering
        case review
    }

    public struct Loaded: Sendable {
        public var configuration: TargetConfiguration?
        public var diagnostics: Diagnostics
    }

    /// Reads a `cellgen.yml`; a missing file is an error here (callers decide whether to look).
    public static func load(file: String, for use: Use = .rendering) -> Loaded {
        guard let data = FileManager.default.contents(atPath: file) else {
            var diagnostics = Diagnostics()
            diagnostics.error("cannot read \(file)", at: nil)
            return Loaded(configuration: nil, diagnostics: diagnostics)
        }
        return decode([UInt8](data), file: file, for: use)
    }

    public static func decode(_ bytes: [UInt8], file: String, for use: Use = .rendering) -> Loaded {
        let read = YAMLDocumentReader(allowsEmptyFile: true).read(bytes, file: file)
        var decoding = NodeDecoding(diagnostics: read.diagnostics)
        guard let root = read.root else {
            let ok = !decoding.diagnostics.hasErrors
            return Loaded(configuration: ok ? TargetConfiguration() : nil, diagnostics: decoding.diagnostics)
        }
        var configuration = TargetConfiguration()
        if let keyed = decoding.keyed(root, "cellgen.yml", SpecGrammar.configuration, nullIsEmpty: true) {
            if let access = keyed["access"].flatMap({ decoding.choice($0, "'access'", as: AccessLevel.self) }) {
                configuration.defaults.access = access.value
            }
            if let bundle = keyed["bundle"].flatMap({ decoding.choice($0, "'bundle'", as: BundleChoice.self) }) {
                configuration.defaults.bundle = bundle.value
            }
            configuration.defaults.dispatch = keyed["dispatch"].flatMap { SpecDecoder.decodeDispatch($0, &decoding) }
            if let templates = keyed["templates"].flatMap({ decoding.string($0, "'templates'") }) {
                let folder = (file as NSString).deletingLastPathComponent
                let path =
                    templates.value.hasPrefix("/")
                    ? templates.value
                    : (folder.isEmpty ? templates.value : (folder as NSString).appendingPathComponent(templates.value))
                // Checked here, where the value has a place; a run would only find it unreadable.
                if use == .review || FileManager.default.isDirectory(path) {
                    configuration.templatesFolder = path
                } else {
                    decoding.diagnostics.error(
                        "'templates' names \(path), which is not a folder (a relative path is taken from this file's folder)",
                        at: templates.location)
                }
            }
            if let target = keyed["deploymentTarget"].flatMap({ decodeDeploymentTarget($0, &decoding) }) {
                configuration.defaults.deploymentTarget = target
            }
            configuration.defaults.models = decodeModels(keyed["models"], module: keyed["modelsModule"], &decoding)
            configuration.modelsLocation = (keyed["models"] ?? keyed["modelsModule"])?.location
            if let header = keyed["header"] {
                configuration.headerLines = decoding.names(header, "'header'").map(\.value)
            }
        }
        let ok = !decoding.diagnostics.hasErrors
        return Loaded(configuration: ok ? configuration : nil, diagnostics: decoding.diagnostics)
    }

    /// `deploymentTarget: 16` or `16.4`: iOS 15 at least, the generated code's minimum.
    private static func decodeDeploymentTarget(_ node: YAMLNode, _ decoding: inout NodeDecoding) -> DeploymentTarget? {
        guard let text = decoding.string(node, "'deploymentTarget'") else { return nil }
        guard let target = DeploymentTarget(parsing: text.value) else {
            decoding.diagnostics.error(
                "'deploymentTarget' must be an iOS version such as 16 or 16.4, not '\(text.value)'", at: text.location)
            return nil
        }
        guard target >= .minimum else {
            decoding.diagnostics.error(
                "'deploymentTarget' is iOS \(target), but the generated code needs iOS \(DeploymentTarget.minimum) or later",
                at: text.location)
            return nil
        }
        return target
    }

    /// `models:` and `modelsModule:`. A module implies separate models; `models: inline` beside
    /// one is a contradiction, reported at the module.
    private static func decodeModels(_ models: YAMLNode?, module: YAMLNode?, _ decoding: inout NodeDecoding)
        -> ModelsPlacement
    {
        let file = models.flatMap { decoding.choice($0, "'models'", as: ModelsFile.self) }
        guard let module, let name = decoding.string(module, "'modelsModule'") else {
            return file?.value == .separate ? .separate(module: nil) : .inline
        }
        guard SwiftIdentifier.isValid(name.value), SwiftIdentifier.escaped(name.value, for: .typeName) == name.value
        else {
            decoding.diagnostics.error("'\(name.value)' is not a module name", at: name.location)
            return .inline
        }
        if file?.value == .inline {
            decoding.diagnostics.error(
                "'modelsModule' puts the models in a module of their own, but 'models' is inline: write 'models: separate' or leave it out",
                at: name.location)
        }
        return .separate(module: name.value)
    }

    /// The `cellgen.yml` beside the inputs: in each input folder, or the folder of each input
    /// file. Nil when there is none; an error when the inputs name two different ones.
    public static func find(for inputs: [String], fileManager: FileManager = .default) -> (
        file: String?, diagnostics: Diagnostics
    ) {
        var found: [String] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: input, isDirectory: &isDirectory) else { continue }
            let folder = isDirectory.boolValue ? input : (input as NSString).deletingLastPathComponent
            let candidate = ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(fileName)
            let standardized = URL(fileURLWithPath: candidate).standardizedFileURL.path
            if fileManager.fileExists(atPath: candidate),
                !found.contains(where: { URL(fileURLWithPath: $0).standardizedFileURL.path == standardized })
            {
                found.append(candidate)
            }
        }
        var diagnostics = Diagnostics()
        if found.count > 1 {
            diagnostics.error(
                "the inputs have different \(fileName) files (\(found.joined(separator: ", "))); run cellgen once per target, or pass --config",
                at: nil)
        }
        return (found.first, diagnostics)
    }
}
