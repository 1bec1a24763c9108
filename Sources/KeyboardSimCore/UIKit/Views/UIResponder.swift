import Foundation
import SimulationContext

/// The base of everything that can become first responder, as UIKit's `UIResponder`.
///
/// Only views inside a window can become first responder; the window tracks which one is, and
/// tells the simulated keyboard when that changes.
///
/// An `NSObject`, as on iOS (Foundation's on Linux, which has no Objective-C runtime): a view,
/// a controller or the application passes where an app's code asks for an `NSObject`
/// (`view as? NSObject`, `func bind<T: NSObject>`, `Set<NSObject>`), and an app's
/// `extension NSObject` (a `className` for reuse identifiers) reaches every UIKit object that
/// derives from it.
@preconcurrency @MainActor open class UIResponder: NSObject {
    /// A responder outside any responder chain.
    public override init() { super.init() }

    /// The activity this responder's content stands for, for Handoff and state restoration
    /// (https://developer.apple.com/documentation/uikit/uiresponder/useractivity). Stored: UIKit
    /// makes it current while the responder's view is on screen and asks
    /// `updateUserActivityState(_:)` before saving it; the simulation hands off and saves
    /// nothing, so neither happens here.
    open var userActivity: NSUserActivity?

    /// Fills `activity` with the responder's state before UIKit saves it; override it, calling
    /// super. Not called by the simulation (see `userActivity`).
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    /// Restores the responder's state from `activity` (`UIUserActivityRestoring`); override it.
    /// Not called by the simulation: a test calls it, as a restoration handler would.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    /// The next responder in the chain: a view's superview (or its controller, for a root
    /// view), a controller's parent.
    open var next: UIResponder? { nil }

    /// Whether this responder accepts first-responder status. Text inputs return `true`.
    open var canBecomeFirstResponder: Bool { false }

    /// Adds to or changes the app's main menu and context menus (iOS 13;
    /// https://developer.apple.com/documentation/uikit/uiresponder/buildmenu(with:)). Nothing by
    /// default. UIKit calls it on the app delegate and the responder chain to build the menu bar
    /// (iPad with a keyboard, Mac Catalyst), which the simulation does not show: it never calls it.
    open func buildMenu(with builder: any UIMenuBuilder) {}

    /// Updates `command`'s title, image or state before its menu shows (iOS 13). Nothing by
    /// default; no menu bar shows here, so it is not called.
    open func validate(_ command: UICommand) {}

    /// What the responder offers to share and act on, for the system's share and copy commands
    /// (iOS 13; https://developer.apple.com/documentation/uikit/uiresponder/activityitemsconfiguration).
    /// Stored: no share sheet or system command reads it here.
    open var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)?

    /// Starts inserting text from the camera (Live Text, iOS 15). The camera is not simulated:
    /// nothing happens (UIKit's responders that can take text implement it).
    open func captureTextFromCamera(_ sender: Any?) {}

    /// How the system's editing gestures (three-finger undo) apply to this responder (iOS 13;
    /// `.default`, UIKit's answer unless a responder overrides it). The gestures are not simulated.
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .default }

    /// Whether this responder gives up first-responder status when asked.
    open var canResignFirstResponder: Bool { true }

    /// A view shown above the keyboard while this responder is first responder; its height is
    /// added to the keyboard's frame.
    open var inputAccessoryView: UIView? { nil }

    /// The view shown in the keyboard's place while this responder is first responder (a date
    /// picker, a picker view, a custom keypad): the keyboard's frame is its height (its frame's,
    /// or its intrinsic height) plus the accessory view's; `nil` for the system keyboard.
    open var inputView: UIView? { nil }

    /// A view controller whose view goes in the keys' place while this responder is first
    /// responder, when `inputView` is `nil` (an app's own keypad as a `UIInputViewController`).
    open var inputViewController: UIInputViewController? { nil }

    /// A view controller whose view is shown above the keys, when `inputAccessoryView` is `nil`.
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// The view the keyboard shows in the keys' place for this responder: its `inputView`, or
    /// its `inputViewController`'s view, as UIKit chooses.
    package var shownInputView: UIView? { inputView ?? inputViewController?.view }

    /// The view the keyboard shows above the keys for this responder: its
    /// `inputAccessoryView`, or its `inputAccessoryViewController`'s view.
    package var shownInputAccessoryView: UIView? { inputAccessoryView ?? inputAccessoryViewController?.view }

    /// The keyboard's input mode while this responder can take text and is in a window: its
    /// `primaryLanguage` says which keyboard the user chose (`en-US`, `ko-KR`, `emoji`,
    /// `dictation`); `nil` for any other responder, as in UIKit.
    open var textInputMode: UITextInputMode? {
        guard canBecomeFirstResponder, let window = responderWindow else { return nil }
        return window.firstResponderObserver?.textInputMode
    }

    /// The window that would hold this responder's first-responder status.
    var responderWindow: UIWindow? { nil }

    /// Called after the responder (a view, a view controller) is loaded from an Interface
    /// Builder document (`UIStoryboard`, `UINib`), once every object of the document is made and
    /// connected, where a subclass finishes setting itself up (`super.awakeFromNib()` first).
    open func awakeFromNib() {}

    /// Interface Builder is about to draw the object on its canvas (an `@IBDesignable` view):
    /// never called here, where nothing is drawn on a canvas, as on a device (UIKit declares it
    /// on `NSObject`; a view overrides it to fill in sample content).
    open func prepareForInterfaceBuilder() {}

    /// A key path this object observes changed (`UIView.addObserver(_:forKeyPath:options:context:)`):
    /// `change` holds the kind, and the new and old values the options asked for. An observer
    /// overrides it. The default says in the trace that the change went unhandled, where NSObject's
    /// raises an exception ("message was received but not handled").
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        let message =
            "\(type(of: self)).observeValue(forKeyPath: \"\(keyPath ?? "")\"): the observation's change was received but not handled (on iOS NSObject raises an exception)"
        if let view = object as? UIView {
            view.diagnostic(message)
        } else {
            CurrentSimulation.host?.diagnostic(message)
        }
    }

    // MARK: Interface Builder's connections (UIResponder+InterfaceBuilder.swift)

    /// Sets the property named `key`, as NSObject's key-value coding: how a storyboard or a xib
    /// sets an outlet (`@IBOutlet`) and a user-defined runtime attribute. Swift on Linux has no
    /// key-value coding, so `kbsim port` writes an override in each class with outlets, which
    /// sets them by name and passes any other key to `super`; this one, reached with a key no
    /// class knows, calls `setValue(_:forUndefinedKey:)`.
    open func setValue(_ value: Any?, forKey key: String) {
        setValue(value, forUndefinedKey: key)
    }

    /// Called for a key no class in the hierarchy sets: iOS raises `NSUnknownKeyException`
    /// ("not key value coding-compliant for the key"); here the load that set it stops with
    /// that message, naming the document's line.
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        undefinedKeys.append(key)
    }

    /// The keys `setValue(_:forUndefinedKey:)` was reached with, for the loader to report.
    package var undefinedKeys: [String] = []

    /// The value of the property `key`, as NSObject's key-value coding, which Foundation on
    /// Linux does not have: each class answers its own keys (`UIView`'s `alpha`, `frame`,
    /// `center`, `layer`…, KeyValueCoding.swift) and passes the rest to its superclass; a key no
    /// class knows reaches `value(forUndefinedKey:)`.
    open func value(forKey key: String) -> Any? {
        value(forUndefinedKey: key)
    }

    /// Called for a key no class answers: iOS raises `NSUnknownKeyException`; here it is nil,
    /// and the trace says so.
    open func value(forUndefinedKey key: String) -> Any? {
        let message = KeyValueCoding.undefinedKeyMessage(self, key)
        if let view = self as? UIView {
            view.diagnostic(message)
        } else {
            CurrentSimulation.host?.diagnostic(message)
        }
        return nil
    }

    /// The method an Interface Builder action names (`"done:"`), as a `Selector` that carries
    /// it. Not in Apple's UIKit: the Objective-C runtime finds a method by its name there, and
    /// Swift on Linux has no such runtime, so `kbsim port` writes an override in each class with
    /// `@IBAction` methods, answering their names and passing any other to `super`; this one
    /// answers an action an extension in another file declares (``InterfaceBuilderActionProvider``),
    /// else `nil` (the load then says which action is missing).
    open func interfaceBuilderSelector(forAction name: String) -> Selector? { interfaceBuilderProvidedSelector(forAction: name) }

    /// A finger touched down in this responder, as UIKit's `touchesBegan(_:with:)`: the default
    /// passes the touches to the next responder (a view's controller, its superview…), so a
    /// controller's override hears a tap on its view (`Simulation.tap(_:)` sends a tap on a view
    /// that no recognizer, control or cell takes). The classic storyboard way to dismiss the
    /// keyboard overrides it in the controller: `view.endEditing(true)`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// The fingers moved (never sent by the simulation); the default passes them on.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// The fingers lifted; the default passes them to the next responder.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// The system cancelled the touches (never sent by the simulation); the default passes them on.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// A hardware keyboard's key went down while this responder is first responder (or a
    /// responder after it passed the press on), as UIKit's `pressesBegan(_:with:)`: sent by
    /// `Simulation.pressKey(_:modifierFlags:)` when no key command took the key (a text input
    /// first responder types the key after this call). The default passes the presses to the
    /// next responder.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesBegan(presses, with: event) }
    /// A press changed (never sent by the simulation); the default passes it on.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesChanged(presses, with: event) }
    /// The keys came up; the default passes the presses to the next responder.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesEnded(presses, with: event) }
    /// The system cancelled the presses (never sent by the simulation); the default passes them on.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// A motion began (a shake), as UIKit's `motionBegan(_:with:)`; the default passes it to
    /// the next responder. The simulation sends no motion: a test calls it.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
    /// A motion ended; the default passes it on.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }
    /// A motion was cancelled; the default passes it on.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionCancelled(motion, with: event) }
    /// A remote-control event arrived (never sent by the simulation); the default does nothing.
    open func remoteControlReceived(with event: UIEvent?) {}
    /// Touches' estimated properties were updated (never sent by the simulation).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// The keyboard shortcuts this responder answers while it or a responder before it in the
    /// chain is first responder (`nil` by default). `Simulation.pressKey(_:modifierFlags:)` looks
    /// them up from the first responder up the chain.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// VoiceOver's escape gesture (a two-finger Z): not performed here; `false`, UIKit's default
    /// answer for an object that does not handle it. Declared for every responder, views and view
    /// controllers alike (Apple declares it on `NSObject`, in the `UIAccessibilityAction` methods:
    /// [accessibilityPerformEscape()](https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape())),
    /// so a presented controller that dismisses itself on it compiles.
    open func accessibilityPerformEscape() -> Bool { false }

    /// Whether this responder performs `action`, as UIKit's `canPerformAction(_:withSender:)`:
    /// by default, true when its class has the method the selector carries, otherwise the next
    /// responder's answer (Apple's documented default). A selector made from a name alone names
    /// no method Swift on Linux can find: answered false, and the trace says so.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        guard let method = action.method else {
            CurrentSimulation.host?.diagnostic(
                "\(type(of: self)).canPerformAction(\"\(action.name)\"): the selector carries no method (made from a name alone), answered false"
            )
            return false
        }
        // UIResponder declares the edit actions only because Swift on Linux has no optional
        // requirements; UIKit's UIResponder implements none of them, so for the selector of its
        // own declaration the answer is the next responder's (a responder of the app's own
        // that handles one says so by overriding this method).
        let inheritedEditAction = method.targetTypeName == "UIResponder" && Self.standardEditActionNames.contains(action.name)
        if method.accepts(self) && !inheritedEditAction { return true }
        return next?.canPerformAction(action, withSender: sender) ?? false
    }

    /// The Objective-C names of `UIResponderStandardEditActions`' methods.
    static let standardEditActionNames: Set<String> = [
        "copy:", "cut:", "delete:", "paste:", "pasteAndGo:", "pasteAndMatchStyle:", "pasteAndSearch:", "select:", "selectAll:",
        "toggleBoldface:", "toggleItalics:", "toggleUnderline:", "increaseSize:", "decreaseSize:",
        "makeTextWritingDirectionLeftToRight:", "makeTextWritingDirectionRightToLeft:", "duplicate:", "export:", "find:",
        "findAndReplace:", "findNext:", "findPrevious:", "move:", "printContent:", "rename:", "showWritingTools:",
        "useSelectionForFind:", "updateTextAttributesWithConversionHandler:",
    ]

    // MARK: Edit actions (UIResponderStandardEditActions)

    // UIKit's responders adopt `UIResponderStandardEditActions`, whose methods are optional:
    // a responder that handles one overrides it (text fields and text views handle copy, cut,
    // paste, select all and delete). Here the default of each says in the trace what iOS does
    // when the method is sent to a responder that does not implement it.

    /// Copies the selection to the pasteboard (text fields and text views).
    open func copy(_ sender: Any?) { unhandledEditAction("copy:") }
    /// Copies the selection to the pasteboard and deletes it (text fields and text views).
    open func cut(_ sender: Any?) { unhandledEditAction("cut:") }
    /// Deletes the selection (text fields and text views).
    open func delete(_ sender: Any?) { unhandledEditAction("delete:") }
    /// Pastes the pasteboard's contents (text fields and text views insert its string).
    open func paste(_ sender: Any?) { unhandledEditAction("paste:") }
    /// Pastes and goes (a search field's); not handled by default.
    open func pasteAndGo(_ sender: Any?) { unhandledEditAction("pasteAndGo:") }
    /// Pastes in the style of the surrounding text; not handled by default.
    open func pasteAndMatchStyle(_ sender: Any?) { unhandledEditAction("pasteAndMatchStyle:") }
    /// Pastes and searches; not handled by default.
    open func pasteAndSearch(_ sender: Any?) { unhandledEditAction("pasteAndSearch:") }
    /// Selects the word at the insertion point; not handled by default.
    open func select(_ sender: Any?) { unhandledEditAction("select:") }
    /// Selects all the content (text fields and text views).
    open func selectAll(_ sender: Any?) { unhandledEditAction("selectAll:") }
    /// Makes the text bold; not handled by default.
    open func toggleBoldface(_ sender: Any?) { unhandledEditAction("toggleBoldface:") }
    /// Makes the text italic; not handled by default.
    open func toggleItalics(_ sender: Any?) { unhandledEditAction("toggleItalics:") }
    /// Underlines the text; not handled by default.
    open func toggleUnderline(_ sender: Any?) { unhandledEditAction("toggleUnderline:") }
    /// Makes the text larger; not handled by default.
    open func increaseSize(_ sender: Any?) { unhandledEditAction("increaseSize:") }
    /// Makes the text smaller; not handled by default.
    open func decreaseSize(_ sender: Any?) { unhandledEditAction("decreaseSize:") }
    /// Writes the text left to right; not handled by default.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) { unhandledEditAction("makeTextWritingDirectionLeftToRight:") }
    /// Writes the text right to left; not handled by default.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) { unhandledEditAction("makeTextWritingDirectionRightToLeft:") }
    /// Duplicates the selection; not handled by default.
    open func duplicate(_ sender: Any?) { unhandledEditAction("duplicate:") }
    /// Exports the content; not handled by default.
    open func export(_ sender: Any?) { unhandledEditAction("export:") }
    /// Shows the find interface; not handled by default.
    open func find(_ sender: Any?) { unhandledEditAction("find:") }
    /// Shows find and replace; not handled by default.
    open func findAndReplace(_ sender: Any?) { unhandledEditAction("findAndReplace:") }
    /// Finds the next match; not handled by default.
    open func findNext(_ sender: Any?) { unhandledEditAction("findNext:") }
    /// Finds the previous match; not handled by default.
    open func findPrevious(_ sender: Any?) { unhandledEditAction("findPrevious:") }
    /// Moves the content; not handled by default.
    open func move(_ sender: Any?) { unhandledEditAction("move:") }
    /// Prints the content; not handled by default.
    open func printContent(_ sender: Any?) { unhandledEditAction("printContent:") }
    /// Renames the content; not handled by default.
    open func rename(_ sender: Any?) { unhandledEditAction("rename:") }
    /// Shows Writing Tools; not handled by default.
    open func showWritingTools(_ sender: Any) { unhandledEditAction("showWritingTools:") }
    /// Searches for the selection; not handled by default.
    open func useSelectionForFind(_ sender: Any?) { unhandledEditAction("useSelectionForFind:") }
    /// Changes the attributes of the selected text; not handled by default.
    open func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) {
        unhandledEditAction("updateTextAttributesWithConversionHandler:")
    }

    /// Says in the trace that the edit action `name` reached a responder that does not handle it.
    private func unhandledEditAction(_ name: String) {
        CurrentSimulation.host?.diagnostic(
            "\(type(of: self)).\(name) sent to a responder that does not handle it: nothing happened (on a real device: unrecognized selector \"\(name)\", a crash)"
        )
    }

    /// The responder that performs `action`, as UIKit's `target(forAction:withSender:)`: this one
    /// when `canPerformAction(_:withSender:)` says so, otherwise the next responder's answer.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) && action.method?.accepts(self) != false { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// The shortcuts shown beside the keyboard's predictions on an iPad for this responder
    /// (stored and inert: see `UITextInputAssistantItem`).
    open var inputAssistantItem: UITextInputAssistantItem {
        if let item = assistantItem { return item }
        let item = UITextInputAssistantItem()
        assistantItem = item
        return item
    }
    private var assistantItem: UITextInputAssistantItem?

    /// An identifier under which the keyboard remembers the input mode the user chose for this
    /// responder (`nil` by default; stored by a subclass's override; the simulation does not
    /// switch input modes by it).
    open var textInputContextIdentifier: String? { nil }

    /// Forgets the input mode remembered for `identifier` (nothing is remembered here).
    open class func clearTextInputContextIdentifier(_ identifier: String) {}

    /// The undo manager of the responder chain: by default the next responder's, as UIKit's, up
    /// to the window's, which is the app's (one window here: the window's own); `nil` at the end
    /// of a chain outside a window.
    open var undoManager: UndoManager? {
        if let next { return next.undoManager }
        guard self is UIWindow else { return nil }
        if let windowUndoManager { return windowUndoManager }
        let manager = UndoManager()
        windowUndoManager = manager
        return manager
    }
    private var windowUndoManager: UndoManager?

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// Asks to become first responder. Returns `false` when `canBecomeFirstResponder` is false,
    /// when a delegate refuses, when the current first responder refuses to resign, or when the
    /// responder is in no window.
    ///
    /// A view asked while in no window (in `viewDidLoad`, or in `viewWillAppear(_:)` while a
    /// navigation controller's push or a presentation has not yet added its view) is remembered,
    /// as UIKit remembers it: when the view, or a view around it, enters a window, the view is
    /// asked again and becomes first responder then — the keyboard comes with the pushed screen.
    /// `resignFirstResponder()` withdraws the request. Sources and what is unconfirmed:
    /// `UIView.becomePendingFirstResponder()` (UIScrollView+FirstResponder.swift).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        MainThreadChecker.check("\(type(of: self)).becomeFirstResponder()")
        guard let window = responderWindow else {
            if let view = self as? UIView, canBecomeFirstResponder { view.wantsToBecomeFirstResponderInWindow = true }
            return false
        }
        return window.makeFirstResponder(self)
    }

    /// Gives up first-responder status. Returns `false` if a delegate refuses. A view waiting to
    /// enter a window to become first responder (see `becomeFirstResponder()`) stops waiting.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        MainThreadChecker.check("\(type(of: self)).resignFirstResponder()")
        guard let window = responderWindow, window.firstResponder === self else {
            (self as? UIView)?.wantsToBecomeFirstResponderInWindow = false
            return true
        }
        return window.makeFirstResponder(nil)
    }

    /// Tells the keyboard that this responder's input accessory view changed, as UIKit's
    /// `reloadInputViews()`: while it is first responder, the keyboard takes the accessory view's
    /// height now and posts its frame change (a show, in place) when the height changed; any
    /// other responder's call does nothing, as in UIKit.
    open func reloadInputViews() {
        guard isFirstResponder, let window = responderWindow else { return }
        window.firstResponderObserver?.inputViewsDidReload(for: self)
    }

    // MARK: The Objective-C runtime, as libraries probe a class

    /// Whether the class responds to `selector`, as NSObject's class method `responds(to:)`:
    /// libraries ask `UIApplication` (found with `NSClassFromString`) for `sharedApplication` to
    /// tell an app from an extension. With no Objective-C runtime to ask, a class answers only for
    /// what the simulation has (`UIApplication`'s `sharedApplication`); any other selector is
    /// answered no, with a diagnostic in the current simulation's trace.
    open class func responds(to selector: Selector) -> Bool {
        noRuntime("\(self).responds(to: \"\(selector.name)\") answered false")
        return false
    }

    /// Calls the class method `selector`, as NSObject's `perform(_:)` on a class: only what the
    /// simulation has (`UIApplication`'s `sharedApplication`); any other selector gives `nil`,
    /// with a diagnostic in the trace (on iOS an unknown selector raises an exception).
    open class func perform(_ selector: Selector) -> Unmanaged<AnyObject>! {
        noRuntime("\(self).perform(\"\(selector.name)\") did nothing")
        return nil
    }

    /// Whether this object responds to `selector`, as NSObject's instance method. There is no
    /// runtime to look a method up in, so the selector says what to ask:
    ///
    /// - A selector of a method of one of UIKit's delegate protocols
    ///   (`#selector(UITextFieldDelegate.textFieldShouldReturn(_:))`, which `kbsim port` writes
    ///   `Selector("textFieldShouldReturn:", of: (any UITextFieldDelegate).self)`) is answered yes
    ///   when the object conforms to the protocol: here each optional method of UIKit's delegate
    ///   protocols has a default that does what UIKit does when a delegate lacks the method, so a
    ///   library that asks, then calls, gets UIKit's behaviour from a conformer without it. The
    ///   few methods whose presence alone changes what UIKit does (a table's
    ///   `tableView(_:commit:forRowAt:)`, `tableView(_:canMoveRowAt:)` and
    ///   `tableView(_:moveRowAt:to:)`; a collection view's `collectionView(_:canMoveItemAt:)`,
    ///   `collectionView(_:moveItemAt:to:)` and
    ///   `collectionView(_:viewForSupplementaryElementOfKind:at:)`) are answered no, with a
    ///   diagnostic in the trace. A protocol of the app's own is answered no, with a diagnostic:
    ///   `kbsim port` writes `OptionalRequirement.responds(_:to:)` for its optional requirements.
    /// - A selector that carries its method (`Selector("dismissKeyboard", Controller.dismissKeyboard)`)
    ///   is answered by whether this object is of the method's class.
    /// - One made from a name alone is answered no, with a diagnostic in the trace.
    open func responds(to selector: Selector!) -> Bool {
        SelectorAnswer.responds(self, to: selector)
    }

    // MARK: NSObject, as on iOS

    /// Whether `object` is this responder, as NSObject's `isEqual(_:)`: identity, unless a
    /// subclass says otherwise (`==` between two responders asks it, as on iOS).
    nonisolated open override func isEqual(_ object: Any?) -> Bool { (object as AnyObject?) === self }

    /// A number equal for equal objects, as NSObject's `hash`: the object's identity.
    nonisolated open override var hash: Int { ObjectIdentifier(self).hashValue }

    /// The class's name and the object's address, as NSObject's `description`
    /// (`<ChatViewController: 0x5581…>`).
    nonisolated open override var description: String {
        "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16))>"
    }

    /// The class archived in its place, as NSObject's `classForCoder`: its own class (archives
    /// are not simulated). Libraries compare it to tell UIKit's private subclasses apart.
    nonisolated open override var classForCoder: AnyClass { type(of: self) }

    /// Leaves `what` in the current simulation's trace, with the reason.
    private class func noRuntime(_ what: String) {
        CurrentSimulation.host?.diagnostic(
            "\(what): Swift on Linux has no Objective-C runtime; only sharedApplication is simulated")
    }

    // Hooks a text input overrides to run its delegate and notifications around focus changes.
    func shouldBeginEditing() -> Bool { true }
    func shouldEndEditing() -> Bool { true }
    func didBeginEditing() {}
    func didEndEditing() {}
}
