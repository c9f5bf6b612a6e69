// expect: ok
import UIKit

let path = IndexPath(row: 2, section: 1)
let item = IndexPath(item: 3, section: 0)
let total = path.row + path.section + item.item
