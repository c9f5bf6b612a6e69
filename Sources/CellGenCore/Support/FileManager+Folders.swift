import Foundation

extension FileManager {
    /// Whether `path` exists and is a folder (following symbolic links).
    public func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
