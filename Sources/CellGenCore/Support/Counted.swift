/// `1 spec`, `2 specs`: how CellGen's messages count things. Every noun they count takes an
/// `s` in the plural.
public func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
