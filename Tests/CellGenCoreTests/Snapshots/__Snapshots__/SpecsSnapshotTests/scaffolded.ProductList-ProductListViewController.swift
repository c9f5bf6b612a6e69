// Written by `cellgen scaffold` for ProductList.screen.yml. This file is yours to edit; CellGen
// never overwrites it.

import UIKit

/// The ProductList screen: shows an input with the generated data source and handles its actions.
final class ProductListViewController: UIViewController {
    /// Laid out as the spec says, by the generated layout.
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: ProductList.DataSource.makeLayout())
    private var dataSource: ProductList.DataSource?

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.frame = view.bounds
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let dataSource = ProductList.DataSource(collectionView: collectionView, handler: self)
        self.dataSource = dataSource
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // A row selected to open another screen stays highlighted until the user comes back.
        dataSource?.deselectMomentaryRows(animated: animated)
    }

    /// Shows `input`; call it whenever the data changes.
    func show(_ input: ProductList.Input, animated: Bool = true) {
        dataSource?.apply(input, animatingDifferences: animated)
    }
}

extension ProductListViewController: ProductList.ActionHandler {
    /// Open the promotions
    func openPromo(_ row: ProductList.PromoViewModel) {
    }

    /// Open the advertised link
    func openAd(_ row: ProductList.AdViewModel) {
    }

    /// Open the product card
    func openProduct(_ row: ProductList.ProductViewModel) {
    }
}
