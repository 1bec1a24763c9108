import Foundation
import SimulationContext

// The toolbar apps put above the keyboard (a "Done" button as the input accessory view) and the
// bar button items in it. A toolbar is a view 44 points tall; as a text input's
// `inputAccessoryView` its frame's height adds to the keyboard's, as every accessory view's does.
// Its items each get a view in the bar (UIBarButtonItem+Bar.swift), not drawn; tapping one
// (`Simulation.tap(_:)` with the item) sends its action, as UIKit does:
// `UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil)`.

/// A bar's look, as UIKit's `UIBarStyle` (stored and inert).
public enum UIBarStyle: Int, Sendable {
    /// The default style, black, black translucent (deprecated in UIKit).
    case `default` = 0, black, blackTranslucent
}

/// Bar metrics an appearance value is set for, as UIKit's `UIBarMetrics` (raw values as UIKit's).
public enum UIBarMetrics: Int, Sendable {
    /// Regular height, compact height, and each with a prompt.
    case `default` = 0, compact = 1, defaultPrompt = 101, compactPrompt = 102
}

/// Where a bar sits, as UIKit's `UIBarPosition`.
public enum UIBarPosition: Int, Sendable {
    /// Anywhere, at the bottom, at the top, at the top and touching the status bar.
    case any = 0, bottom, top, topAttached
}

/// A position adjustment, as UIKit's `UIOffset`.
public struct UIOffset: Hashable, Sendable {
    /// Right is positive.
    public var horizontal: CGFloat
    /// Down is positive.
    public var vertical: CGFloat
    /// An offset of `horizontal` and `vertical` points.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset.
    public static let zero = UIOffset()
}

extension NSAttributedString.Key {
    /// The text's colour, as UIKit's `NSForegroundColorAttributeName` ("NSColor").
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The text's font, as UIKit's `NSFontAttributeName` ("NSFont").
    public static let font = NSAttributedString.Key("NSFont")
}

/// What bars show, as UIKit's `UIBarItem`: a title, an image, a tag, whether it is enabled, text
/// attributes per state and accessibility values, all stored and inert.
@preconcurrency @MainActor open class UIBarItem: NSObject {
    /// Whether the item can be tapped (stored).
    open var isEnabled = true
    /// The title.
    open var title: String?
    /// The image.
    open var image: UIImage?
    /// The image shown on an iPhone in landscape, where bars are shorter (stored and inert:
    /// nothing is drawn).
    open var landscapeImagePhone: UIImage?
    /// A number the app chooses.
    open var tag = 0
    /// Whether assistive technologies see the item (stored and inert).
    open var isAccessibilityElement = true
    /// The item's accessibility label (stored and inert).
    open var accessibilityLabel: String?
    /// The item's accessibility hint (stored and inert).
    open var accessibilityHint: String?
    /// The item's accessibility identifier (stored).
    open var accessibilityIdentifier: String?
    /// The item's accessibility traits (stored and inert).
    open var accessibilityTraits: UIAccessibilityTraits = .none

    private var textAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An item with no title or image.
    public override init() {}

    /// Archives are not simulated: an item with no title or image.
    public required init?(coder: NSCoder) {}

    /// Sets the title's text attributes for `state` (stored and inert).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        textAttributes[state.rawValue] = attributes
    }

    /// The title's text attributes for `state`, as set.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        textAttributes[state.rawValue]
    }

    /// The value of the property `key`, as NSObject's key-value coding, which Foundation on
    /// Linux does not have: `title`, `image`, `landscapeImagePhone`, `tag`, `enabled`
    /// (`isEnabled`), `accessibilityLabel`, `accessibilityIdentifier` here, a subclass's own
    /// keys there; any other reaches `value(forUndefinedKey:)`.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "title": title
        case "image": image
        case "landscapeImagePhone": landscapeImagePhone
        case "tag": tag
        case "enabled", "isEnabled": isEnabled
        case "accessibilityLabel": accessibilityLabel
        case "accessibilityIdentifier": accessibilityIdentifier
        default: value(forUndefinedKey: key)
        }
    }

    /// Called for a key no class answers: iOS raises `NSUnknownKeyException`; here it is nil,
    /// and the trace says so.
    open func value(forUndefinedKey key: String) -> Any? {
        CurrentSimulation.host?.diagnostic(KeyValueCoding.undefinedKeyMessage(self, key))
        return nil
    }
}

/// A button in a toolbar or navigation bar, as UIKit's `UIBarButtonItem`.
///
/// The target (held weakly) and the action are stored; the action is a `Selector` that carries
/// its method (`kbsim port` writes `#selector(doneTapped)` so, named as the Objective-C runtime
/// names it, so `item.action == #selector(doneTapped)` keeps its meaning), and sending it calls
/// the method:
///
/// ```swift
/// let done = UIBarButtonItem(barButtonSystemItem: .done, target: self,
///                            action: Selector("doneTapped", FormController.doneTapped))
/// UIApplication.shared.sendAction(done.action!, to: done.target, from: done, for: nil)   // a tap
/// ```
///
/// In a toolbar's `items`, or a navigation bar's top item, the item has a view in the bar (its
/// custom view, if it has one, inside it): `Simulation.tap(_:)` with the item taps that view, which
/// runs the item's primary action or sends its action. Its placement is the simulation's own
/// (UIBarButtonItem+Bar.swift); the private key "view" (`value(forKey: "view")`) answers it.
///
/// Stored and inert: the style, the tint and the appearance setters (background images, position
/// adjustments); nothing is drawn.
open class UIBarButtonItem: UIBarItem {
    /// The item's look, as UIKit's `UIBarButtonItem.Style` (raw values as UIKit's).
    public enum Style: Int, Sendable {
        /// Plain, bordered (deprecated in UIKit), done (bold).
        case plain = 0, bordered, done
    }

    /// The system's items, as UIKit's `UIBarButtonItem.SystemItem` (raw values as UIKit's).
    public enum SystemItem: Int, Sendable {
        /// Each of UIKit's system items.
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
            pageCurl, close
    }

    /// The item's look.
    open var style: Style = .plain
    /// The item's width in a bar (0: its content's; a fixed space's width).
    open var width: CGFloat = 0
    /// A view shown instead of the title or image: in a bar, inside the item's view there.
    open var customView: UIView?
    /// The object the action is sent to (held weakly; `nil`: the responder chain).
    open weak var target: AnyObject?
    /// The action sent when the item is tapped.
    open var action: Selector?
    /// The item's tint (stored and inert).
    open var tintColor: UIColor?
    /// Whether the item's shared glass background is hidden (iOS 26; stored and inert).
    open var hidesSharedBackground = false
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// Whether the trace has said that the private key "view" was read on this item (once per
    /// item: libraries read it at each layout).
    final var saidPrivateViewKey = false
    /// The bar whose items it was last given as (a toolbar, or a navigation bar through its
    /// navigation item); whether the bar still shows it is asked when its view is wanted.
    final weak var bar: UIView?

    private var appearance: [String: Any] = [:]

    /// An item with no title, image or action.
    public override init() { super.init() }

    /// Archives are not simulated: an item with no title, image or action.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// An item titled `title` sending `action` (a `Selector`, or `nil`) to `target`.
    ///
    /// `target` is `Any?`, as Apple declares it
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:style:target:action:)):
    /// an object is kept (weakly) as the target; anything else — such as `self` in a stored
    /// property's initializer, which Swift reads there as the `self()` method of `NSObject`, not
    /// the instance — leaves the target `nil`, so the action goes up the responder chain, as the
    /// boxed value an iOS item would hold weakly is released at once.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = UIBarButtonItem.object(target)
        self.action = action
    }

    /// An item showing `image`, sending `action` to `target` (`Any?`; see
    /// `init(title:style:target:action:)`).
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(title: nil, style: style, target: target, action: action)
        self.image = image
    }

    /// An item showing `image`, and `landscapeImagePhone` on an iPhone in landscape, sending
    /// `action` to `target` (`Any?`; see `init(title:style:target:action:)`).
    public convenience init(image: UIImage?, landscapeImagePhone: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(image: image, style: style, target: target, action: action)
        self.landscapeImagePhone = landscapeImagePhone
    }

    /// One of the system's items, sending `action` (a `Selector`, or `nil`) to `target` (`Any?`;
    /// see `init(title:style:target:action:)`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(title: nil, style: systemItem == .done ? .done : .plain, target: target, action: action)
        self.systemItem = systemItem
    }

    /// A plain item with `title`, `image`, `primaryAction` and `menu` (iOS 14), as Apple declares
    /// it (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)):
    /// a primary action gives the item its title and image, taking precedence over `title` and
    /// `image`. A tap on the item (`Simulation.tap(_:)`) runs the action; menus are not shown (see
    /// `UIMenuElement`).
    ///
    /// ```swift
    /// let sort = UIBarButtonItem(image: UIImage(systemName: "list.number"), menu: sortMenu)
    /// ```
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.title = title
        self.image = image
        self.menu = menu
        self.primaryAction = primaryAction
        takeTitleAndImage(from: primaryAction)
    }

    /// A plain item made from `primaryAction`'s title and image (iOS 14).
    public convenience init(primaryAction: UIAction?) {
        self.init(title: nil, image: nil, primaryAction: primaryAction, menu: nil)
    }

    /// One of the system's items with `primaryAction` and `menu` (iOS 14): the system item keeps
    /// its own look, the action does not title it
    /// (https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.menu = menu
        self.primaryAction = primaryAction
    }

    /// A plain item with `title`, `image`, a target–action pair and `menu` (iOS 16; `target` is
    /// `AnyObject?` here, as Apple declares this one).
    public convenience init(title: String?, image: UIImage?, target: AnyObject?, action: Selector?, menu: UIMenu? = nil) {
        self.init(title: title, style: .plain, target: target, action: action)
        self.image = image
        self.menu = menu
    }

    /// The action the item performs when tapped (iOS 14), in place of its target and action.
    /// Setting one gives a non-system item the action's title and image.
    open var primaryAction: UIAction? {
        didSet { takeTitleAndImage(from: primaryAction) }
    }

    /// The menu the item presents (iOS 14; stored: menus are not shown in the simulation).
    open var menu: UIMenu?

    /// `target` as an object to hold weakly (looking through optionals wrapped in `Any`), or
    /// `nil` for a value that is not a class instance.
    private static func object(_ target: Any?) -> AnyObject? {
        guard var value = target else { return nil }
        while Mirror(reflecting: value).displayStyle == .optional {
            guard let wrapped = Mirror(reflecting: value).children.first?.value else { return nil }
            value = wrapped
        }
        guard type(of: value) is AnyClass else { return nil }
        return value as AnyObject
    }

    /// Gives a non-system item the primary action's title and image (in an initializer, where
    /// `primaryAction`'s observer does not run, as well as when it is set).
    private func takeTitleAndImage(from action: UIAction?) {
        guard let action, systemItem == nil else { return }
        title = action.title
        image = action.image
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// The value of the property `key` (`customView`, `style`, `width`, `target`, `action`,
    /// `tintColor`, `primaryAction`, `menu`, then ``UIBarItem``'s), and of the private key
    /// "view": not in Apple's documentation, it is the view iOS shows the item in, which libraries
    /// read to anchor a popover or a drop-down to a bar button. Here it is the view the item has
    /// in the bar that shows it (its custom view, if it has one), or nil when no bar shows it; the
    /// first read on an item says in the trace that the key is private and its value unconfirmed.
    ///
    /// ```swift
    /// let anchor = item.value(forKey: "view") as? UIView   // DropDown's anchorView
    /// ```
    open override func value(forKey key: String) -> Any? {
        switch key {
        case "view":
            let view = viewInBar()
            guard !saidPrivateViewKey else { return view }
            saidPrivateViewKey = true
            CurrentSimulation.host?.diagnostic(
                "UIBarButtonItem.value(forKey: \"view\") on \(traceName): a private key, not in Apple's documentation; answered with "
                    + (view.map { "the \(type(of: $0)) the simulation shows the item in" } ?? "nil: no bar on screen shows the item")
                    + " (unconfirmed: what iOS returns is its private view)")
            return view
        case "customView": return customView
        case "style": return style.rawValue
        case "width": return width
        case "target": return target
        case "action": return action
        case "tintColor": return tintColor
        case "primaryAction": return primaryAction
        case "menu": return menu
        default: return super.value(forKey: key)
        }
    }

    /// Sets the background image for `state` and `barMetrics` (stored and inert).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        appearance["background \(state.rawValue) \(barMetrics.rawValue)"] = image
    }

    /// Sets the background image for `state`, `style` and `barMetrics` (stored and inert).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State, style: Style, barMetrics: UIBarMetrics) {
        appearance["background \(state.rawValue) \(style.rawValue) \(barMetrics.rawValue)"] = image
    }

    /// The background image set for `state` and `barMetrics`.
    open func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        appearance["background \(state.rawValue) \(barMetrics.rawValue)"] as? UIImage
    }

    /// Sets a back button's background image (stored and inert).
    open func setBackButtonBackgroundImage(_ image: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        appearance["back background \(state.rawValue) \(barMetrics.rawValue)"] = image
    }

    /// Sets the title's offset for `barMetrics` (stored and inert).
    open func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        appearance["title offset \(barMetrics.rawValue)"] = adjustment
    }

    /// The title's offset set for `barMetrics` (`.zero` when none was set).
    open func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        appearance["title offset \(barMetrics.rawValue)"] as? UIOffset ?? .zero
    }

    /// Sets the background's vertical offset for `barMetrics` (stored and inert).
    open func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        appearance["background offset \(barMetrics.rawValue)"] = adjustment
    }

    /// Sets a back button's background vertical offset for `barMetrics` (stored and inert).
    open func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        appearance["back background offset \(barMetrics.rawValue)"] = adjustment
    }
}

/// A bar of items, as UIKit's `UIToolbar`: 44 points tall (unconfirmed: the height apps give the
/// toolbars they build for the keyboard, for example in Stack Overflow question 19764293; no
/// Apple source states `sizeThatFits`). As an input accessory view it adds its frame's height
/// to the keyboard's frame, so give it one (`sizeToFit()` or a frame): the keyboard reads the
/// frame, not the intrinsic size. Its items each get a view in the bar, from the leading edge
/// (UIBarButtonItem+Bar.swift), that `Simulation.tap(_:)` with the item taps; the bar's look is
/// stored and inert.
open class UIToolbar: UIView {
    /// The items, leading first: each gets its view in the bar.
    open var items: [UIBarButtonItem]? {
        didSet {
            for item in items ?? [] { item.bar = self }
            placeItemViews()
        }
    }
    /// The bar's look (stored and inert).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar is translucent (stored and inert).
    open var isTranslucent = true
    /// The bar's background tint (stored and inert).
    open var barTintColor: UIColor?

    private var backgroundImages: [String: UIImage] = [:]
    private var shadowImages: [Int: UIImage] = [:]

    /// Sets the items (`animated` is not simulated: they change at once).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }

    /// 44 points tall (unconfirmed, see the type); no intrinsic width.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 44)
    }

    /// The width offered (the current width when none is offered) and 44 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: 44)
    }

    /// Lays out its subviews, its items' views among them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeItemViews()
    }

    /// Sets the background image for `position` and `barMetrics` (stored and inert).
    open func setBackgroundImage(_ image: UIImage?, forToolbarPosition position: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages["\(position.rawValue) \(barMetrics.rawValue)"] = image
    }

    /// The background image set for `position` and `barMetrics`.
    open func backgroundImage(forToolbarPosition position: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages["\(position.rawValue) \(barMetrics.rawValue)"]
    }

    /// Sets the shadow image for `position` (stored and inert).
    open func setShadowImage(_ image: UIImage?, forToolbarPosition position: UIBarPosition) {
        shadowImages[position.rawValue] = image
    }

    /// The shadow image set for `position`.
    open func shadowImage(forToolbarPosition position: UIBarPosition) -> UIImage? {
        shadowImages[position.rawValue]
    }
}
