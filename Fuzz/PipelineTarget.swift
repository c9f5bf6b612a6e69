// libFuzzer target: the whole pipeline in memory. Load (read, decode, validate) and, when a
// screen comes out, render it with the built-in templates as `cellgen generate` does (screen
// file and support file) and render its scaffold as `cellgen scaffold` does. Nothing is
// written to disk. Built by scripts/fuzz.sh.
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
let generator = CodeGenerator(templates: templates)
let scaffold = ScaffoldGenerator(templates: templates)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let screen = SpecLoader().load(bytes, file: "Fuzz.screen.yml").screen else { return 0 }
    // A template error is a diagnostic, not a crash; only traps count here.
    _ = try? generator.files(for: [screen])
    _ = try? scaffold.files(for: screen)
    return 0
}
