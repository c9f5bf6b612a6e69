import Foundation

/// Whether the output folder's `GenerationRecord` lets a run stop after hashing: the same
/// binary, templates, configuration and specs as the last complete run, and the same output
/// bytes. It also makes this run's fingerprint, for the record a complete run saves.
struct RecordCheck {
    /// The specs the fingerprint covers, in its order.
    var specs: [String]
    /// What it covers besides the specs: the binary, the configuration and the templates.
    var environment: [String]
    var isUpToDate = false

    /// Reads and hashes the specs only when the folder has a record that it may still match: a
    /// run into a folder without one (a first run, a new checkout, a folder emptied) checks every
    /// spec anyway, and its record is then fingerprinted from the bytes the checking read
    /// (`inputs(checked:)`).
    init(specs: [String], configuration: TargetConfiguration, templates: TemplateSources, folder: String) {
        self.specs = specs
        environment = [CellGenVersion.current, Self.executableIdentity, configuration.defaults.recordKey]
        environment += configuration.headerLines
        environment += templates.texts.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
        guard let record = GenerationRecord.loadIfItMayMatch(folder) else { return }
        let expected = self.expected
        // Two specs with one output name are an error the full run reports.
        guard expected.count == specs.count + 1,
            let inputs = GenerationRecord.fingerprint(environment: environment, specs: specs), record.inputs == inputs
        else { return }
        isUpToDate = record.matchesFolder(folder, expected: expected)
    }

    /// The files this run generates; only needed when the folder has a record.
    var expected: Set<String> {
        Set(specs.map(SpecFileName.outputFileName(of:)) + [SpecFileName.supportFileName])
    }

    /// The fingerprint of this run's inputs, from the bytes each spec was checked with; nil when
    /// a spec could not be read.
    /// The checked specs are nearly always `specs` in their order (`SpecLoader.load(files:)`),
    /// and then their hashes are taken as they are, without a dictionary of a thousand paths.
    func inputs(checked: [SpecLoader.LoadedSpec]) -> UInt64? {
        let contentHashes: [UInt64?]
        if checked.count == specs.count, zip(checked, specs).allSatisfy({ $0.file == $1 }) {
            contentHashes = checked.map(\.contentHash)
        } else {
            let hashes = Dictionary(checked.map { ($0.file, $0.contentHash) }, uniquingKeysWith: { first, _ in first })
            contentHashes = specs.map { hashes[$0] ?? nil }
        }
        return GenerationRecord.fingerprint(environment: environment, specs: specs, contentHashes: contentHashes)
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
