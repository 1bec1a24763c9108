import Foundation

// On iOS every responder, constraint and layout guide is an `NSObject`, whose `==` and hash are
// identity unless a class says otherwise: `sender == submitButton`, `switch textField { case
// emailField: … }`, `constraints.firstIndex(of: bottom)` and a `Set<UIView>` all compile and mean
// "this very object". Responders derive from Foundation's `NSObject` here too (`UIResponder`);
// the other classes below are Swift classes, and these conformances give them the same meaning.

extension UIBarItem: Hashable {
    /// Identity, as `NSObject`'s `isEqual:` (`case doneItem:` in a `switch` over the tapped item).
    nonisolated public static func == (lhs: UIBarItem, rhs: UIBarItem) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutConstraint: Hashable {
    /// Identity, as `NSObject`'s `isEqual:`.
    nonisolated public static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UILayoutGuide: Hashable {
    /// Identity, as `NSObject`'s `isEqual:`.
    nonisolated public static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIGestureRecognizer: Hashable {
    /// Identity, as `NSObject`'s `isEqual:` (`gestureRecognizer == panGesture` in a delegate's `shouldRecognizeSimultaneouslyWith`).
    nonisolated public static func == (lhs: UIGestureRecognizer, rhs: UIGestureRecognizer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIEvent: Hashable {
    /// Identity, as `NSObject`'s `isEqual:` (an event compared with the one a handler saw).
    nonisolated public static func == (lhs: UIEvent, rhs: UIEvent) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CALayer: Hashable {
    /// Identity, as `NSObject`'s `isEqual:` (a layer found in `sublayers` with `firstIndex(of:)`).
    nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIViewPropertyAnimator: Hashable {
    /// Identity, as `NSObject`'s `isEqual:` (an animator kept in a `Set` while it runs).
    nonisolated public static func == (lhs: UIViewPropertyAnimator, rhs: UIViewPropertyAnimator) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIMenuElement: Hashable {
    /// Identity, as `NSObject`'s `isEqual:` (a menu's child compared with the one tapped).
    nonisolated public static func == (lhs: UIMenuElement, rhs: UIMenuElement) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIDevice: Hashable {
    /// Identity, as `NSObject`'s `isEqual:` (`UIDevice.current == device`).
    nonisolated public static func == (lhs: UIDevice, rhs: UIDevice) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
