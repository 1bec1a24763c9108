import Foundation

/// A command of a menu or a key, as UIKit's `UICommand`: a title and the action sent up the
/// responder chain when it is chosen. The simulation has no menus; `UIKeyCommand` is what a
/// hardware keyboard's key reaches (`Simulation.pressKey(_:modifierFlags:)`).
@preconcurrency @MainActor open class UICommand: NSObject {
    /// The command's title.
    open var title: String
    /// The command's image (stored and inert).
    open var image: UIImage?
    /// The action sent when the command runs: to the first responder that can perform it,
    /// up the chain (`UIResponder.target(forAction:withSender:)`).
    open var action: Selector?
    /// A value the action can read.
    open var propertyList: Any?
    /// A longer title for discoverability (stored and inert).
    open var discoverabilityTitle: String?

    /// A command titled `title` sending `action`.
    public init(title: String, image: UIImage? = nil, action: Selector?, propertyList: Any? = nil, discoverabilityTitle: String? = nil) {
        self.title = title
        self.image = image
        self.action = action
        self.propertyList = propertyList
        self.discoverabilityTitle = discoverabilityTitle
    }
}

/// A keyboard shortcut, as UIKit's `UIKeyCommand`: a responder's `keyCommands` answers them, and a
/// hardware keyboard's key with exactly these modifiers sends the action up the responder chain
/// from the first responder (`Simulation.pressKey(_:modifierFlags:)`).
///
/// ```swift
/// override var keyCommands: [UIKeyCommand]? {
///     [UIKeyCommand(input: "\r", modifierFlags: .command, action: Selector("send", ChatController.send))]
/// }
/// ```
@preconcurrency @MainActor open class UIKeyCommand: UICommand {
    /// The key's input: a character (`"s"`) or one of the special keys' strings
    /// (`UIKeyCommand.inputEscape`, `"\r"` for Return, `"\t"` for Tab).
    open private(set) var input: String?
    /// The modifier keys the command needs, exactly.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command comes before the system's own use of the key (a text field's return,
    /// arrows in a text view): false by default, as in UIKit (iOS 15).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the command repeats while the key is held (stored: a press here is one stroke).
    open var repeatBehavior: UIKeyCommand.RepeatBehavior = .repeatable

    /// Whether a held key repeats the command, as UIKit's `UIKeyCommand.RepeatBehavior`.
    public enum RepeatBehavior: Int, Sendable {
        /// The command runs again while the key is held.
        case repeatable
        /// The command runs once per press.
        case nonRepeatable
    }

    /// A command for `input` with `modifierFlags`, sending `action`.
    public init(
        title: String = "", image: UIImage? = nil, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = [],
        propertyList: Any? = nil, discoverabilityTitle: String? = nil
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, discoverabilityTitle: discoverabilityTitle)
    }

    /// A command for `input` with `modifierFlags`, sending `action` (UIKit's older initializer).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// A command for `input` with `modifierFlags`, titled for discoverability (iOS 9–13).
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(
            title: discoverabilityTitle, action: action, input: input, modifierFlags: modifierFlags,
            discoverabilityTitle: discoverabilityTitle)
    }

    /// Whether a key that types `input` with `flags` held runs this command: the same input
    /// (letters in either case) and the same modifiers, Caps Lock and the numeric pad aside.
    func matches(_ input: String, _ flags: UIKeyModifierFlags) -> Bool {
        guard let own = self.input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return own.lowercased() == input.lowercased() && modifierFlags.intersection(relevant) == flags.intersection(relevant)
    }

    /// The Escape key's input.
    public static let inputEscape = "\u{1B}"
    /// The up arrow's input.
    public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The down arrow's input.
    public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The left arrow's input.
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The right arrow's input.
    public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Delete key's input (iOS 15).
    public static let inputDelete = "UIKeyInputDelete"
    /// The Page Up key's input.
    public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key's input.
    public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key's input.
    public static let inputHome = "UIKeyInputHome"
    /// The End key's input.
    public static let inputEnd = "UIKeyInputEnd"
}

/// The shortcuts an iPad shows beside the keyboard's predictions for a responder, as UIKit's
/// `UITextInputAssistantItem` (a responder's `inputAssistantItem`). Stored and inert: the
/// simulated keyboard's frame and the shortcuts bar's height do not depend on the groups.
@preconcurrency @MainActor open class UITextInputAssistantItem: NSObject {
    /// Whether the shortcuts may be hidden to make room for predictions (true, as UIKit's).
    open var allowsHidingShortcuts = true
    /// The groups of bar button items before the predictions.
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The groups of bar button items after the predictions.
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []

    /// An item with no groups.
    public override init() {}
}

/// A group of bar button items, as UIKit's `UIBarButtonItemGroup` (for an iPad's shortcuts).
@preconcurrency @MainActor open class UIBarButtonItemGroup: NSObject {
    /// The group's items.
    open var barButtonItems: [UIBarButtonItem]
    /// The item shown when the group collapses.
    open var representativeItem: UIBarButtonItem?

    /// A group of `barButtonItems`, collapsing to `representativeItem`.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
    }
}
