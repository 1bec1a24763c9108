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
