import Foundation

/// A button of an alert or action sheet, as UIKit's `UIAlertAction`. Tapping is not simulated:
/// the handler is stored and runs only when a test calls it (`action.handler?(action)`).
@preconcurrency @MainActor open class UIAlertAction: NSObject {
    /// How the button looks, as UIKit's `UIAlertAction.Style` (stored and inert).
    public enum Style: Int, Sendable {
        /// A plain button, the cancel button, a destructive (red) button.
        case `default` = 0, cancel, destructive
    }

    /// The button's title.
    public private(set) var title: String?
    /// How the button looks.
    public private(set) var style: Style
    /// Whether the button can be tapped (stored).
    open var isEnabled = true
    /// What runs when the button is tapped (tapping is not simulated).
    public private(set) var handler: ((UIAlertAction) -> Void)?

    /// A button with no title, of the default style, with no handler (`NSObject`'s `init()`,
    /// which UIKit's `UIAlertAction` inherits).
    public override init() {
        style = .default
    }

    /// A button titled `title`, of `style`, running `handler` when tapped. A convenience
    /// initializer, as Apple declares it.
    public convenience init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert or action sheet, as UIKit's `UIAlertController`, presented with
/// `present(_:animated:completion:)` over the presenter, which stays on screen and gets no
/// appearance callbacks (UIKit's custom presentation; `.overFullScreen` here).
///
/// An alert's text fields (`addTextField(configurationHandler:)`) are real `UITextField`s in the
/// alert's view, and the first becomes first responder when the alert has appeared, so the
/// keyboard shows (on iOS it rises with the alert; that it waits for `viewDidAppear` here is the
/// simulation's timing, unconfirmed); keyboard libraries that tell an alert's field from the
/// app's (`controller is UIAlertController`) see what they see on iOS. Laid out as
/// a 270-point box centred on the screen, a 44-point title area, a 32-point row per text field
/// and a 44-point row per action; an action sheet is a box along the bottom of the safe area,
/// 8 points in from each side. These metrics are unconfirmed (no public source found states
/// them), and, unlike iOS, the box does not move up when the keyboard shows (not simulated).
/// Tapping an action is not simulated; `title`, `message` and the actions are stored.
open class UIAlertController: UIViewController {
    /// An alert or an action sheet, as UIKit's `UIAlertController.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable {
        /// A sheet along the bottom of the screen; an alert in the middle.
        case actionSheet = 0, alert
    }

    /// The alert's message.
    open var message: String?
    /// An alert or an action sheet.
    public private(set) var preferredStyle: Style
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The button shown as preferred (stored; it must be one of `actions`).
    open var preferredAction: UIAlertAction? {
        didSet {
            if let action = preferredAction {
                requireArgument(
                    actions.contains { $0 === action }, "UIAlertController.preferredAction = \(action.title ?? "nil")",
                    "expected one of the alert's actions, as UIKit requires")
            }
        }
    }

    private var fields: [UITextField] = []
    private let box = UIView()

    /// The alert's text fields, in the order added; `nil` when it has none, as in UIKit.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// An alert or action sheet with this title and message. A convenience initializer, as Apple
    /// declares it: it goes through `init(nibName:bundle:)`, which a subclass may override.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// An action sheet with no title or message (`.actionSheet`, UIKit's style of raw value 0:
    /// what a controller made without a style has is unconfirmed; Apple documents only
    /// `init(title:message:preferredStyle:)`).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        preferredStyle = .actionSheet
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .overFullScreen
    }

    /// Archives are not simulated: an alert with no title or message.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
        modalPresentationStyle = .overFullScreen
    }

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
        viewIfLoaded?.setNeedsLayout()
    }

    /// Adds a text field to an alert (UIKit raises an exception for an action sheet; so does
    /// this, naming the call) and runs `configurationHandler` on it.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        requireArgument(
            preferredStyle == .alert, "UIAlertController.addTextField(configurationHandler:) on an action sheet",
            "expected an alert: UIKit allows text fields only in an alert controller of style .alert")
        let field = UITextField()
        field.borderStyle = .roundedRect
        fields.append(field)
        if isViewLoaded { box.addSubview(field) }
        configurationHandler?(field)
        viewIfLoaded?.setNeedsLayout()
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(box)
        for field in fields { box.addSubview(field) }
    }

    /// The first text field, if any, becomes first responder.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        fields.first?.becomeFirstResponder()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let height: CGFloat = 44 + CGFloat(fields.count) * 32 + CGFloat(actions.count) * 44  // typed: 0.1-0.2 s to infer
        switch preferredStyle {
        case .alert:
            box.frame = CGRect(x: bounds.midX - 135, y: bounds.midY - height / 2, width: 270, height: height)
        case .actionSheet:
            let bottom = bounds.maxY - view.safeAreaInsets.bottom - 8
            box.frame = CGRect(x: bounds.minX + 8, y: bottom - height, width: bounds.width - 16, height: height)
        }
        for (row, field) in fields.enumerated() {
            field.frame = CGRect(x: 16, y: 44 + CGFloat(row) * 32 + 4, width: box.frame.width - 32, height: 24)
        }
    }
}
