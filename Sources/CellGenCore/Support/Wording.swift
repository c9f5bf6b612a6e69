/// How CellGen's messages word what they report, the same in every command and test.
public enum Wording {
    /// `1 spec`, `2 specs`. Every noun CellGen counts takes an `s` in the plural.
    public static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `110`, `0.42`: a number from a spec without a needless fraction.
    public static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
