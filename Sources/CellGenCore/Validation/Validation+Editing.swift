/// Edit mode: a row's `delete` and `reorder`. Deleting is the row's first trailing swipe action
/// (what a table's delete control and a list cell's delete accessory reveal); reordering moves a
/// repeated row among the rows of its own slot.
extension Validation {
    /// `interactions` with the row's `delete` and `reorder`; the delete action moves to the front
    /// of the trailing swipe actions.
    mutating func resolveEditing(
        of row: RowSpec, occurrence: Occurrence, interactions: RowInteractions, named what: @autoclosure () -> String
    ) -> RowInteractions {
        var interactions = interactions
        interactions.bulk = row.bulk.map(\.value)
        if let delete = row.delete {
            interactions.delete = delete.value
            interactions.trailingSwipe = [delete.value] + interactions.trailingSwipe.filter { $0 != delete.value }
        }
        if let reorder = row.reorder {
            if occurrence == .repeated {
                interactions.reorder = reorder.value
            } else {
                diagnostics.error(
                    "\(what()) is not repeated, so it has no rows to reorder among themselves; 'reorder' is for a repeated row",
                    at: reorder.location)
            }
        }
        return interactions
    }

    /// In a collection, deleting and reordering work only in list sections, as swipe actions do.
    mutating func checkEditingInCollections(_ sections: [Section], collectionLayout: CollectionLayout?) {
        guard let collectionLayout else { return }
        for (section, resolved) in zip(spec.sections, sections)
        where collectionLayout == .flow || resolved.layout?.isList == false {
            for row in section.rows {
                for (key, action) in [("delete", row.delete), ("reorder", row.reorder)] {
                    guard let action else { continue }
                    diagnostics.error(
                        "'\(key)' of \(row.ownerName(inSection: section.id.value)) works in list sections, but section '\(section.id.value)' is not one; a collection view deletes and reorders list cells",
                        at: action.location)
                }
            }
        }
    }
}
