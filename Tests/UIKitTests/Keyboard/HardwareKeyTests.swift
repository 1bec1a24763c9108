import KeyboardSim
import Testing
import UIKit

/// A hardware keyboard's keys (`Simulation.pressKey(_:modifierFlags:)`): key commands up the
/// responder chain, presses to the first responder, typing into a text input; and the
/// responder members around them (`canPerformAction`, `target(forAction:)`, `undoManager`).
@MainActor @Suite("Hardware keys: key commands, presses, the responder chain's actions")
struct HardwareKeyTests {
    /// A chat screen: ⌘↩ sends, Escape cancels; it records the presses that reach it.
    final class ChatController: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        private(set) var log: [String] = []
        var sendWantsPriority = false

        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
        }

        override var keyCommands: [UIKeyCommand]? {
            let send = UIKeyCommand(input: "\r", modifierFlags: .command, action: Selector("send:", ChatController.send))
            let plainReturn = UIKeyCommand(input: "\r", modifierFlags: [], action: Selector("send:", ChatController.send))
            plainReturn.wantsPriorityOverSystemBehavior = sendWantsPriority
            let cancel = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("cancel", ChatController.cancel))
            return [send, plainReturn, cancel]
        }

        func send(_ command: UIKeyCommand) { log.append("send \(command.modifierFlags == .command ? "⌘" : "")↩ \(field.text ?? "")") }
        func cancel() { log.append("cancel") }

        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            if motion == .motionShake { log.append("shake") }
        }

        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("pressesBegan \(presses.first?.key?.characters ?? "?") \(presses.first?.key?.keyCode.rawValue ?? -1)")
            super.pressesBegan(presses, with: event)
        }
    }

    private func makeChat(_ profile: BehaviorProfile = .iOS17) -> (Simulation, ChatController) {
        let sim = Simulation(device: .iPad10, profile: profile)
        let controller = ChatController()
        sim.window.rootViewController = controller
        sim.advance(by: .seconds(1))
        sim.keyboard.connectHardwareKeyboard()
        controller.field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        return (sim, controller)
    }

    @Test("a key command up the chain from the focused field sends its action, with the command as the sender")
    func commandReturnSends() {
        let (sim, chat) = makeChat()
        sim.pressKey("h")
        sim.pressKey("i", modifierFlags: .shift)
        sim.pressKey("\r", modifierFlags: .command)
        #expect(chat.field.text == "hI", "letters typed through the field, Shift making a capital")
        #expect(
            chat.log == ["pressesBegan h 11", "pressesBegan I 12", "send ⌘↩ hI"],
            "presses pass up the chain to the controller; ⌘↩ is the command's")
    }

    @Test("from iOS 15 the field's own Return comes before a plain Return command, unless the command wants priority")
    func systemBehaviourFirst() {
        let (sim, chat) = makeChat()
        sim.pressKey("\r")
        #expect(!chat.log.contains { $0.hasPrefix("send") }, "the field took Return (textFieldShouldReturn)")
        chat.sendWantsPriority = true
        sim.pressKey("\r")
        #expect(chat.log.last == "send ↩ ")
        let (oldSim, oldChat) = makeChat(.iOS10)
        oldSim.pressKey("\r")
        #expect(oldChat.log.last == "send ↩ ", "before iOS 15 key commands came first")
    }

    @Test("Escape runs its command; an arrow in a field types nothing and says so; without a hardware keyboard nothing is pressed")
    func escapeArrowsAndNoKeyboard() {
        let (sim, chat) = makeChat()
        sim.pressKey(UIKeyCommand.inputEscape)
        #expect(chat.log == ["cancel"])
        sim.pressKey(UIKeyCommand.inputLeftArrow)
        #expect(sim.diagnostics.contains { $0.contains("moving the insertion point or the focus with the keyboard is not simulated") })
        let plain = Simulation(device: .iPhoneSE3, profile: .iOS17)
        plain.pressKey("a")
        #expect(plain.diagnostics.contains { $0.contains("no hardware keyboard is connected") })
    }

    @Test("a controller's added key command is found up the chain, and gone once removed")
    func addedKeyCommand() {
        final class Screen: UIViewController {
            var saved = 0
            func save() { saved += 1 }
        }
        let sim = Simulation(device: .iPad10, profile: .iOS17)
        let screen = Screen()
        sim.window.rootViewController = screen
        sim.advance(by: .seconds(1))
        sim.keyboard.connectHardwareKeyboard()
        let save = UIKeyCommand(input: "s", modifierFlags: .command, action: Selector("save", Screen.save))
        screen.addKeyCommand(save)
        sim.pressKey("s", modifierFlags: .command)
        screen.removeKeyCommand(save)
        sim.pressKey("s", modifierFlags: .command)
        #expect(screen.saved == 1)
        #expect(screen.keyCommands == nil)
    }

    @Test("canPerformAction answers from the method's class and then the next responder; target(forAction:) finds the performer")
    func targetForAction() {
        let (sim, chat) = makeChat()
        defer { withExtendedLifetime(sim) {} }
        let send = Selector("send:", ChatController.send)
        #expect(chat.field.canPerformAction(send, withSender: nil), "the field's chain reaches the controller")
        #expect(chat.field.target(forAction: send, withSender: nil) as AnyObject? === chat)
        #expect(
            chat.target(forAction: Selector("resignFirstResponder", UIResponder.resignFirstResponder), withSender: nil) as AnyObject?
                === chat)
        // A text field answers the standard edit actions by name: no Paste with an empty pasteboard.
        #expect(!chat.field.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(!chat.field.canPerformAction(Selector("archiveMessage:"), withSender: nil))
        #expect(sim.diagnostics.contains { $0.contains("canPerformAction(\"archiveMessage:\"): the selector carries no method") })
    }

    @Test("the responder chain's undo manager is the window's; undo runs a group's actions in reverse and redo brings them back")
    func undoManager() throws {
        let (sim, chat) = makeChat()
        defer { withExtendedLifetime(sim) {} }
        let manager = try #require(chat.field.undoManager)
        #expect(manager === sim.window.undoManager && manager === chat.undoManager)
        #expect(UIView().undoManager == nil, "a view outside a window has none")
        final class Counter { var value = 0 }
        let counter = Counter()
        func set(_ value: Int) {
            let old = counter.value
            counter.value = value
            manager.registerUndo(withTarget: counter) { _ in set(old) }
        }
        set(1)
        manager.beginUndoGrouping()
        set(2)
        set(3)
        manager.endUndoGrouping()
        manager.setActionName("Typing")
        #expect(manager.undoMenuItemTitle == "Undo Typing")
        manager.undo()
        #expect(counter.value == 1, "the group of two changes undone at once")
        #expect(manager.canRedo && manager.redoActionName == "Typing")
        manager.redo()
        #expect(counter.value == 3)
        manager.undo()
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
        set(5)
        #expect(!manager.canRedo, "a new change forgets what could be redone")
    }

    @Test("inputAssistantItem keeps its groups; motion passes up the chain; UIEvent kinds")
    func storedMembers() {
        let (sim, chat) = makeChat()
        defer { withExtendedLifetime(sim) {} }
        chat.field.inputAssistantItem.leadingBarButtonGroups = []
        #expect(chat.field.inputAssistantItem.allowsHidingShortcuts)
        #expect(chat.field.inputAssistantItem === chat.field.inputAssistantItem)
        #expect(chat.field.textInputContextIdentifier == nil)
        chat.field.motionEnded(.motionShake, with: nil)
        #expect(chat.log == ["shake"], "the field passed the shake up to its controller")
        #expect(UIPressesEvent(presses: []).type == .presses && UIEvent().type == .touches)
        #expect(UIKey(input: "a").keyCode == .keyboardA && UIKey(input: "0").keyCode == .keyboard0)
    }
}
