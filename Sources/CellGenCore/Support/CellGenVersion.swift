/// The version `cellgen --version` prints. Generated files never carry it, so upgrading
/// CellGen does not touch generated code that did not change.
public enum CellGenVersion {
    public static let current = "0.1.0"
}
