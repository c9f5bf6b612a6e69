/// Decoding of `when` and `unless` of a cell or row: action -> `Bool` field.
extension SpecDecoder {
    func decodeConditions(_ keyed: KeyedEntries, _ owner: String, _ decoding: inout NodeDecoding) -> [OfferConditionSpec] {
        decodeConditions(keyed["when"], key: "when", owner, isNegated: false, &decoding)
            + decodeConditions(keyed["unless"], key: "unless", owner, isNegated: true, &decoding)
    }

    private func decodeConditions(
        _ node: YAMLNode?, key: String, _ owner: String, isNegated: Bool, _ decoding: inout NodeDecoding
    ) -> [OfferConditionSpec] {
        guard let node, let entries = decoding.mapping(node, "'\(key)' of \(owner) (action: Bool field)") else { return [] }
        return entries.compactMap { entry in
            decoding.string(entry.value, "the field of action '\(entry.key)' in '\(key)' of \(owner)").map {
                OfferConditionSpec(action: Located(entry.key, at: entry.keyLocation), field: $0, isNegated: isNegated)
            }
        }
    }
}
