// libFuzzer target: the whole pipeline in memory. The input goes through a `GeneratorPipeline`
// built as `cellgen generate` builds it (default configuration, built-in templates): checked
// (read, decoded, validated) and, when a screen comes out, rendered into its screen file and the
// support file; its scaffold is rendered as `cellgen scaffold` renders it. Built by
// scripts/fuzz.sh.
//
// Where it differs from `generate`: the input is bytes in memory, one spec alone, so there is no
// file reading (no check of the file's kind or size before the read, no read error; the reader
// still checks the bytes' size), no discovery, no `cellgen.yml` and no check across files (two
// specs with one output name); no `OutputSync`, so nothing is compared, diffed, written or
// removed, and no generation record; and every built-in template is parsed, the scaffold's among
// them, where `generate` parses only those of the files it writes.
import CellGenCore

/// Parsed once per process, not per input. The built-in templates do not depend on the input,
/// so failing to parse them is a broken build, not a finding.
let templates: TemplateSet = {
    do {
        return try TemplateSet.builtIn()
    } catch {
        fatalError("the built-in templates do not parse: \(error)")
    }
}()
let pipeline = GeneratorPipeline(configuration: TargetConfiguration(), templates: templates)
let scaffold = ScaffoldGenerator(templates: templates)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let screen = pipeline.checking.check(bytes, file: "Fuzz.screen.yml").screen else { return 0 }
    // A template error is a diagnostic, not a crash; only traps count here.
    _ = try? pipeline.render(screen)
    _ = try? pipeline.renderSupport(for: [screen])
    _ = try? scaffold.files(for: screen)
    return 0
}
