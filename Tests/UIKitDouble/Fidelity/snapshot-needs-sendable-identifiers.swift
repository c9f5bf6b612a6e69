// expect: error: Sendable
import UIKit

final class Box: Hashable {
    static func == (a: Box, b: Box) -> Bool { a === b }
    func hash(into hasher: inout Hasher) {}
}
let snapshot = NSDiffableDataSourceSnapshot<Box, Int>()
