import CellGenCore

@main
enum CellGenPlaceholder {
    static func main() {}
}
