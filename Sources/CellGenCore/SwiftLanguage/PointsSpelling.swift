/// A size in points as a Swift literal: `44` rather than `44.0`, `0.5` as is. The validator
/// words sizes with it and the context builders write them into generated code.
enum PointsSpelling {
    static func literal(_ points: Double) -> String {
        points.rounded() == points && abs(points) < 1e15 ? String(Int(points)) : String(points)
    }
}
