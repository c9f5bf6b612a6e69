/// Time spent in each stage of the pipeline, for `generate --timings`. Stages that run per
/// spec on several cores are summed over specs, so they can add up to more than the wall time.
public struct StageTimings: Sendable, Equatable {
    public var read: Duration = .zero
    public var decode: Duration = .zero
    public var validate: Duration = .zero
    public var render: Duration = .zero
    public var write: Duration = .zero

    public init() {}

    public var total: Duration { read + decode + validate + render + write }

    public static func + (lhs: StageTimings, rhs: StageTimings) -> StageTimings {
        var sum = lhs
        sum.read += rhs.read
        sum.decode += rhs.decode
        sum.validate += rhs.validate
        sum.render += rhs.render
        sum.write += rhs.write
        return sum
    }

    /// `read 12.1 ms, decode 3.0 ms, ...`.
    public var summary: String {
        [("read", read), ("decode", decode), ("validate", validate), ("render", render), ("write", write)]
            .map { "\($0.0) \(Self.milliseconds($0.1))" }.joined(separator: ", ")
    }

    public static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return String(format: "%.1f ms", value)
    }
}
