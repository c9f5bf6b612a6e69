/// Changing the case of the first word of a name, for names derived from others
/// (`Button` -> `button`, `tap` -> `onTap`).
public enum SwiftNameCasing {
    /// `Button` -> `button`, `URLField` -> `urlField`, `ID` -> `id`: a leading run of capitals
    /// is an acronym and is lowercased whole, except the capital that starts the next word.
    public static func lowerCamelFirst(_ name: String) -> String {
        let characters = Array(name)
        let leadingCapitals = characters.prefix { $0.isUppercase }.count
        guard leadingCapitals > 0 else { return name }
        var lowered = leadingCapitals
        // In `URLField`, the `F` starts the next word and stays uppercase.
        if leadingCapitals > 1, leadingCapitals < characters.count, characters[leadingCapitals].isLowercase {
            lowered -= 1
        }
        return String(characters[..<lowered]).lowercased() + String(characters[lowered...])
    }

    /// `tap` -> `Tap`, `phone` -> `Phone`; the rest is kept.
    public static func upperCamelFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
