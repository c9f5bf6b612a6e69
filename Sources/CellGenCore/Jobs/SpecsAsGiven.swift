/// Spec files read one at a time as given (`describe`, `diff OLD NEW`, `scaffold`), each
/// checked with the cell libraries its `uses` names, found as every command finds them. The
/// libraries come first in the results, with their own errors; a library two specs use (`diff`
/// of two versions in one folder) has its diagnostics reported once.
struct SpecsAsGiven {
    /// The library files whose diagnostics were reported, standardized.
    private var reportedLibraries: Set<String> = []

    /// The spec's own result and the libraries read for it, every diagnostic reported into
    /// `diagnostics`; nil when there is no result for the spec itself.
    mutating func check(
        _ spec: String, configuration: TargetConfiguration,
        reportingInto diagnostics: inout [Diagnostic]
    ) -> (checked: SpecLoader.LoadedSpec, libraries: [Library])? {
        let loaded = GeneratorPipeline.Checking(configuration: configuration).check(files: [spec])
        for result in loaded
        where !SpecFileName.isLibrary(result.file)
            || reportedLibraries.insert(SpecDiscovery.standardized(result.file)).inserted
        {
            diagnostics.report(result.diagnostics)
        }
        guard let checked = loaded.last, checked.file == spec else { return nil }
        return (checked, loaded.dropLast().compactMap(\.library))
    }
}
