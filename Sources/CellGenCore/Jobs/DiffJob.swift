import Foundation

/// `cellgen diff`: the changes by meaning between two versions of screen specs, each marked
/// breaking or not for code that uses the generated API. Two spec files, or every spec of a
/// folder against a git revision (`--base`).
public enum DiffJob {
    public struct Outcome: Sendable {
        /// In the order the stages found them.
        public var diagnostics: [Diagnostic] = []
        public var failure: JobFailure?
        /// One report per screen, in file order (`SpecChange.report`).
        public var reports: [String] = []
        /// Whether any change breaks code that uses the generated API.
        public var isBreaking = false
    }

    /// Compares the screen spec `old` with `new`, each read with the libraries beside it.
    public static func run(old: String, new: String, configFile: String?) -> Outcome {
        var outcome = Outcome()
        var inputs = ReviewInputs()
        let before = inputs.screen(at: old, configFile: configFile, reportingInto: &outcome.diagnostics)
        let after = inputs.screen(at: new, configFile: configFile, reportingInto: &outcome.diagnostics)
        guard let oldScreen = before.screen, let newScreen = after.screen else {
            outcome.failure = before.failure ?? after.failure
            return outcome
        }
        outcome.add(ScreenDiff.changes(from: oldScreen, to: newScreen), screen: newScreen.name)
        return outcome
    }

    /// Compares every spec under `folder` with its version at the git revision `base`.
    public static func run(base: String, folder: String, configFile: String?) -> Outcome {
        var outcome = Outcome()
        let old: GitRevisionFiles
        do {
            old = try GitRevisionFiles(revision: base, folder: folder)
        } catch {
            outcome.diagnostics.append(.error("\(error)", at: nil))
            outcome.failure = .diagnosed
            return outcome
        }
        defer { old.remove() }
        let found = SpecDiscovery.find([folder])
        outcome.diagnostics.report(found.diagnostics)
        // Each side with its own cellgen.yml (the one at the revision for the old), unless --config
        // names one; its errors are reported at the file it stands for, as the specs' are.
        guard
            let settings = JobInputs.settings(
                for: [folder], configFile: configFile, templatesFolder: nil, use: .review,
                reportingInto: &outcome.diagnostics),
            let oldSettings = JobInputs.settings(
                for: [old.folder], configFile: configFile, templatesFolder: nil, use: .review,
                reportingInto: &outcome.diagnostics, mapping: old.atRevision)
        else {
            outcome.failure = .diagnosed
            return outcome
        }
        let newScreens = screens(
            GeneratorPipeline.Checking(configuration: settings.configuration).check(found),
            relativeTo: folder, into: &outcome)
        // A whole folder, as the new side: its libraries are all among its files.
        let oldFiles = SpecDiscovery.FoundSpecs(files: old.files, companions: [], diagnostics: Diagnostics())
        let oldScreens = screens(
            GeneratorPipeline.Checking(configuration: oldSettings.configuration).check(oldFiles),
            relativeTo: old.folder, into: &outcome, reporting: old.atRevision)
        guard outcome.failure == nil else { return outcome }
        for path in Set(oldScreens.keys).union(newScreens.keys).sorted() {
            switch (oldScreens[path], newScreens[path]) {
            case (let before?, let after?):
                outcome.add(ScreenDiff.changes(from: before, to: after), screen: path)
            case (let before?, nil):
                outcome.add(
                    [SpecChange("screen \(Markdown.code(before.name))", "removed", breaking: true)], screen: path)
            case (nil, let after?):
                outcome.add([SpecChange("screen \(Markdown.code(after.name))", "added", breaking: false)], screen: path)
            case (nil, nil):
                break
            }
        }
        return outcome
    }

    /// The checked screens by path relative to `folder`; an error in any spec fails the run.
    private static func screens(
        _ loaded: [SpecLoader.LoadedSpec], relativeTo folder: String, into outcome: inout Outcome,
        reporting reported: (Diagnostic) -> Diagnostic = { $0 }
    ) -> [String: Screen] {
        var screens: [String: Screen] = [:]
        let prefix = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        for spec in loaded {
            outcome.diagnostics.report(Diagnostics(spec.diagnostics.map(reported)))
            if spec.diagnostics.hasErrors { outcome.failure = .invalidSpecs }
            let path = URL(fileURLWithPath: spec.file).standardizedFileURL.path
            if let screen = spec.screen {
                screens[path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path] = screen
            }
        }
        return screens
    }
}

extension DiffJob.Outcome {
    mutating func add(_ changes: [SpecChange], screen: String) {
        guard !changes.isEmpty else { return }
        reports.append(SpecChange.report(changes, screen: screen))
        isBreaking = isBreaking || changes.contains(where: \.isBreaking)
    }
}
