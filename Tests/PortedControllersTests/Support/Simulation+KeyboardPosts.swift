import UIKit
import KeyboardSim

extension Simulation {
    /// The keyboard notifications posted so far, by name (`UIKeyboardWillShowNotification`…).
    var keyboardNotificationNames: [String] {
        trace.compactMap { record in
            guard case .notification(_, let name, _, _) = record.event, name.hasPrefix("UIKeyboard") else { return nil }
            return name
        }
    }
}
