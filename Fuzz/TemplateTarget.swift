// libFuzzer target: a team's template overrides. The input, as UTF-8 text, is cut at each
// `\n====\n`: the first part replaces the built-in `view-model` template (a partial every
// screen's file includes once per cell), the others are the partials `p1`, `p2`, ..., which may
// include each other (deep nesting, partial bombs, cycles); then a fixed screen is rendered and
// laid out through them. A template that does not parse or crosses a limit is a diagnostic,
// not a finding; only traps, hangs and huge memory count. Built by scripts/fuzz.sh.
import CellGenCore
import Foundation

/// The screen every input renders: checked once per process from a spec with cells, events,
/// sections and actions, so that the template sees lists, flags and nested objects.
let screen: Screen = {
    let spec = """
        screen: Fuzz
        cells:
          Title: { fields: { text: String, count: Int }, events: { tap: ~ }, select: open }
          Switch: { fields: { isOn: Bool }, events: { toggled: Bool } }
        sections:
          - id: main
            header: Main
            rows:
              - { cell: Title, repeated: true }
              - { cell: Switch, on: { toggled: toggle } }
        actions: { open: Open, toggle: Toggle }
        """
    guard let screen = GeneratorPipeline(configuration: TargetConfiguration(), templates: try! TemplateSet.builtIn())
        .checking.check(Array(spec.utf8), file: "Fuzz.screen.yml").screen
    else { fatalError("the fuzz target's own screen does not check") }
    return screen
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.components(separatedBy: "\n====\n")
    var overrides = ["view-model": parts[0]]
    for (index, part) in parts.enumerated().dropFirst() { overrides["p\(index)"] = part }
    guard let templates = try? TemplateSet.overriding(overrides) else { return 0 }
    _ = try? CodeGenerator(templates: templates).file(for: screen)
    return 0
}
