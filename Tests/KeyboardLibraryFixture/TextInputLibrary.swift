import UIKit

// A text-input library as IQKeyboardManager's packages are written (IQKeyboardCore,
// IQKeyboardToolbar): a protocol over UIKit's text inputs constrained to UIView and
// UITextInputTraits, inputs compared through that protocol's existential, superviews found with
// isKind(of:), a toolbar kept on each input with associated objects, and a bar button item
// configuration whose own initializer takes a Selector. The file imports UIKit and nothing else,
// as on iOS, where objc_getAssociatedObject comes with it.

/// Any of UIKit's text inputs, as libraries abstract over them.
@MainActor public protocol TextInputView: AnyObject where Self: UIView, Self: UITextInputTraits {
    /// Whether the input can be edited now.
    var isEditableNow: Bool { get }
}

extension UITextField: TextInputView {
    public var isEditableNow: Bool { isEnabled }
}

extension UITextView: TextInputView {
    public var isEditableNow: Bool { isEditable }
}

extension UISearchBar: TextInputView {
    public var isEditableNow: Bool { isEnabled }
}

/// Which input is being edited, remembered as the protocol's existential.
@MainActor public struct EditingInput: Equatable {
    public let input: any TextInputView
    public init(_ input: any TextInputView) { self.input = input }
    /// Same input: compared as NSObjects are on iOS (identity), through the existential.
    nonisolated public static func == (lhs: EditingInput, rhs: EditingInput) -> Bool {
        MainActor.assumeIsolated { lhs.input == rhs.input }
    }
}

/// What a toolbar button does, with the library's own initializer taking a Selector.
public final class ToolbarButtonConfiguration {
    public let title: String
    public let action: Selector?
    public init(title: String, action: Selector?) {
        self.title = title
        self.action = action
    }
}

private nonisolated(unsafe) var toolbarKey: UInt8 = 0

extension UIView {
    /// The nearest superview of `type`, as libraries look for the scroll view to adjust.
    public func superview<T: UIView>(ofKind type: T.Type) -> T? {
        var candidate = superview
        while let view = candidate {
            if view.isKind(of: type) { return view as? T }
            candidate = view.superview
        }
        return nil
    }

    /// A "Done" toolbar made once per view and kept on it with an associated object; `target`
    /// gets `configuration.action` when its item is tapped.
    public func doneToolbar(_ configuration: ToolbarButtonConfiguration, target: AnyObject?) -> UIToolbar {
        if let existing = objc_getAssociatedObject(self, &toolbarKey) as? UIToolbar { return existing }
        let toolbar = UIToolbar()
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                         UIBarButtonItem(title: configuration.title, style: .done, target: target, action: configuration.action)]
        toolbar.sizeToFit()
        objc_setAssociatedObject(self, &toolbarKey, toolbar, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        return toolbar
    }
}
