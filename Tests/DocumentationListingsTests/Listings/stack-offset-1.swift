// Sources/KeyboardSim/KeyboardSim.docc/Resources/stack-offset-1.swift, as kbsim port ports it, compiled here: edit it there, then run
// KBSIM_RECORD_DOCS=1 swift test --filter DocumentationListings
import Testing
import UIKit

@MainActor struct StackOffset1 {
    final class SurveyViewController: UIViewController {
        /// The answer row's field, three stack views deep in Survey.storyboard.
        weak var nameField: UITextField!
        /// In Survey.storyboard: Outer Stack.top = Safe Area.top + 20. The handler moves it.
        weak var outerTop: NSLayoutConstraint!

        // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
        override func setValue(_ value: Any?, forKey key: String) {
            switch key {
            case "nameField": nameField = value as? UITextField
            case "outerTop": outerTop = value as? NSLayoutConstraint
            default: super.setValue(value, forKey: key)
            }
        }
    }
}
