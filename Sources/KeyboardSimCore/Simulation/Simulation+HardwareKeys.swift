import Foundation

// A hardware keyboard's keys: key commands up the responder chain, then presses to the first
// responder, and a text input types what the key types.

extension Simulation {
    /// The user presses the hardware keyboard's key that types `input` (`"s"`, `"\r"` for
    /// Return, `UIKeyCommand.inputEscape`, `UIKeyCommand.inputUpArrow`…) with `modifierFlags`
    /// held, as UIKit delivers it:
    ///
    /// 1. The key commands of the first responder and the responders after it (each one's
    ///    `keyCommands`, innermost first; the key window's root controller's view when nothing is
    ///    first responder): the first whose input and modifiers match sends its action to
    ///    `target(forAction:withSender:)` of the first responder, with the command as the sender.
    ///    From iOS 15 a text input's own use of a key comes first — typing a character without
    ///    Command or Control, Return, Delete, Tab and the arrows — unless the command's
    ///    `wantsPriorityOverSystemBehavior` is true (Apple's documentation of that property);
    ///    before iOS 15 the command comes first.
    /// 2. Otherwise the first responder gets `pressesBegan(_:with:)` and then
    ///    `pressesEnded(_:with:)`, which pass up the chain unless a responder overrides them; a
    ///    text input first responder types the key between the two: a character
    ///    (`insertText(_:)` through its delegate), Return (`pressReturn()`), Delete
    ///    (`pressDelete()`), Tab in a text view. Escape, the arrows and Tab in a field type
    ///    nothing (the insertion point and the focus moves they make are not simulated, said).
    ///
    /// With no hardware keyboard connected (`keyboard.connectHardwareKeyboard()`) nothing is
    /// pressed, and the trace says so.
    public func pressKey(_ input: String, modifierFlags: UIKeyModifierFlags = []) {
        let what = "the hardware key \(String(reflecting: input))\(Self.describe(modifierFlags))"
        guard keyboard.isHardwareKeyboardConnected else {
            diagnostic("\(what): no hardware keyboard is connected (keyboard.connectHardwareKeyboard()); nothing was pressed")
            return
        }
        let first: UIResponder? = window.firstResponder ?? window.rootViewController?.viewIfLoaded
        let textInput = window.firstResponder as? any UIKeyInput
        let systemUsesKey = textInput != nil && Self.textInputUses(input, modifierFlags)
        if let command = Self.keyCommand(for: input, modifierFlags, from: first),
            !systemUsesKey || command.wantsPriorityOverSystemBehavior || profile.majorVersion < 15
        {
            perform(command, from: first, what: what)
            return
        }
        let press = UIPress(key: UIKey(input: input, modifierFlags: modifierFlags), timestamp: Double(now.nanoseconds) / 1e9)
        guard let receiver = first else {
            diagnostic("\(what): nothing is first responder and the window has no root view; nothing was pressed")
            return
        }
        press.responder = receiver
        receiver.pressesBegan([press], with: UIPressesEvent(presses: [press]))
        if textInput != nil { type(key: input, modifierFlags: modifierFlags, what: what) }
        press.phase = .ended
        receiver.pressesEnded([press], with: UIPressesEvent(presses: [press]))
    }

    /// The first key command up the chain from `responder` that `input` with `flags` runs.
    private static func keyCommand(for input: String, _ flags: UIKeyModifierFlags, from responder: UIResponder?) -> UIKeyCommand? {
        var current = responder
        while let responder = current {
            if let command = responder.keyCommands?.first(where: { $0.matches(input, flags) }) { return command }
            current = responder.next
        }
        return nil
    }

    /// Sends `command`'s action to the responder that performs it, as UIKit does.
    private func perform(_ command: UIKeyCommand, from responder: UIResponder?, what: String) {
        guard let action = command.action else {
            diagnostic("\(what): the key command has no action; nothing was sent")
            return
        }
        guard let target = responder?.target(forAction: action, withSender: command) as AnyObject? else {
            diagnostic("\(what): no responder in the chain performs the key command's action \"\(action.name)\"; nothing was sent")
            return
        }
        if let why = action.unreachable(on: target, with: command) {
            diagnostic("\(what): \(why); nothing was sent")
            return
        }
        _ = action.method?.call(target, command)
    }

    /// Keys a text input neither types nor moves by: Escape and the page keys.
    private static let keysTextInputsIgnore: Set<String> = [
        UIKeyCommand.inputEscape, UIKeyCommand.inputPageUp, UIKeyCommand.inputPageDown, UIKeyCommand.inputHome, UIKeyCommand.inputEnd,
    ]

    /// Whether a text input uses the key itself (iOS 15's system behaviour): any key without
    /// Command or Control but those it ignores.
    private static func textInputUses(_ input: String, _ flags: UIKeyModifierFlags) -> Bool {
        flags.isDisjoint(with: [.command, .control]) && !keysTextInputsIgnore.contains(input)
    }

    /// The text input first responder types what the key types.
    private func type(key input: String, modifierFlags: UIKeyModifierFlags, what: String) {
        guard Self.textInputUses(input, modifierFlags) else { return }
        switch input {
        case "\r", "\n": pressReturn()
        case UIKeyCommand.inputDelete, "\u{8}": pressDelete()
        case "\t" where window.firstResponder is UITextView: type("\t")
        case "\t", UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow:
            diagnostic("\(what): moving the insertion point or the focus with the keyboard is not simulated; nothing was typed")
        default:
            type(modifierFlags.isDisjoint(with: [.shift, .alphaShift]) ? input : input.uppercased())
        }
    }

    private static func describe(_ flags: UIKeyModifierFlags) -> String {
        let names: [(UIKeyModifierFlags, String)] = [
            (.command, "Command"), (.control, "Control"), (.alternate, "Option"), (.shift, "Shift"),
        ]
        let held = names.filter { flags.contains($0.0) }.map(\.1)
        return held.isEmpty ? "" : " with " + held.joined(separator: "-")
    }
}
