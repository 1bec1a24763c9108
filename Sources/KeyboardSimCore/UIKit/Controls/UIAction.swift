import Foundation

/// What a control does, as a closure, as UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An element of a menu, as UIKit's `UIMenuElement`: an action or a menu, with a title and an
/// image.
///
/// Menus are not shown in the simulation: a menu and its elements are kept as given (a button's
/// `menu`, a control's context menu), and an action runs only when a control sends it
/// (`UIControl.addAction(_:for:)`, `sendAction(_:)`) or a segment holding it is selected.
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String
    /// The element's subtitle (iOS 15).
    open var subtitle: String?
    /// The element's image (stored; nothing is drawn).
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

extension UIMenuElement {
    /// How a menu element looks and acts, as UIKit's `UIMenuElement.Attributes` (stored).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The element cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element destroys something (drawn red on iOS).
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the element leaves the menu shown (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether a menu element shows a checkmark, as UIKit's `UIMenuElement.State` (stored).
    public enum State: Int, Sendable {
        /// No checkmark.
        case off = 0
        /// A checkmark.
        case on = 1
        /// A mixed state (a dash).
        case mixed = 2
    }
}

/// An action with a closure, as UIKit's `UIAction`: what `UIControl.addAction(_:for:)`,
/// `UIButton(primaryAction:)` and a segmented control's segments run.
///
/// The handler runs when a control sends the action: for the events it was added for
/// (`sendActions(for:)`, a simulated tap), or `UIControl.sendAction(_:)`. While it runs, `sender`
/// is the control that sent it. An action made without an identifier gets a unique one, as on iOS;
/// actions with the same identifier are the same action to a control (adding one replaces the
/// other, `removeAction(identifiedBy:for:)` removes it).
///
/// ```swift
/// let save = UIAction(title: "Save") { action in
///     (action.sender as? UIButton)?.isEnabled = false
/// }
/// let button = UIButton(type: .system, primaryAction: save)   // titled "Save"
/// ```
@preconcurrency @MainActor open class UIAction: UIMenuElement {
    /// What identifies the action.
    public let identifier: Identifier
    /// The title shown as the key command's discoverability title (stored).
    open var discoverabilityTitle: String?
    /// The element's attributes (stored).
    open var attributes: Attributes
    /// The checkmark state (stored).
    open var state: State
    /// The image shown when the state is on (iOS 17; stored).
    open var selectedImage: UIImage?
    /// The control that sends the action, while it runs (and after: the last one that sent it);
    /// nil before it was first sent.
    open internal(set) var sender: Any?

    let handler: UIActionHandler

    /// An action titled `title` that runs `handler`; a `nil` identifier is a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "com.apple.action.dynamic.\(UUID().uuidString)")
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(from sender: Any?) {
        self.sender = sender
        handler(self)
    }
}

extension UIAction {
    /// What identifies an action, as UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

/// A menu, as UIKit's `UIMenu`: a titled group of actions and menus. Menus are not shown in the
/// simulation (see `UIMenuElement`): a menu is kept as given, and its actions run only when sent.
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
    /// What identifies the menu.
    public let identifier: Identifier
    /// How the menu shows its children (stored).
    public let options: Options
    /// The menu's actions and submenus, in order.
    public let children: [UIMenuElement]

    /// A menu of `children`; a `nil` identifier is a unique one.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(rawValue: "com.apple.menu.dynamic.\(UUID().uuidString)")
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// This menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }
}

extension UIMenu {
    /// What identifies a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public var rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children, as UIKit's `UIMenu.Options` (stored).
    public struct Options: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The children shown in the parent menu, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// A destructive menu.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child at a time is on (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children shown as a row of icons (iOS 17).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }
}
