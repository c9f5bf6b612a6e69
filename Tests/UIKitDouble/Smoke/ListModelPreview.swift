// What the list engine (CellGenListModel, in CellGenSupport.swift) makes of sections, for
// scenarios that look before they apply: the same model a data source keeps, fed by hand.

import UIKit

/// What applying `sections` after `previous` changes: the snapshot a data source would apply
/// (its reconfigured items and reloaded sections), the change count and the headers shown in place.
nonisolated func listChanges<Section: CellGenSection>(from previous: [Section], to sections: [Section]) -> CellGenListChanges<Section> {
    var model = CellGenListModel<Section>()
    _ = model.replace(with: previous)
    return model.replace(with: sections)
}

/// The model a data source keeps after applying `sections`: their rows by item identifier.
nonisolated func listModel<Section: CellGenSection>(showing sections: [Section]) -> CellGenListModel<Section> {
    var model = CellGenListModel<Section>()
    _ = model.replace(with: sections)
    return model
}
