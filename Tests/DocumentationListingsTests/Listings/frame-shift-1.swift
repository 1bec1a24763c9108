// Sources/KeyboardSim/KeyboardSim.docc/Resources/frame-shift-1.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct FrameShift1 {
    final class FormViewController: UIViewController, UITextFieldDelegate {
        /// A view as large as the screen, holding the fields (Form.storyboard: frames and
        /// autoresizing masks, no constraints). The handler shifts it.
        weak var contentView: UIView!
        /// The last field, 120 points above the bottom with a flexible top margin.
        weak var nameField: UITextField!

        // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
        override func setValue(_ value: Any?, forKey key: String) {
            switch key {
            case "contentView": contentView = value as? UIView
            case "nameField": nameField = value as? UITextField
            default: super.setValue(value, forKey: key)
            }
        }
    }
}
