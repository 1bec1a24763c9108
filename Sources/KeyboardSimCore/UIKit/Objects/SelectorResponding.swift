import Foundation
import SimulationContext

/// What UIKit's delegate protocols have from `NSObjectProtocol` on iOS and libraries call on a
/// delegate they hold as the protocol's existential: `responds(to:)`, asked before an optional
/// method is called (`textFieldDelegate.responds(to: #selector(UITextFieldDelegate.textFieldShouldReturn(_:)))`).
///
/// UIKit's delegate and data source protocols inherit it; it has no requirements, so any class
/// that adopts them has it. A responder answers as `UIResponder.responds(to:)` (a subclass's
/// override included); any other object by the same rules.
@preconcurrency @MainActor public protocol SelectorResponding: AnyObject {}

extension SelectorResponding {
    /// Whether this object responds to `selector`, as NSObject's `responds(to:)`: see
    /// `UIResponder.responds(to:)`, whose rules every object follows here.
    public func responds(to selector: Selector!) -> Bool {
        if let responder = self as? UIResponder { return responder.responds(to: selector) }
        return SelectorAnswer.responds(self, to: selector)
    }
}

/// How an object without an Objective-C runtime answers `responds(to:)`.
enum SelectorAnswer {
    /// The methods of UIKit's protocols whose mere presence changes what UIKit does, so that no
    /// default can stand for their absence: `tableView(_:canMoveRowAt:)` ("By default, the
    /// reordering control is shown if the data source implements the tableView(_:moveRowAt:to:)
    /// method", Apple's documentation of the method), `tableView(_:moveRowAt:to:)` and
    /// `collectionView(_:moveItemAt:to:)` (without it "the collection view ignores any attempts
    /// to reorder items"), `collectionView(_:canMoveItemAt:)` (answered from the presence of
    /// `moveItemAt`), `tableView(_:commit:forRowAt:)` (its presence is what gives rows swipe to
    /// delete; unconfirmed by Apple's pages, widely reported), and
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` (UIKit raises an exception
    /// when the layout needs a supplementary view and the data source has no such method).
    /// Keyed by protocol and selector name, as `kbsim port` writes them.
    static let presenceMatters: Set<String> = [
        "UITableViewDataSource tableView:canMoveRowAt:",
        "UITableViewDataSource tableView:moveRowAt:to:",
        "UITableViewDataSource tableView:commit:forRowAt:",
        "UICollectionViewDataSource collectionView:canMoveItemAt:",
        "UICollectionViewDataSource collectionView:moveItemAt:to:",
        "UICollectionViewDataSource collectionView:viewForSupplementaryElementOfKind:at:",
    ]

    /// Whether `object` responds to `selector`; see `UIResponder.responds(to:)`.
    @MainActor static func responds(_ object: AnyObject, to selector: Selector?) -> Bool {
        guard let selector else { return false }
        let asked = "\(type(of: object)).responds(to: \"\(selector.name)\") answered false"
        if let requirement = selector.requirement {
            guard requirement.isUIKit else {
                diagnostic(
                    "\(asked): only the methods of UIKit's delegate protocols are answered from conformance; for an optional requirement of your own protocol, kbsim port writes OptionalRequirement.responds(_:to:)"
                )
                return false
            }
            guard requirement.conforms(object) else { return false }
            if presenceMatters.contains(requirement.protocolName + " " + selector.name) {
                diagnostic(
                    "\(asked): whether \(requirement.protocolName)'s method is there changes what UIKit does, and Swift on Linux cannot tell an implementation from the protocol's default (no Objective-C runtime)"
                )
                return false
            }
            return true
        }
        if let method = selector.method { return method.accepts(object) }
        diagnostic("\(asked): Swift on Linux has no Objective-C runtime; only sharedApplication is simulated")
        return false
    }

    /// Leaves `message` in the current simulation's trace.
    @MainActor static func diagnostic(_ message: String) {
        CurrentSimulation.host?.diagnostic(message)
    }
}
