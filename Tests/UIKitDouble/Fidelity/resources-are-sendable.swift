// expect: ok
import UIKit

nonisolated func colors() -> (UIColor, UIFont, UIImage?) { (.red, .systemFont(ofSize: 12), UIImage(named: "x")) }
