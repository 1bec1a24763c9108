// Sources/KeyboardSim/KeyboardSim.docc/Resources/constant-with-layout-1.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct ConstantWithLayout1 {
    final class ChatViewController: UIViewController {
        weak var nameField: UITextField!
        /// In Chat.storyboard: entryView.bottom = Safe Area.bottom, the message list pinned to the
        /// entry's top. The handler moves it.
        weak var entryBottom: NSLayoutConstraint!

        // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
        override func setValue(_ value: Any?, forKey key: String) {
            switch key {
            case "nameField": nameField = value as? UITextField
            case "entryBottom": entryBottom = value as? NSLayoutConstraint
            default: super.setValue(value, forKey: key)
            }
        }
    }
}
