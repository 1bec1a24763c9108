// On iOS every responder is an NSObject, whose `==` (identity unless a class says otherwise) is
// found for any value that converts to NSObject, a library's protocol existential included:
// `lhs.textInputView == rhs.textInputView`, where both are `any IQTextInputView` and the protocol
// requires `Self: UIView`. KeyboardSimCore gives UIResponder the same `==` (NSObjectIdentity.swift),
// but a member operator of a type re-exported one by one is not found for an existential, so the
// two operators are declared here, at the top level of the module iOS code imports.

/// Identity, as NSObject's `==` on iOS: found for protocol existentials constrained to a UIKit
/// class (`any P` where `P: UIView`), which cannot find UIResponder's own.
public func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }

/// Not the same object, as NSObject's `!=` on iOS (see `==`).
public func != (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs !== rhs }
