/// Decoding of the Behaviours v3 keys: a cell's `appear`, `disappear` and `prefetch`, a
/// section's `index`.
extension SpecDecoder {
    func decodeBehaviours(_ keyed: KeyedEntries, _ cell: String, _ decoding: inout NodeDecoding) -> BehaviourCellSpec {
        BehaviourCellSpec(
            appear: keyed["appear"].flatMap { decoding.string($0, "'appear' of \(cell) (an action)") },
            disappear: keyed["disappear"].flatMap { decoding.string($0, "'disappear' of \(cell) (an action)") },
            prefetch: keyed["prefetch"].flatMap { decodePrefetch($0, cell, &decoding) })
    }

    /// `prefetch: action` or `{ start: action, cancel: action }`.
    private func decodePrefetch(_ node: YAMLNode, _ cell: String, _ decoding: inout NodeDecoding) -> PrefetchSpec? {
        let what = "'prefetch' of \(cell)"
        guard node.mapping != nil else {
            return decoding.string(node, "\(what) (an action, or { start, cancel })").map {
                PrefetchSpec(start: $0, cancel: nil)
            }
        }
        guard let keyed = decoding.keyed(node, what, SpecGrammar.prefetch),
            let start = keyed["start"].flatMap({ decoding.string($0, "'start' of \(what)") })
        else { return nil }
        return PrefetchSpec(start: start, cancel: keyed["cancel"].flatMap { decoding.string($0, "'cancel' of \(what)") })
    }

    /// `index: "A"` or `{ field: contextField }`.
    func decodeSectionIndex(_ node: YAMLNode, _ section: String, _ decoding: inout NodeDecoding)
        -> Located<SectionIndexSpec>?
    {
        let what = "'index' of \(section)"
        guard node.mapping != nil else {
            return decoding.string(node, "\(what) (a title, or { field: contextField })").map {
                Located(.title($0.value), at: $0.location)
            }
        }
        guard let keyed = decoding.keyed(node, what, SpecGrammar.sectionIndexField),
            let field = keyed["field"].flatMap({ decoding.string($0, "'field' of \(what)") })
        else { return nil }
        return Located(.field(field), at: node.location)
    }
}
