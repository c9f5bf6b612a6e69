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

extension Array where Element: Sendable {
    /// `concurrentMap` that hands each element over to the thread that transforms it, which
    /// drops it right after: freeing what the elements own (a checked screen's arrays and
    /// strings) then happens on all cores as they go, not on one thread after the last. Only
    /// what no one else holds is freed then, so the caller passes the array with `consume`.
    consuming func concurrentMapHandingOver<Transformed: Sendable>(
        _ transform: @Sendable (Element) -> Transformed
    ) -> [Transformed] {
        let count = count
        guard count > 1 else { return map(transform) }
        let pending = HandOver(consume self)
        let slots = Slots<Transformed>(count: count)
        withoutActuallyEscaping(transform) { transform in
            let box = TransformBox(transform: transform)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots.set(index, box.transform(pending.take(index)))
            }
        }
        return slots.values
    }
}

/// The elements of an array, each taken out once by whichever thread transforms it.
private final class HandOver<Element>: @unchecked Sendable {
    private var storage: [Element?]
    private let lock = NSLock()

    init(_ elements: consuming [Element]) {
        storage = elements.map { $0 }
    }

    func take(_ index: Int) -> Element {
        lock.lock()
        defer { lock.unlock() }
        return storage[index].take()!
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
