// The team's side of the benchmarked screens: the cells and header view that ArticleFeed and
// ProductList (specs/) name, as a team writes them, each counting its `configure(with:)` calls so the
// benchmark can see from outside which visible views an apply configured again. They use only the
// screens' public API (the `<Cell>Configurable` protocols and their view-models).
//
// Compiled by Benchmarks/runtime.py with the generated files, against the UIKit double. Cells
// registered from nibs are declared to the double with `UINib.register(_:forNibName:)` (main.swift).

import UIKit

/// What the views below counted.
@MainActor
enum Counters {
    /// `configure(with:)` calls on cells and header views since the last reset.
    static var configure = 0
}

// MARK: - ArticleFeed (seed 2: a nib cell)

final class DRHTableViewCell: UITableViewCell, ArticleFeed.ArticleConfigurable {
    private(set) var title: String?

    func configure(with viewModel: ArticleFeed.ArticleViewModel) {
        Counters.configure += 1
        title = viewModel.title
    }
}

// MARK: - ProductList (seed 3: nib collection cells, a class-registered header view)

final class PromoCell: UICollectionViewCell, ProductList.PromoConfigurable {
    private(set) var title: String?

    func configure(with viewModel: ProductList.PromoViewModel) {
        Counters.configure += 1
        title = viewModel.title
    }
}

final class AdCell: UICollectionViewCell, ProductList.AdConfigurable {
    private(set) var link: URL?

    func configure(with viewModel: ProductList.AdViewModel) {
        Counters.configure += 1
        link = viewModel.link
    }
}

final class ProductCell: UICollectionViewCell, ProductList.ProductConfigurable {
    private(set) var name: String?

    func configure(with viewModel: ProductList.ProductViewModel) {
        Counters.configure += 1
        name = viewModel.name
    }
}

final class ProductsHeaderView: UICollectionReusableView, ProductList.ProductsHeaderConfigurable {
    private(set) var title: String?

    func configure(with viewModel: ProductList.ProductsHeaderViewModel) {
        Counters.configure += 1
        title = "\(viewModel.title) (\(viewModel.productCount))"
    }
}
