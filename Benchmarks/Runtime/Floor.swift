// The hand-written floor of an apply: the least bookkeeping any diffable list does to show new
// rows and find the changed ones. It maps the rows to their ids and compares each row with the
// last apply's row of the same id (a dictionary of id -> row, kept from the last apply), counting
// the changed rows. No strings are built, no snapshot is made (the snapshot's own cost is measured
// apart, on the double), nothing is asked of UIKit.
//
// Its article has ArticleFeed's fields and identity ([authorName, date]), written by hand: it does
// not use the generated view-model, so the floor stays what a hand-written screen would do.

/// One article, as a hand-written screen would declare it.
struct FloorArticle: Hashable {
    var avatarImageURL: String?
    var authorName: String?
    var date: String?
    var title: String?
    var previewText: String?

    struct ID: Hashable {
        var authorName: String?
        var date: String?
    }

    var id: ID { ID(authorName: authorName, date: date) }
}

/// The rows of the last apply, by id.
final class Floor {
    private var last: [FloorArticle.ID: FloorArticle] = [:]
    /// The ids in order, as a snapshot would take them.
    private(set) var ids: [FloorArticle.ID] = []

    /// Takes `rows` as the new state; returns how many rows kept their id with other values.
    func apply(_ rows: [FloorArticle]) -> Int {
        var ids: [FloorArticle.ID] = []
        ids.reserveCapacity(rows.count)
        var current: [FloorArticle.ID: FloorArticle] = [:]
        current.reserveCapacity(rows.count)
        var changed = 0
        for row in rows {
            let id = row.id
            ids.append(id)
            if let old = last[id], old != row { changed += 1 }
            current[id] = row
        }
        last = current
        self.ids = ids
        return changed
    }
}
