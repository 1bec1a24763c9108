import Foundation

/// A button, as UIKit's `UIButton`: a control with a title, a title colour and an image per
/// state.
///
/// Titles (plain or attributed), colours and images are kept per `UIControl.State`; a state with
/// none set shows the `.normal` one, as on iOS. `titleLabel` shows the current title (the
/// attributed one when set) and title colour and holds the title font. Colours, shadows and
/// background images are stored and inert, except that an image's size adds to the intrinsic
/// size (a symbol's at its preferred symbol configuration for the state). A simulated tap
/// (`Simulation.tap(_:)`) highlights the button while the finger is down and sends its events;
/// `sendActions(for: .touchUpInside)` sends one from code.
///
/// Intrinsic content size (the simulation's metric, not measured on iOS): the title at
/// 8.5 points per character (scaled by the title font's size over 17) plus 24 of padding,
/// plus the image's width; the height is 34 points, or the image's height if taller. With
/// neither title nor image: 24 × 34. The button type is stored; it does not change the size.
///
/// A button with a `configuration` (iOS 15, `UIButton.Configuration`) shows and is sized by the
/// configuration instead (see ``UIButton/Configuration``). The configuration is updated for the
/// button's state as UIKit documents: `setNeedsUpdateConfiguration()` (called for you when the
/// state changes, if `automaticallyUpdatesConfiguration`, and when `configurationUpdateHandler`
/// is set) has `updateConfiguration()` then `configurationUpdateHandler` run at the button's next
/// layout (`layoutIfNeeded()`, or the layout at the end of the run-loop turn).
///
/// A `menu` is kept but not shown (menus are not simulated); with `showsMenuAsPrimaryAction` a
/// tap sends `.menuActionTriggered` and the trace says the menu was not shown. With
/// `changesSelectionAsPrimaryAction` a tap toggles `isSelected` before the button's actions run.
///
/// ```swift
/// let submit = UIButton(type: .system)
/// submit.setTitle("Log In", for: .normal)
/// submit.addTarget(self, action: LoginViewController.submit, for: .touchUpInside)
/// submit.intrinsicContentSize     // 75 × 34
/// ```
open class UIButton: UIControl {
    /// The button's type, as made by `UIButton(type:)` (`.custom` for `UIButton()`).
    public internal(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    /// An update of the configuration waits for the next layout (`setNeedsUpdateConfiguration()`).
    private var needsConfigurationUpdate = false
    /// `updateConfiguration()` and the handler are running: requests for another are ignored.
    private var updatingConfiguration = false

    /// What the button shows and how it is sized (iOS 15; nil: the per-state titles and images).
    /// Setting it shows it at once; see ``UIButton/Configuration`` for its size.
    open var configuration: Configuration? {
        didSet { contentChanged() }
    }
    /// Whether a change of state asks for a configuration update (default `true`).
    open var automaticallyUpdatesConfiguration = true
    /// Run after `updateConfiguration()` whenever the configuration is updated for the button's
    /// state; setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The menu the button shows (iOS 14): kept, not shown (menus are not simulated). Setting
    /// one turns the context menu interaction on, as UIKit does; nil turns it off.
    open var menu: UIMenu? {
        didSet { isContextMenuInteractionEnabled = menu != nil }
    }
    /// The order of the menu's elements (iOS 16; stored: menus are not shown).
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    /// Whether a tap toggles `isSelected` (iOS 15; default `false`): the toggle happens before
    /// the actions run, so they read the new state.
    open var changesSelectionAsPrimaryAction = false
    /// What the button does, for how it is shown (iOS 14; default `.normal`; stored and inert).
    open var role: Role = .normal
    /// The style asked for (iOS 15; stored).
    open var preferredBehavioralStyle: UIBehavioralStyle = .automatic
    /// The style the button has: `.pad` (`.mac` exists only on Mac Catalyst).
    open var behavioralStyle: UIBehavioralStyle { .pad }
    /// Whether the pointer changes over the button (iPadOS 13.4; default `false`; stored: no
    /// pointer hovers in the simulation).
    open var isPointerInteractionEnabled = false
    /// The closure that makes the pointer's style (stored: no pointer hovers).
    open var pointerStyleProvider: PointerStyleProvider?
    /// Whether the pointer hovers the button: `false` (no pointer in the simulation).
    open var isHovered: Bool { false }
    /// Whether the button is held down as a toggle's on state (iOS 17; `false`: no hold is simulated).
    open var isHeld: Bool { false }

    /// Whether the image dims when the button is disabled (default `true`; deprecated in
    /// iOS 15; stored and inert).
    open var adjustsImageWhenDisabled = true
    /// Whether the image darkens while highlighted (default `true`; deprecated in iOS 15; stored
    /// and inert).
    open var adjustsImageWhenHighlighted = true
    /// Whether a glow shows while highlighted (default `false`; deprecated in iOS 15; stored and
    /// inert).
    open var showsTouchWhenHighlighted = false
    /// Whether the title shadow flips while highlighted (default `false`; deprecated in iOS 15;
    /// stored and inert).
    open var reversesTitleShadowWhenHighlighted = false
    /// Insets of the title's rectangle (deprecated in iOS 15): `titleRect(forContentRect:)`
    /// applies them; they do not change the intrinsic size, as in UIKit.
    open var titleEdgeInsets: UIEdgeInsets = .zero
    /// Insets of the image's rectangle (deprecated in iOS 15): `imageRect(forContentRect:)`
    /// applies them; they do not change the intrinsic size, as in UIKit.
    open var imageEdgeInsets: UIEdgeInsets = .zero

    /// The label that shows the current title; set its `font` to change the title's font.
    public private(set) lazy var titleLabel: UILabel? = {
        let label = UILabel()
        label.text = currentTitle
        label.textColor = currentTitleColor
        label.button = self
        return label
    }()

    /// The image view that shows the current image.
    public private(set) lazy var imageView: UIImageView? = UIImageView(image: currentImage)

    /// Padding around the content (stored and inert; deprecated in iOS 15).
    open var contentEdgeInsets: UIEdgeInsets = .zero

    /// The label that shows the configuration's subtitle (nil without a configuration).
    open var subtitleLabel: UILabel? {
        guard let configuration else { return nil }
        storedSubtitleLabel.text = configuration.attributedSubtitle.map { String($0.characters) } ?? configuration.subtitle
        return storedSubtitleLabel
    }
    private lazy var storedSubtitleLabel = UILabel()

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` that runs `primaryAction` for `.primaryActionTriggered` and shows
    /// its title and image (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            adoptPrimaryAction(primaryAction)
        }
    }

    /// A system button showing `configuration` that runs `primaryAction` for
    /// `.primaryActionTriggered` (iOS 15).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        contentChanged()  // an initializer does not call the property's observer
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// A system button showing `image` whose `action` goes to `target` on `.touchUpInside` (a
    /// nil action: none). Returns a `UIButton` (UIKit's returns the class it is called on; here a
    /// subclass's call gets a `UIButton`: Swift needs a required initializer for that).
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    override func adoptPrimaryAction(_ action: UIAction) {
        if !action.title.isEmpty { setTitle(action.title, for: .normal) }
        if let image = action.image { setImage(image, for: .normal) }
    }

    // MARK: Per-state content

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        contentChanged()
    }

    /// The title for `state`, else the `.normal` title.
    open func title(for state: State) -> String? {
        titles[state.rawValue] ?? titles[State.normal.rawValue]
    }

    /// Sets the title colour for `state` (stored and inert).
    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        contentChanged()
    }

    /// The title colour for `state`, else the `.normal` one.
    open func titleColor(for state: State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
    }

    /// Sets the image shown in `state`; its size adds to the intrinsic size.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        contentChanged()
    }

    /// The image for `state`, else the `.normal` one.
    open func image(for state: State) -> UIImage? {
        images[state.rawValue] ?? images[State.normal.rawValue]
    }

    /// Sets the background image for `state` (stored and inert).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
    }

    /// The background image for `state`, else the `.normal` one.
    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    /// Sets the attributed title shown in `state` (iOS 6): shown instead of the plain title, and
    /// its characters size the button (its attributes are stored and inert).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title.map { NSAttributedString(attributedString: $0) }
        contentChanged()
    }

    /// The attributed title for `state`, else the `.normal` one.
    open func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }

    /// Sets the title's shadow colour for `state` (stored and inert).
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state.rawValue] = color
    }

    /// The title's shadow colour for `state`, else the `.normal` one.
    open func titleShadowColor(for state: State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue]
    }

    /// Sets the symbol configuration of the image in `state` (iOS 13): a symbol image is sized
    /// by it (`UIImage.withConfiguration(_:)`), in the intrinsic size too.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        contentChanged()
    }

    /// The symbol configuration of the image in `state`, else the `.normal` one.
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue] ?? symbolConfigurations[State.normal.rawValue]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }
    /// The attributed title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title's shadow colour for the current state (inert).
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    /// The background image for the current state (inert).
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    /// The symbol configuration of the image for the current state.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }
    /// The title colour for the current state: set for it, else the tint for a system button,
    /// else white.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    open override var isEnabled: Bool { didSet { stateChanged() } }
    open override var isSelected: Bool { didSet { stateChanged() } }
    open override var isHighlighted: Bool { didSet { stateChanged() } }

    private func stateChanged() {
        contentChanged()
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    /// The title the button shows: the configuration's, else the current attributed title's
    /// characters, else the current title.
    private var shownTitle: String? {
        if let configuration { return configuration.attributedTitle.map { String($0.characters) } ?? configuration.title }
        return currentAttributedTitle?.string ?? currentTitle
    }

    /// The image the button shows, at its symbol configuration.
    private var shownImage: UIImage? {
        if let configuration {
            guard let image = configuration.image else { return nil }
            return configuration.preferredSymbolConfigurationForImage.map { image.withConfiguration($0) } ?? image
        }
        guard let image = currentImage else { return nil }
        return currentPreferredSymbolConfiguration.map { image.withConfiguration($0) } ?? image
    }

    /// The title, colour, image, configuration or state changed: the label and image view
    /// follow, and the intrinsic size is recomputed.
    private func contentChanged() {
        titleLabel?.text = shownTitle
        titleLabel?.textColor = currentTitleColor
        imageView?.image = configuration == nil ? currentImage : configuration?.image
        invalidateIntrinsicContentSize()
    }

    /// The title font changed (from `titleLabel`).
    func titleFontChanged() { invalidateIntrinsicContentSize() }

    override var sizesToContent: Bool { true }

    open override var intrinsicContentSize: CGSize {
        let image = shownImage?.size ?? .zero
        if let configuration { return configuration.size(title: shownTitle, image: image) }
        let scale = titleLabel?.font.scaleFrom17 ?? 1
        let titleWidth = (CGFloat(shownTitle?.count ?? 0) * 8.5 * scale).rounded(.up)
        return CGSize(width: titleWidth + image.width + 24, height: max(34, image.height))
    }

    // MARK: Configuration updates

    /// Asks for the configuration to be updated for the button's state: `updateConfiguration()`
    /// and then `configurationUpdateHandler` run at the button's next layout. Requests made
    /// while an update runs are ignored (the handler may set `configuration`).
    open func setNeedsUpdateConfiguration() {
        guard !updatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state. The default does nothing to it (the
    /// configuration's colours for a state are not simulated); a subclass overrides it.
    open func updateConfiguration() {}

    /// Runs a requested configuration update: `updateConfiguration()`, then the handler.
    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !updatingConfiguration else { return }
        needsConfigurationUpdate = false
        updatingConfiguration = true
        defer { updatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }

    // MARK: Taps

    override func tapEnded() {
        if changesSelectionAsPrimaryAction && !(showsMenuAsPrimaryAction && isContextMenuInteractionEnabled) {
            isSelected.toggle()
        }
        super.tapEnded()
    }

    // MARK: Rectangles (deprecated in iOS 15)

    /// The rectangle of the background: `bounds`.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle of the content: `bounds` less `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// The title's rectangle in `contentRect`: the title's size (the simulation's metric), beside
    /// the image, the pair placed by `effectiveContentHorizontalAlignment` and
    /// `contentVerticalAlignment` (`.fill` stretches), then inset by `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        contentRects(in: contentRect).title.inset(by: titleEdgeInsets)
    }

    /// The image's rectangle in `contentRect`: the image's size, before the title, placed as the
    /// title's, then inset by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        contentRects(in: contentRect).image.inset(by: imageEdgeInsets)
    }

    /// The image and the title side by side (image first), placed in `content`.
    private func contentRects(in content: CGRect) -> (image: CGRect, title: CGRect) {
        let title = UILabel.textSize(
            shownTitle ?? "", font: titleLabel?.font ?? UILabel.defaultFont, width: .greatestFiniteMagnitude, numberOfLines: 1)
        let image = shownImage?.size ?? .zero
        let width = image.width + title.width
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill, .leading: x = content.minX
        case .right, .trailing: x = content.maxX - width
        case .center: x = content.midX - width / 2
        }
        func vertical(_ height: CGFloat) -> (y: CGFloat, height: CGFloat) {
            switch contentVerticalAlignment {
            case .top: (content.minY, height)
            case .bottom: (content.maxY - height, height)
            case .fill: (content.minY, content.height)
            case .center: (content.midY - height / 2, height)
            }
        }
        let imageY = vertical(image.height)
        let imageRect = CGRect(x: x, y: imageY.y, width: image.width, height: imageY.height)
        x += image.width
        let titleY = vertical(title.height)
        let titleWidth =
            effectiveContentHorizontalAlignment == .fill ? max(0, content.maxX - x) : title.width
        return (imageRect, CGRect(x: x, y: titleY.y, width: titleWidth, height: titleY.height))
    }
}

extension UIButton {
    /// A button's look, as UIKit's `UIButton.ButtonType` (UIKit's raw values). Stored; it
    /// changes only the default title colour.
    public enum ButtonType: Int, Sendable, CaseIterable {
        /// No system style.
        case custom = 0
        /// The system button.
        case system = 1
        /// A detail disclosure button.
        case detailDisclosure = 2
        /// A light info button.
        case infoLight = 3
        /// A dark info button.
        case infoDark = 4
        /// An add-contact button.
        case contactAdd = 5
        /// A plain button.
        case plain = 6
        /// A close button.
        case close = 7

        /// The same as `.system`.
        public static let roundedRect = ButtonType.system
    }

    /// What a button does, for how it is shown, as UIKit's `UIButton.Role` (iOS 14; stored and
    /// inert).
    public enum Role: Int, Sendable {
        /// No particular role.
        case normal = 0
        /// The primary choice.
        case primary = 1
        /// Cancels.
        case cancel = 2
        /// Destroys something.
        case destructive = 3
    }

    /// The closure run when a button's configuration is updated, as UIKit's
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The closure that makes a button's pointer style, as UIKit's `UIButton.PointerStyleProvider`.
    public typealias PointerStyleProvider = @MainActor (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?
}
