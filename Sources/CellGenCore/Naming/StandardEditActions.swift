/// The selectors of `UIResponderStandardEditActions` (UIResponder.h, iOS 17.4) and the other
/// one-argument edit commands `UIResponder` declares, which UIKit sends up from the first responder.
public enum StandardEditActions {
    public static let selectorNames: Set<String> = [
        "cut", "copy", "paste", "pasteAndMatchStyle", "pasteAndGo", "pasteAndSearch", "select", "selectAll", "delete",
        "makeTextWritingDirectionLeftToRight", "makeTextWritingDirectionRightToLeft", "toggleBoldface", "toggleItalics",
        "toggleUnderline", "increaseSize", "decreaseSize", "find", "findAndReplace", "findNext", "findPrevious",
        "useSelectionForFind", "print", "rename", "duplicate", "move", "export", "captureTextFromCamera",
    ]
}
