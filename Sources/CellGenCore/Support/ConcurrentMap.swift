import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `map` across all cores, keeping the order of the input: each element is transformed on
    /// its own and lands in its own slot, so the result equals a serial `map`.
    func concurrentMap<Transformed: Sendable>(_ transform: @Sendable (Element) -> Transformed) -> [Transformed] {
        guard count > 1 else { return map(transform) }
        let slots = Slots<Transformed>(count: count)
        withoutActuallyEscaping(transform) { transform in
            let box = TransformBox(transform: transform)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.set(index, box.transform(self[index]))
            }
        }
        return slots.values
    }
}

/// One slot per element, written once each from whichever thread transforms it.
private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    var values: [Value] { storage.map { $0! } }
}

private struct TransformBox<Element, Transformed>: @unchecked Sendable {
    let transform: (Element) -> Transformed
}
