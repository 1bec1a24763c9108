import UIKit

// A form's Previous/Next/Done toolbar as libraries written for Swift 4 spell it: nested types by
// their Swift 4 names (`UIBarButtonSystemItem`, `UIBarButtonItemStyle`, `UIControlEvents`), a
// protocol of its own refining `UITextInput` whose inputs are compared with `isEqual(_:)` (from
// `NSObjectProtocol`, which `UITextInputTraits` refines on iOS), and a class that is not on the
// main actor loading a nib, as Swift 4 code does. `Tests/UIKitTests/Declarations/Swift4NamesTests.swift`
// drives it.

/// A text input the toolbar moves between.
public protocol Swift4FormInput: UITextInput {
    /// The responder that takes focus.
    var responder: UIResponder { get }
}

extension UITextField: Swift4FormInput {
    public var responder: UIResponder { return self }
}

/// The toolbar: a previous, a next and a done item over a list of inputs.
public final class Swift4FormToolbar: UIToolbar {
    /// The inputs, in order.
    public var inputs: [Swift4FormInput] = []
    /// The previous item (system item 101, UIKit's hidden "<").
    public private(set) var previousItem = UIBarButtonItem(barButtonSystemItem: UIBarButtonSystemItem.fixedSpace, target: nil, action: nil)
    /// The done item.
    public private(set) var doneItem = UIBarButtonItem(title: "Done", style: UIBarButtonItemStyle.done, target: nil, action: nil)
    /// The events a control sends, as Swift 4 names them.
    public let editingEvents: UIControlEvents = [.editingDidBegin, .editingDidEnd]

    /// The index of `input` among the toolbar's inputs, found with `isEqual(_:)`.
    public func index(of input: Swift4FormInput) -> Int? {
        for (index, candidate) in inputs.enumerated() where candidate.isEqual(input) {
            return index
        }
        return nil
    }

    /// Moves focus to the input after the focused one; false when there is none.
    public func goForward() -> Bool {
        guard let current = inputs.first(where: { $0.responder.isFirstResponder }), let index = index(of: current),
              index + 1 < inputs.count else { return false }
        return inputs[index + 1].responder.becomeFirstResponder()
    }
}

/// A class that is not on the main actor loading a nib, as Swift 4 code does: UIKit's
/// `loadNibNamed(_:owner:options:)` is `@MainActor` as Apple's SDK imports it (implicitly
/// `@preconcurrency`), so in Swift 4 and 5 mode this compiles, with no diagnostic.
public final class Swift4NibLoader {
    public init() {}

    /// The top-level objects of the nib `name` in the main bundle (`nil` when there is none).
    public func load(_ name: String) -> [Any]? {
        return Bundle.main.loadNibNamed(name, owner: nil, options: nil)
    }
}
