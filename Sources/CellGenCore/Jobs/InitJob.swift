import Foundation

/// `cellgen init`: writes a starter spec, `<ScreenName>.screen.yml`, unless one exists, and
/// beside it the JSON Schema its first line points editors to, unless that exists.
public enum InitJob {
    public struct Outcome: Sendable {
        /// The starter spec's file name.
        public var file: String
        /// The schema's file name when this run wrote it; nil when one was there.
        public var schemaFile: String? = nil
        /// `.output` when the file exists: then nothing was written.
        public var failure: JobFailure?
        /// Rendering and writing.
        public var timings = StageTimings()
    }

    /// Why `name` cannot name a screen, or nil when it can: it must be an UpperCamelCase Swift
    /// type name that neither Swift nor the generated code reserves.
    public static func problem(withScreenName name: String) -> String? {
        guard SwiftIdentifier.isValid(name), name.first?.isUppercase == true else {
            return "'\(name)' is not an UpperCamelCase Swift type name"
        }
        guard SwiftIdentifier.escaped(name, for: .typeName) == name, !GeneratedNames.isReservedScreenName(name) else {
            return "'\(name)' is reserved in Swift or by the generated code; choose another name"
        }
        return nil
    }

    /// For a name `problem(withScreenName:)` accepts. Throws what the file system throws when
    /// the file cannot be written.
    public static func run(screenName: String, output: String) throws -> Outcome {
        let generator = ScaffoldGenerator(templates: try .builtIn())
        var start = ContinuousClock.now
        let spec = try generator.starterSpec(screen: screenName)
        var outcome = Outcome(file: spec.name)
        outcome.timings.render = start.duration(to: .now)
        start = .now
        let writer = OutputWriter()
        let written = try writer.writeNewFiles([spec], in: output)
        if !written.kept.isEmpty {
            outcome.timings.write = start.duration(to: .now)
            outcome.failure = .output(message: "\(spec.name) exists; nothing was written")
            return outcome
        }
        let schema = GeneratedFile(name: JSONSchema.fileName, contents: JSONSchema.document(for: .screen).printed)
        outcome.schemaFile = try writer.writeNewFiles([schema], in: output).written.first
        outcome.timings.write = start.duration(to: .now)
        return outcome
    }
}
