import Foundation

/// The delegate of a `UISearchBar`. Every method has UIKit's default behaviour.
///
/// The editing methods run around focus changes of the bar's text field, as in UIKit. The
/// others are UIKit's answers to typing and to the bar's buttons, which are not simulated: they
/// run only when a test calls them.
@preconcurrency @MainActor public protocol UISearchBarDelegate: SelectorResponding {
    /// Whether the bar's text field may become first responder (true by default).
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// The bar's text field became first responder.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether the bar's text field may resign first responder (true by default).
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// The bar's text field resigned first responder.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user's typing changed the text (not told when code sets it, as in UIKit).
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The keyboard's search key (the return key) was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped (not simulated).
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Typing is about to replace `range` of the text with `text` (true by default): asked
    /// before the text changes, so false keeps the text as it is.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user chose another scope button (never sent: the scope bar is not simulated; setting
    /// `selectedScopeButtonIndex` in code sends nothing, as in UIKit).
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
    /// The bookmark button was tapped (never sent: the button is not simulated).
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The search results button was tapped (never sent: the button is not simulated).
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
}

/// The text field of a search bar, as UIKit's `UISearchTextField` (iOS 13): a `UITextField`
/// that shows the keyboard like any other. Inside a `UISearchBar` it tells the bar's delegate
/// about editing before its own delegate and targets hear, as UIKit's bar does, and the bar's
/// search controller, if any, about focus and typing. Tokens are kept in order (`tokens`,
/// `insertToken(_:at:)`, `removeToken(at:)`); they are not drawn and take no part in `text`.
open class UISearchTextField: UITextField {
    /// The bar that holds this field, if any.
    weak var owningSearchBar: UISearchBar?

    /// The tokens before the text, in order (stored: not drawn, not typed through).
    open var tokens: [UISearchToken] = []
    /// Whether the user may delete tokens with the keyboard (stored; false by default).
    open var allowsDeletingTokens = false
    /// Whether the user may copy tokens (stored; false by default).
    open var allowsCopyingTokens = false
    /// The colour behind each token (stored; nil: the system's).
    open var tokenBackgroundColor: UIColor?

    /// Inserts `token` at `tokenIndex` of `tokens` (an index past the end appends it).
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        tokens.insert(token, at: min(max(0, tokenIndex), tokens.count))
    }

    /// Removes the token at `tokenIndex` (an index outside `tokens` removes nothing).
    open func removeToken(at tokenIndex: Int) {
        guard tokens.indices.contains(tokenIndex) else { return }
        tokens.remove(at: tokenIndex)
    }

    override func shouldBeginEditing() -> Bool {
        guard let bar = owningSearchBar, let delegate = bar.delegate else { return super.shouldBeginEditing() }
        return delegate.searchBarShouldBeginEditing(bar) && super.shouldBeginEditing()
    }

    override func shouldEndEditing() -> Bool {
        guard let bar = owningSearchBar, let delegate = bar.delegate else { return super.shouldEndEditing() }
        return delegate.searchBarShouldEndEditing(bar) && super.shouldEndEditing()
    }

    override func didBeginEditing() {
        if let bar = owningSearchBar { bar.delegate?.searchBarTextDidBeginEditing(bar) }
        super.didBeginEditing()
        owningSearchBar?.searchController?.searchBarDidBecomeFirstResponder()
    }

    override func didEndEditing() {
        if let bar = owningSearchBar { bar.delegate?.searchBarTextDidEndEditing(bar) }
        super.didEndEditing()
    }

    override func userShouldChangeText(in range: NSRange, replacement: String) -> Bool {
        guard let bar = owningSearchBar, let delegate = bar.delegate else { return true }
        return delegate.searchBar(bar, shouldChangeTextIn: range, replacementText: replacement)
    }

    override func userDidChangeText() {
        if let bar = owningSearchBar { bar.delegate?.searchBar(bar, textDidChange: text ?? "") }
        owningSearchBar?.searchController?.searchTextDidChange()
    }

    override func userWillPressReturn() {
        if let bar = owningSearchBar { bar.delegate?.searchBarSearchButtonClicked(bar) }
    }
}

/// A token in a search field, as UIKit's `UISearchToken` (iOS 13): an icon and a text shown
/// before the field's text, and an object of the app's. Stored: tokens are not drawn.
@preconcurrency @MainActor open class UISearchToken: NSObject {
    /// The icon (stored; not UIKit API to read back).
    let icon: UIImage?
    /// The text (stored; not UIKit API to read back).
    let text: String
    /// An object the app associates with the token.
    open var representedObject: Any?

    /// A token showing `icon` and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
    }
}

/// A search field in a bar, as UIKit's `UISearchBar`: a view holding a `UISearchTextField`
/// (`searchTextField`), which is what becomes first responder and shows the keyboard.
///
/// `becomeFirstResponder()` and `resignFirstResponder()` act on the text field, as in UIKit.
/// The text, the placeholder, the text input traits and the input accessory view are the text
/// field's; the search key is the return key (`.search`) and capitalisation is off
/// (`UITextAutocapitalizationTypeNone`, the default Apple's UISearchBar Class Reference gives,
/// developer.apple.com/library/ios/documentation/uikit/reference/UISearchBar_Class). The bar is
/// 56 points tall and lays its field out 8 points in from each side, 36 points tall, centred
/// (unconfirmed: no public source found states the metrics of a current bar; they change with
/// iOS versions). Stored and inert: `prompt`,
/// `showsCancelButton`, `searchBarStyle`, `barTintColor`, the scope bar's and the buttons'
/// settings and every image; the cancel button and scope bar are not laid out or tapped.
open class UISearchBar: UIView, UITextInputTraits {
    /// The style of the bar's background (stored and inert).
    public enum Style: Int, Sendable {
        /// The default, prominent, minimal.
        case `default` = 0, prominent, minimal
    }

    /// The bar's text field: the view that becomes first responder.
    public let searchTextField = UISearchTextField()

    /// The bar's delegate (held weakly): told about editing of the text field.
    public weak var delegate: UISearchBarDelegate?
    /// The search controller whose bar this is, if any (held weakly; not UIKit API).
    weak var searchController: UISearchController?

    /// The bar's text (the text field's).
    open var text: String? {
        get { searchTextField.text }
        set {
            MainThreadChecker.check("UISearchBar.text")
            searchTextField.text = newValue
        }
    }

    /// The text shown while the bar is empty (the text field's).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text above the bar (stored and inert).
    open var prompt: String?
    /// Whether the cancel button shows (stored and inert).
    open var showsCancelButton = false
    /// The background's style (stored and inert).
    open var searchBarStyle: Style = .default
    /// The background's tint (stored and inert).
    open var barTintColor: UIColor?
    /// The bar's style (stored and inert).
    open var barStyle: UIBarStyle = .default
    /// Whether the bar's background is translucent (stored and inert).
    open var isTranslucent = true
    /// The bar's background image (stored and inert).
    open var backgroundImage: UIImage?
    /// The titles of the scope bar's buttons (stored: the scope bar is not laid out or shown).
    open var scopeButtonTitles: [String]?
    /// The selected scope button (0 by default). Setting it calls no delegate method, as in UIKit.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows (stored and inert: the bar's height stays 56 points).
    open var showsScopeBar = false
    /// Whether the bookmark button shows (stored and inert).
    open var showsBookmarkButton = false
    /// Whether the search results button shows (stored and inert).
    open var showsSearchResultsButton = false
    /// Whether the search results button is selected (stored and inert).
    open var isSearchResultsButtonSelected = false
    /// Whether Look to Dictate is on (visionOS; stored and inert).
    open var isLookToDictateEnabled = false
    /// How far the search field's background is moved (stored and inert).
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero
    /// How far the search field's text is moved (stored and inert).
    open var searchTextPositionAdjustment = UIOffset.zero

    /// The icons of a search bar, as UIKit's `UISearchBar.Icon`.
    public enum Icon: Int, Sendable {
        /// The magnifying glass, the clear button, the bookmark button, the results list button.
        case search = 0, clear, bookmark, resultsList
    }

    private var images: [String: UIImage] = [:]
    private var adjustments: [Icon: UIOffset] = [:]
    private var scopeTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Shows or hides the cancel button (`showsCancelButton`; nothing is drawn or animated).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    /// Shows or hides the scope bar (`showsScopeBar`; nothing is drawn or animated).
    open func setShowsScope(_ show: Bool, animated animate: Bool) { showsScopeBar = show }
    /// The background image for a bar position and metrics (stored and inert).
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        images["background \(barPosition.rawValue) \(barMetrics.rawValue)"]
    }
    /// Sets the background image for a bar position and metrics (stored and inert).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        images["background \(barPosition.rawValue) \(barMetrics.rawValue)"] = backgroundImage
    }
    /// The image of an icon in a state (stored and inert).
    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { images["icon \(icon.rawValue) \(state.rawValue)"] }
    /// Sets the image of an icon in a state (stored and inert).
    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        images["icon \(icon.rawValue) \(state.rawValue)"] = iconImage
    }
    /// How far an icon is moved (stored and inert).
    open func positionAdjustment(for icon: Icon) -> UIOffset { adjustments[icon] ?? .zero }
    /// Moves an icon (stored and inert).
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) { adjustments[icon] = adjustment }
    /// The search field's background image in a state (stored and inert).
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { images["field \(state.rawValue)"] }
    /// Sets the search field's background image in a state (stored and inert).
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        images["field \(state.rawValue)"] = backgroundImage
    }
    /// The scope bar's background image (stored and inert).
    open var scopeBarBackgroundImage: UIImage?
    /// A scope button's background image in a state (stored and inert).
    open func scopeBarButtonBackgroundImage(for state: UIControl.State) -> UIImage? { images["scope \(state.rawValue)"] }
    /// Sets a scope button's background image in a state (stored and inert).
    open func setScopeBarButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        images["scope \(state.rawValue)"] = backgroundImage
    }
    /// The divider between scope buttons in two states (stored and inert).
    open func scopeBarButtonDividerImage(forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State)
        -> UIImage?
    { images["divider \(leftState.rawValue) \(rightState.rawValue)"] }
    /// Sets the divider between scope buttons in two states (stored and inert).
    open func setScopeBarButtonDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: UIControl.State, rightSegmentState rightState: UIControl.State
    ) { images["divider \(leftState.rawValue) \(rightState.rawValue)"] = dividerImage }
    /// A scope button's title attributes in a state (stored and inert).
    open func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        scopeTitleAttributes[state.rawValue]
    }
    /// Sets a scope button's title attributes in a state (stored and inert).
    open func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        scopeTitleAttributes[state.rawValue] = attributes
    }
    /// The shortcuts beside the predictions on an iPad: the text field's, as the bar's input
    /// views are.
    open override var inputAssistantItem: UITextInputAssistantItem { searchTextField.inputAssistantItem }

    /// Whether the bar can be edited (iOS 16.4): the text field's `isEnabled`.
    open var isEnabled: Bool {
        get { searchTextField.isEnabled }
        set { searchTextField.isEnabled = newValue }
    }

    /// A bar with this frame, holding its text field.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        adoptTextField()
    }

    /// Archives are not simulated: a bar with a zero frame, holding its text field.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        adoptTextField()
    }

    private func adoptTextField() {
        searchTextField.owningSearchBar = self
        searchTextField.returnKeyType = .search
        searchTextField.autocapitalizationType = .none
        addSubview(searchTextField)
        setNeedsLayout()
    }

    /// The bar's height, 56 points (unconfirmed, see the type); no intrinsic width.
    override var sizesToContent: Bool { true }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: 56)
    }

    /// Places the text field 8 points in from each side, 36 points tall, centred vertically.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let height = min(36, bounds.height)
        searchTextField.frame = CGRect(
            x: bounds.minX + 8, y: bounds.minY + (bounds.height - height) / 2,
            width: max(0, bounds.width - 16), height: height)
    }

    /// The text field becomes first responder (the bar itself never is), as in UIKit.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// The text field resigns first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// Reloads the text field's input views (the bar itself is never first responder).
    open override func reloadInputViews() { searchTextField.reloadInputViews() }

    /// Shown above the keyboard while the text field is first responder (the text field's).
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    /// Shown in the keyboard's place while the text field is first responder (the text field's).
    open override var inputView: UIView? {
        get { searchTextField.inputView }
        set { searchTextField.inputView = newValue }
    }

    // Text input traits: the text field's (stored and inert).
    /// The keyboard's kind (the text field's).
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The return key's title (the text field's; `.search` by default, as in UIKit).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Autocorrection (the text field's).
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Autocapitalization (the text field's).
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Spell checking (the text field's).
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// The keyboard's appearance (the text field's).
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// Whether the text is hidden (the text field's).
    open var isSecureTextEntry: Bool {
        get { searchTextField.isSecureTextEntry }
        set { searchTextField.isSecureTextEntry = newValue }
    }
    /// Whether return is disabled while the bar is empty (the text field's).
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    /// What the text is, for autofill (the text field's).
    open var textContentType: UITextContentType! {
        get { searchTextField.textContentType }
        set { searchTextField.textContentType = newValue }
    }
    /// Whether straight quotes become curly as the user types (the text field's).
    open var smartQuotesType: UITextSmartQuotesType {
        get { searchTextField.smartQuotesType }
        set { searchTextField.smartQuotesType = newValue }
    }
    /// Whether two hyphens become a dash (the text field's).
    open var smartDashesType: UITextSmartDashesType {
        get { searchTextField.smartDashesType }
        set { searchTextField.smartDashesType = newValue }
    }
    /// Whether spaces follow pasted and deleted words (the text field's).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType {
        get { searchTextField.smartInsertDeleteType }
        set { searchTextField.smartInsertDeleteType = newValue }
    }
    /// The rules a new password must meet, for AutoFill (the text field's).
    open var passwordRules: UITextInputPasswordRules? {
        get { searchTextField.passwordRules }
        set { searchTextField.passwordRules = newValue }
    }
    /// Whether predictions show inline (the text field's).
    open var inlinePredictionType: UITextInlinePredictionType {
        get { searchTextField.inlinePredictionType }
        set { searchTextField.inlinePredictionType = newValue }
    }
    /// Whether math expressions are completed (the text field's).
    open var mathExpressionCompletionType: UITextMathExpressionCompletionType {
        get { searchTextField.mathExpressionCompletionType }
        set { searchTextField.mathExpressionCompletionType = newValue }
    }
    /// The conversation the text answers (the text field's; iOS 18.4).
    open var conversationContext: UIConversationContext? {
        get { searchTextField.conversationContext }
        set { searchTextField.conversationContext = newValue }
    }
    /// How Writing Tools may change the text (the text field's).
    open var writingToolsBehavior: UIWritingToolsBehavior {
        get { searchTextField.writingToolsBehavior }
        set { searchTextField.writingToolsBehavior = newValue }
    }
    /// What Writing Tools may return (the text field's).
    open var allowedWritingToolsResultOptions: UIWritingToolsResultOptions {
        get { searchTextField.allowedWritingToolsResultOptions }
        set { searchTextField.allowedWritingToolsResultOptions = newValue }
    }
}

/// The object a search controller asks to update its results, as UIKit's
/// `UISearchResultsUpdating`.
@preconcurrency @MainActor public protocol UISearchResultsUpdating: SelectorResponding {
    /// Update the results for `searchController`: called when its search bar becomes first
    /// responder and when the bar's text changes (Apple's `updateSearchResults(for:)`,
    /// developer.apple.com/documentation/uikit/uisearchresultsupdating/updatesearchresults(for:)).
    func updateSearchResults(for searchController: UISearchController)
}

/// What a search controller tells about its presentation, as UIKit's
/// `UISearchControllerDelegate`; every method is optional (empty by default).
@preconcurrency @MainActor public protocol UISearchControllerDelegate: SelectorResponding {
    /// The search interface is about to show (`isActive` becomes true).
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search interface showed.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search interface is about to go (`isActive` becomes false).
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search interface went.
    func didDismissSearchController(_ searchController: UISearchController)
    /// Present the search interface yourself (never called: the default presentation is used).
    func presentSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
    public func presentSearchController(_ searchController: UISearchController) {}
}

/// A controller that manages a search bar, as UIKit's `UISearchController`, as apps hand it to
/// `navigationItem.searchController`. Its `searchBar` is a real `UISearchBar` (put it in a view
/// to focus it).
///
/// What is simulated: when the bar's field becomes first responder the controller becomes
/// active (`delegate` hears `willPresentSearchController` and `didPresentSearchController`
/// around `isActive` turning true), then `searchResultsUpdater` hears
/// `updateSearchResults(for:)`, and again at every change of the bar's text, as Apple's
/// `updateSearchResults(for:)` documents; setting `isActive` to false dismisses it (the delegate
/// hears `willDismiss…` and `didDismiss…`) and the bar's field resigns first responder. The
/// order of the presentation callbacks before the first update is unconfirmed (Apple's pages do
/// not state it). The results controller is not shown, nothing dims, and a navigation item's
/// search controller is not placed in the navigation bar.
open class UISearchController: UIViewController {
    /// The search bar.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
    /// The controller that shows results (stored).
    public private(set) var searchResultsController: UIViewController?
    /// The object told to update the results (held weakly, as Apple declares it).
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The object told about presentation (held weakly).
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the search interface is showing: true once the bar's field becomes first
    /// responder; setting it to false dismisses the interface and the keyboard.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            // Both callbacks are told after the value changed (unconfirmed: whether UIKit's
            // willPresent sees `isActive` still false is not in Apple's pages).
            if isActive {
                delegate?.willPresentSearchController(self)
                delegate?.didPresentSearchController(self)
            } else {
                delegate?.willDismissSearchController(self)
                if searchBar.isFirstResponder { _ = searchBar.resignFirstResponder() }
                delegate?.didDismissSearchController(self)
            }
        }
    }
    /// Whether the content below dims while searching (stored and inert).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the content below dims while searching (iOS 8–12's name of
    /// `obscuresBackgroundDuringPresentation`, deprecated in iOS 12: the same value).
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching (stored and inert).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the controller becomes active when its bar's field is focused (stored: the
    /// simulation always activates it, as the default `true` does).
    open var automaticallyShowsSearchResultsController = true

    /// A search controller whose results `searchResultsController` shows (`nil`: the
    /// searched content itself).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// A search controller showing results in the searched content. Designated, as Apple
    /// declares it.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        searchBar.searchController = self
    }

    /// Archives are not simulated: a search controller with no results controller.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBar.searchController = self
    }

    /// The bar's field became first responder: the interface presents, then results update.
    final func searchBarDidBecomeFirstResponder() {
        isActive = true
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The bar's text changed by typing: results update.
    final func searchTextDidChange() {
        searchResultsUpdater?.updateSearchResults(for: self)
    }
}

/// What a navigation bar shows for a controller, as UIKit's `UINavigationItem`
/// (`viewController.navigationItem`). Stored and inert: the navigation controller's bar (a
/// 44-point `UINavigationBar` view) does not draw or lay out the item's title, buttons or views,
/// and a `searchController`'s bar is not placed in it.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    /// The title.
    open var title: String?
    /// A view shown in place of the title (stored and inert).
    open var titleView: UIView?
    /// A line of text above the title (stored and inert).
    open var prompt: String?
    /// The search controller whose bar the navigation bar would show (stored and inert).
    open var searchController: UISearchController?
    /// Whether that bar hides while the content scrolls (stored and inert).
    open var hidesSearchBarWhenScrolling = true
    /// Whether the back button is hidden (stored and inert).
    open var hidesBackButton = false
    /// The bar button items on the bar's trailing side, outermost first: on the top item of a
    /// navigation bar, each has a view in the bar that `Simulation.tap(_:)` with the item taps.
    open var rightBarButtonItems: [UIBarButtonItem]? {
        didSet { showItems() }
    }
    /// The bar button items on the bar's leading side, outermost first (see
    /// `rightBarButtonItems`).
    open var leftBarButtonItems: [UIBarButtonItem]? {
        didSet { showItems() }
    }
    /// The navigation bar it was last given to (held weakly).
    final weak var bar: UINavigationBar? {
        didSet { showItems() }
    }

    /// Tells its bar button items which bar they are in, and the bar to place their views.
    private func showItems() {
        guard let bar else { return }
        for item in (leftBarButtonItems ?? []) + (rightBarButtonItems ?? []) { item.bar = bar }
        if bar.topItem === self { bar.placeItemViews() }
    }
    /// The outermost trailing item: the first of `rightBarButtonItems`.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// The outermost leading item: the first of `leftBarButtonItems`.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// How the title shows in a large-title navigation bar (stored and inert: the bar draws no
    /// title).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item does (the default), always large, never large; Apple's raw values.
        case automatic = 0, always, never
    }
    /// How the title shows in a large-title bar (`.automatic` until set; stored and inert).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// Sets `rightBarButtonItem` (the bar is not drawn, so `animated` changes nothing).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets `leftBarButtonItem` (`animated` changes nothing).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets `rightBarButtonItems` (`animated` changes nothing).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Sets `leftBarButtonItems` (`animated` changes nothing).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets `hidesBackButton` (`animated` changes nothing).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// An item with this title.
    public init(title: String) { self.title = title }

    /// An item with no title (as a view controller's is until it has one).
    override init() {}
}
