/// Cells that share one class share its reuse identifier (a table's) or its registration (a
/// collection's): one class may show several cells, the scaffold writes it once for all of them.
/// Registered differently, the class's last registration replaces the others, and some of its
/// rows would dequeue a cell made from the wrong nib or bundle, or without a list cell's swipe.
extension Validation {
    mutating func warnAboutSharedReuseIdentifiers(_ screen: Screen) {
        var first: [String: Cell] = [:]
        for cell in screen.cells where cell.hasTeamClass {
            guard let earlier = first[cell.className] else {
                first[cell.className] = cell
                continue
            }
            let registration = Self.registration(of: cell, in: screen)
            let earlierRegistration = Self.registration(of: earlier, in: screen)
            guard registration != earlierRegistration else { continue }
            let location = spec.cells.first { $0.name.value == cell.name }?.name.location
            let earlierLocation = spec.cells.first { $0.name.value == earlier.name }?.name.location
            diagnostics.warning(
                "cells '\(earlier.name)' and '\(cell.name)' share class '\(cell.className)', and with it one reuse identifier, but are registered differently (\(earlierRegistration); \(registration)): the last registration replaces the other; register them alike, or give one a class of its own",
                at: location ?? earlierLocation,
                notes: earlierLocation.map { [Diagnostic.Note("'\(earlier.name)' is declared here", at: $0)] } ?? [])
        }
    }

    /// How the screen registers a cell's class, in words: what two cells sharing it must agree on.
    private static func registration(of cell: Cell, in screen: Screen) -> String {
        var words = [cell.registration.rawValue]
        if cell.registration == .nib { words.append("bundle \(cell.bundle.rawValue)") }
        if screen.list == .collection, screen.swipesRows(of: cell) { words.append("a list cell for swipe actions") }
        return words.joined(separator: ", ")
    }
}
