import Foundation

/// The checking half of the pipeline: bytes -> YAML tree -> `ScreenSpec` -> `Screen`. It stops
/// at the first stage with errors (later stages would only repeat them in other words) and
/// returns every diagnostic found so far.
public struct SpecLoader: Sendable {
    public var readerLimits: ReaderLimits
    /// What specs that do not set it get (from `cellgen.yml`).
    public var defaults: SpecDefaults

    public init(readerLimits: ReaderLimits = .default, defaults: SpecDefaults = SpecDefaults()) {
        self.readerLimits = readerLimits
        self.defaults = defaults
    }

    public struct LoadedSpec: Sendable {
        public var file: String
        public var screen: Screen?
        /// Set instead of `screen` for a cell library (`*.cells.yml`) without errors.
        public var library: Library? = nil
        /// The cell libraries a screen's `uses` names, once it is decoded.
        public var uses: [String] = []
        public var diagnostics: Diagnostics
        /// The `StableHash` of the bytes read, for the `GenerationRecord`; nil when the file
        /// could not be read.
        public var contentHash: UInt64? = nil
        /// Time spent in each stage for this file (YAML reading includes the file read).
        public var timings = StageTimings()

        /// Runs one stage, timed into `timing`, and adds its diagnostics; its value, or nil when
        /// the file has errors by then (later stages would only repeat them in other words).
        mutating func stage<Value>(
            _ timing: WritableKeyPath<StageTimings, Duration>, _ run: () -> (Value?, Diagnostics)
        ) -> Value? {
            let start = ContinuousClock.now
            let (value, found) = run()
            timings[keyPath: timing] += start.duration(to: .now)
            diagnostics.append(contentsOf: found)
            return diagnostics.hasErrors ? nil : value
        }
    }

    /// Reads and checks a screen spec, with the cell libraries its `uses` may name, or a cell
    /// library (by its file name): read, decode, validate, each stage timed, stopping at the
    /// first with errors.
    public func load(
        _ bytes: [UInt8], file: String, libraries: [String: Library] = [:], librariesWithErrors: Set<String> = []
    ) -> LoadedSpec {
        var loaded = LoadedSpec(file: file, screen: nil, diagnostics: Diagnostics())
        let reader = YAMLDocumentReader(limits: readerLimits)
        guard
            let root = loaded.stage(
                \.read,
                {
                    let read = reader.read(bytes, file: file)
                    return (read.root, read.diagnostics)
                })
        else {
            return loaded
        }
        if SpecFileName.isLibrary(file) {
            let decoded = loaded.stage(\.decode) {
                let decoded = SpecDecoder().decodeLibrary(root, file: file)
                return (decoded.library, decoded.diagnostics)
            }
            guard let spec = decoded else { return loaded }
            loaded.library = loaded.stage(\.validate) {
                let checked = SpecValidator(defaults: defaults).validate(spec)
                return (checked.library, checked.diagnostics)
            }
        } else {
            let decoded = loaded.stage(\.decode) {
                let decoded = SpecDecoder().decode(root, file: file)
                return (decoded.spec, decoded.diagnostics)
            }
            guard let spec = decoded else { return loaded }
            loaded.uses = spec.uses.map(\.value)
            let validator = SpecValidator(
                defaults: defaults, libraries: libraries, librariesWithErrors: librariesWithErrors)
            loaded.screen = loaded.stage(\.validate) {
                let checked = validator.validate(spec)
                return (checked.screen, checked.diagnostics)
            }
        }
        return loaded
    }

    /// Reads the file first; a file that cannot be read is a diagnostic like any other. Files
    /// over the size limit are refused before they are read whole.
    public func load(file: String, libraries: [String: Library] = [:], librariesWithErrors: Set<String> = [])
        -> LoadedSpec
    {
        // stat follows symbolic links. A FIFO or a device would block or never end: only
        // regular files are read.
        var info = stat()
        if stat(file, &info) == 0,
            let problem = Self.irregularKind(info.st_mode).map({
                "this is \($0), not a file; a spec must be a regular file"
            })
                ?? readerLimits.fileSizeProblem(Int(info.st_size))
        {
            var diagnostics = Diagnostics()
            diagnostics.error(problem, at: .start(of: file))
            return LoadedSpec(file: file, screen: nil, diagnostics: diagnostics)
        }
        do {
            let start = ContinuousClock.now
            // Foundation is asked only when POSIX cannot read the file, for its error message.
            let bytes = try FileBytes.read(file) ?? [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            var result = load(bytes, file: file, libraries: libraries, librariesWithErrors: librariesWithErrors)
            result.contentHash = StableHash.of(bytes)
            result.timings.read += start.duration(to: .now) - result.timings.total
            return result
        } catch {
            var diagnostics = Diagnostics()
            diagnostics.error("cannot read the file: \(error.localizedDescription)", at: .start(of: file))
            return LoadedSpec(file: file, screen: nil, diagnostics: diagnostics)
        }
    }

    /// Loaded cell libraries by the name `uses` gives them (the file's, when it has errors);
    /// the first of two with one name.
    private static func byName(_ libraries: [LoadedSpec]) -> [String: LoadedSpec] {
        Dictionary(libraries.map { (libraryName(of: $0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    private static func libraryName(of loaded: LoadedSpec) -> String {
        loaded.library?.name ?? SpecFileName.screenName(of: loaded.file)
    }

    /// The loaded spec of each of `files`, in their order; for a file named twice, the first
    /// loaded. A loaded spec is a large value (a checked screen holds dozens of arrays and
    /// strings), and copying 1,000 of them through a dictionary took milliseconds on one core
    /// between checking and rendering: when every file was loaded once in its order, as nearly
    /// always, the loaded specs are kept as they are.
    private static func ordered(_ loaded: [LoadedSpec], as files: [String]) -> [LoadedSpec] {
        // Files in strictly increasing order (as found in folders) are each named once, and
        // loaded in their order when the paths match one for one: no dictionary then.
        if loaded.count == files.count, zip(files, files.dropFirst()).allSatisfy({ $0 < $1 }),
            zip(loaded, files).allSatisfy({ $0.file == $1 })
        {
            return loaded
        }
        var firstIndex: [String: Int] = [:]
        for (index, spec) in loaded.enumerated() where firstIndex[spec.file] == nil {
            firstIndex[spec.file] = index
        }
        let indices = files.compactMap { firstIndex[$0] }
        return indices.elementsEqual(loaded.indices) ? loaded : indices.map { loaded[$0] }
    }

    private static func irregularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a named pipe (FIFO)"
        default: "a device or socket"
        }
    }

    /// Loads every file (in parallel, in input order): the cell libraries first, then the screens
    /// with them; and checks what only shows across files: two specs that would write the same
    /// output file. A screen's `uses` finds the libraries beside it first, then those among
    /// `files`: one beside it that is not among `files` is loaded too and, when a screen uses
    /// it, put first in the results, so every command reports its errors and generates it.
    /// `companions` are `SpecDiscovery.companions(of: files)`, when the caller has them already.
    public func load(files: [String], companions: [String]? = nil) -> [LoadedSpec] {
        let companions = Set(companions ?? SpecDiscovery.companions(of: files))
        let libraryFiles = files.filter(SpecFileName.isLibrary) + companions.sorted()
        let libraryResults = libraryFiles.concurrentMap { load(file: $0) }
        let given = Self.byName(libraryResults.filter { !companions.contains($0.file) })
        let screenFiles = files.filter { !SpecFileName.isLibrary($0) }
        // By folder, each folder standardized once: comparing per screen and library stats both.
        let libraryFolders = SpecDiscovery.folderKeys(of: libraryFiles)
        let besideByFolder = Dictionary(grouping: libraryResults.indices, by: { libraryFolders[$0] })
            .mapValues { Self.byName($0.map { libraryResults[$0] }) }
        let screenResults = zip(screenFiles, SpecDiscovery.folderKeys(of: screenFiles)).map { $0 }.concurrentMap {
            file, folder in
            let available = given.merging(besideByFolder[folder] ?? [:]) { _, besideIt in besideIt }
            return load(
                file: file, libraries: available.compactMapValues(\.library),
                librariesWithErrors: Set(available.filter { $0.value.library == nil }.keys))
        }
        let used = Set(screenResults.flatMap(\.uses))
        let usedCompanions = libraryResults.filter {
            companions.contains($0.file) && used.contains(Self.libraryName(of: $0))
        }
        // Joining an empty list to another copies the other's specs: see `ordered`.
        let inOrder = Self.ordered(
            libraryResults.isEmpty ? screenResults : libraryResults + screenResults, as: files)
        var results = usedCompanions.isEmpty ? inOrder : usedCompanions + inOrder
        var firstFile: [String: String] = [:]
        for index in results.indices {
            let output = SpecFileName.outputFileName(of: results[index].file)
            // Lowercased: on a case-insensitive file system (macOS) Foo and foo are one file. A
            // screen with exactly a library's name is reported, more precisely, by its validation.
            if let first = firstFile[output.lowercased()],
                SpecFileName.isLibrary(first) == SpecFileName.isLibrary(results[index].file)
                    || SpecFileName.outputFileName(of: first) != output
            {
                results[index].diagnostics.error(
                    "this spec and \(first) would both generate \(output); screens and cell libraries need distinct names, even ignoring letter case",
                    at: .start(of: results[index].file),
                    notes: [Diagnostic.Note("the other spec", at: .start(of: first))])
                results[index].screen = nil
                results[index].library = nil
            } else {
                firstFile[output.lowercased()] = results[index].file
            }
        }
        return results
    }
}
