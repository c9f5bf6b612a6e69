// expect: ok
// UICollectionViewCompositionalLayoutSectionProvider is imported with no actor and not @Sendable:
// a provider written in a @MainActor function is main-actor isolated (it is not @Sendable, so it
// takes the isolation of where it is written) and may use the main-actor layout API.
import UIKit

@MainActor func makeLayout() -> UICollectionViewCompositionalLayout {
    let provider: UICollectionViewCompositionalLayoutSectionProvider = { index, environment in
        let width = environment.container.effectiveContentSize.width
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width / 2), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        return index == 0 ? NSCollectionLayoutSection(group: group) : nil
    }
    return UICollectionViewCompositionalLayout(sectionProvider: provider)
}
