// libFuzzer target: the YAML reader alone (libyaml events, the subset policy, limits).
// Any diagnostics are fine; the contract under test is that no input traps, crashes, hangs or
// takes huge memory. Built by scripts/fuzz.sh.
import CellGenCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = YAMLDocumentReader().read(bytes, file: "fuzz.screen.yml")
    return 0
}
