import Foundation

// What a scroll view's drag dismisses: the keys alone, or the keys and the input accessory view
// (`UIScrollView.KeyboardDismissMode`'s `WithAccessory` cases, iOS 16).

extension SystemKeyboard {
    /// The responder that takes the focus back when a drag dismisses the keys, keeping its input
    /// accessory view docked at the bottom of the screen: the owner of the accessory view shown
    /// now (a chat screen's controller, first responder with only its bar, Messages' pattern)
    /// while a responder inside that view has the focus (the bar's text view), when the owner
    /// shows nothing but the bar and can become first responder again. `nil` otherwise: a text
    /// field's own accessory view goes with the keys.
    ///
    /// What the dismiss modes do with it is Apple's: `.onDrag` and `.interactive` dismiss the
    /// keyboard; `.onDragWithAccessory` "the keyboard and accessory view dismiss together when a
    /// drag begins", `.interactiveWithAccessory` "the keyboard and accessory view both follow the
    /// dragging touch offscreen"
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum).
    /// That the focus goes back up the responder chain to the owner, which keeps its bar: a
    /// dismissal "goes up the responder chain looking for a UIResponder subclass which wants to
    /// become 1st responder" (github.com/wikimedia/wikipedia-ios/pull/2848); chat libraries whose
    /// controller owns the bar (MessageKit, with `.interactive`) keep the bar docked after the
    /// keyboard closes and hear a willHide (github.com/MessageKit/MessageKit/issues/977).
    /// Unconfirmed beyond those: no Apple page says which responder takes the focus.
    var accessoryKeeper: UIResponder? {
        guard let owner = hostedAccessoryOwner, let focused = focusedResponder, focused !== owner,
            let accessory = hostedAccessoryView, owner.shownInputAccessoryView === accessory,
            let view = focused as? UIView, view.isDescendant(of: accessory),
            input(of: owner) == .accessoryOnly, owner.canBecomeFirstResponder, owner.responderWindow != nil
        else { return nil }
        return owner
    }

    /// Whether `responder` is a view the keyboard holds (in an input accessory or input view).
    func holds(_ responder: UIResponder) -> Bool {
        (responder as? UIView)?.isDescendant(of: inputSetHost) ?? false
    }

    /// Whether the keyboard shows only an input accessory view (no keys, no input view).
    var showsAccessoryAlone: Bool { focusedInput == .accessoryOnly && accessoryHeight > 0 }
}
