import Dispatch

/// A value computed on another thread while the caller goes on: for work that would otherwise
/// keep one core busy while the other waits, done beside work that keeps every core busy (the
/// templates are parsed while the specs are checked, instead of before it, on one core).
final class BackgroundValue<Value: Sendable, Failure: Error>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    /// Written once, by the work, before `done` is signalled; read only after waiting for it.
    private var result: Result<Value, Failure>?

    init(_ work: @escaping @Sendable () throws(Failure) -> Value) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.result = Result(catching: work)
            self.done.signal()
        }
    }

    /// The value, once computed, handed over (this holds it no more, so the caller decides
    /// where it is freed); what the work threw, if it did. Called once.
    func take() throws(Failure) -> Value {
        done.wait()
        defer { result = nil }
        return try result!.get()
    }
}
