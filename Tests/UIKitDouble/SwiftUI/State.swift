// SwiftUI test double: State and Binding (SwiftUI's swiftinterface, iOS 17.4 SDK). A `State`
// keeps its value in a box of its own: the double does not model SwiftUI's storage by identity,
// which is what resets a view's state when its `.id` changes (scenarios check the id instead).

/// A value a view owns and changes (`State`).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let box: StateBox<Value>

    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    public init(initialValue value: Value) {
        box = StateBox(value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

private final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// A property SwiftUI updates before it evaluates a body (`DynamicProperty`).
public protocol DynamicProperty {}

/// Reads and writes a value owned elsewhere (`Binding`).
@propertyWrapper
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.get = get
        self.set = set
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }
}
