/// `deploymentTarget:` in `cellgen.yml`: the oldest iOS the target runs on (15, the generated
/// code's minimum, unless it says). What the generated code offers only on a later iOS (a
/// collection's context menus, iOS 16) is a lint warning below it, instead of silently nothing.
public struct DeploymentTarget: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public static let minimum = DeploymentTarget(major: 15, minor: 0)

    public init(major: Int, minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// `16`, `16.4`; nil for anything else.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), parts[0].allSatisfy(\.isASCII),
            let minor = parts.count == 2 ? Int(parts[1]) : 0, minor >= 0, major >= 0
        else { return nil }
        self.init(major: major, minor: minor)
    }

    public static func < (lhs: DeploymentTarget, rhs: DeploymentTarget) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { minor == 0 ? "\(major)" : "\(major).\(minor)" }
}
