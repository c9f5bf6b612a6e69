// expect: error: to 'Sendable' is unavailable
import UIKit

func requireSendable<T: Sendable>(_ value: T) {}
@MainActor func register() {
    let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    requireSendable(registration)
}
