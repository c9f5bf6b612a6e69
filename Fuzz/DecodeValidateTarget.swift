// libFuzzer target: read, decode and validate (`GeneratorPipeline.Checking` of the default
// configuration), as `cellgen lint` does for one file, from bytes in memory.
// The file name is fixed, so only specs saying `screen: Fuzz` validate without the name-mismatch
// error (validation runs all its rules either way); scripts/fuzz.sh seeds the corpus with
// copies of the seed specs renamed to `Fuzz`. Built by scripts/fuzz.sh.
import CellGenCore

let checking = GeneratorPipeline.Checking(configuration: TargetConfiguration())

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = checking.check(bytes, file: "Fuzz.screen.yml")
    return 0
}
