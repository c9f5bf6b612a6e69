import Foundation

/// Whether the output folder's `GenerationRecord` lets a run stop after hashing: the same
/// binary, templates, configuration and specs as the last complete run, and the same output
/// bytes. It also holds this run's fingerprint, for the record a complete run saves.
struct RecordCheck {
    /// The fingerprint of this run's inputs; nil when a spec cannot be read.
    var inputs: UInt64?
    /// The files this run generates.
    var expected: Set<String>
    var isUpToDate = false

    init(specs: [String], configuration: TargetConfiguration, templates: TemplateSet, folder: String) {
        expected = Set(specs.map(SpecFileName.outputFileName(of:)) + [SpecFileName.supportFileName])
        var environment = [CellGenVersion.current, Self.executableIdentity, configuration.defaults.recordKey]
        environment += configuration.headerLines
        environment += templates.sources.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
        inputs = GenerationRecord.fingerprint(environment: environment, specs: specs)
        // Two specs with one output name are an error the full run reports.
        guard expected.count == specs.count + 1, let inputs, let record = GenerationRecord.load(for: folder),
            record.inputs == inputs
        else { return }
        isUpToDate = record.matchesFolder(folder, expected: expected)
    }

    /// The running binary's path, size and modification time: a rebuilt or upgraded CellGen
    /// may generate other bytes from the same inputs, even under the same version number.
    static var executableIdentity: String {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = attributes?[.size] as? Int ?? -1
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(path) \(size) \(modified)"
    }
}
