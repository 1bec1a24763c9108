// Sources/KeyboardSim/KeyboardSim.docc/Resources/scroll-view-insets-1.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct ScrollViewInsets1 {
    final class SettingsViewController: UIViewController {
        weak var scrollView: UIScrollView!
        /// The form's five fields, top to bottom: an outlet collection in Settings.storyboard.
        var fields: [UITextField]!
        /// The last field of the form, at its bottom.
        var nameField: UITextField { fields[4] }

        // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
        override func setValue(_ value: Any?, forKey key: String) {
            switch key {
            case "scrollView": scrollView = value as? UIScrollView
            case "fields": fields = value as? [UITextField]
            default: super.setValue(value, forKey: key)
            }
        }
    }
}
