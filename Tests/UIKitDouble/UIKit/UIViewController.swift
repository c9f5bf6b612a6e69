// UIKit test double: UIViewController (UIViewController.h, iOS 18 SDK).

/// A screen's controller: loads its view on first access and receives the lifecycle calls.
///
/// Designated initializers as in the header: `initWithNibName:bundle:` and `initWithCoder:`;
/// NSObject's `init()` stays callable as a convenience initializer (`UIViewController()`).
@MainActor
open class UIViewController: UIResponder {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        self.nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        self.nibName = nil
        self.nibBundle = nil
        super.init()
    }

    /// `-init`, which UIKit turns into `initWithNibName:nil bundle:nil`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    open private(set) var nibName: String?
    open private(set) var nibBundle: Bundle?
    open var title: String?

    // MARK: View

    /// `null_resettable`: reading it loads the view (`loadView()` then `viewDidLoad()`).
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return storedView
        }
        set {
            storedView?.owningViewController = nil
            storedView = newValue
            storedView?.owningViewController = self
        }
    }

    open var viewIfLoaded: UIView? { storedView }
    open var isViewLoaded: Bool { storedView != nil }

    /// Makes a plain view the size of an iPhone screen; subclasses assign their own.
    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    open func loadViewIfNeeded() {
        guard storedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if storedView == nil {
            storedView = UIView(frame: .zero)
            storedView?.owningViewController = self
        }
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    // MARK: Containment

    open private(set) weak var parent: UIViewController?
    open private(set) var children: [UIViewController] = []

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// "UIViewController implements this method to return its view's superview"; a child whose
    /// view is not in a hierarchy answers its parent.
    open override var next: UIResponder? {
        storedView?.superview ?? parent
    }

    open var isEditing = false

    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    private var storedView: UIView?
    private var isLoadingView = false
}
