import Foundation

/// Whether the system's editing gestures apply to a responder, as UIKit's
/// `UIEditingInteractionConfiguration` (iOS 13;
/// https://developer.apple.com/documentation/uikit/uieditinginteractionconfiguration).
public enum UIEditingInteractionConfiguration: Int, Sendable {
    /// No editing gestures.
    case none = 0
    /// The system's editing gestures.
    case `default` = 1
}

/// What `UIResponder.buildMenu(with:)` is given to change a menu, as UIKit's `UIMenuBuilder`
/// (iOS 13; https://developer.apple.com/documentation/uikit/uimenubuilder). The simulation builds
/// no menu bar, so it gives none: only an app's own code (a test) implements one.
@preconcurrency @MainActor public protocol UIMenuBuilder: AnyObject {
    /// The menu with `identifier`, if it is in the menu being built.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with `identifier`, if it is in the menu being built.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// Replaces the menu with `replacedIdentifier` by `replacementMenu`.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    /// Replaces the children of the menu with `parentIdentifier` by what `childrenBlock` makes of them.
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Inserts `siblingMenu` before the menu with `siblingIdentifier`.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts `siblingMenu` after the menu with `siblingIdentifier`.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts `childMenu` first in the menu with `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts `childMenu` last in the menu with `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Removes the menu with `removedIdentifier`.
    func remove(menu removedIdentifier: UIMenu.Identifier)
}
