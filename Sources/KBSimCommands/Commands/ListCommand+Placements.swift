import Foundation
import KeyboardSim

extension ListCommand {
    /// What can happen to the iPad's keyboard, from each placement, with a field focused (the
    /// keyboard up) or not.
    private static let placementActions: [(title: String, act: (Simulation) -> Void)] = [
        ("dock", { $0.keyboard.dock() }), ("undock", { $0.keyboard.undock() }), ("split", { $0.keyboard.split() }),
        ("float", { $0.keyboard.float() }), ("drag 50 pt", { $0.keyboard.drag(dy: -50) }),
        ("hardware keyboard on", { $0.keyboard.connectHardwareKeyboard() }),
        ("hardware keyboard off", { $0.keyboard.disconnectHardwareKeyboard() }),
        (
            "another app's keyboard up, 1 s, down",
            { sim in
                sim.keyboard.showOtherAppsKeyboard()
                sim.advance(by: .seconds(1))
                sim.keyboard.hideOtherAppsKeyboard()
            }
        ),
    ]

    /// How each placement is reached from the docked keyboard.
    private static let placementSetups: [(placement: SystemKeyboard.Placement, reach: (SystemKeyboard) -> Void)] = [
        (.docked, { _ in }), (.undocked, { $0.undock() }), (.split, { $0.split() }), (.floating, { $0.float() }),
        (.shortcutsBar, { $0.connectHardwareKeyboard() }),
    ]

    /// `kbsim list placements`: the iPad keyboard's placements as a state machine, every action
    /// from every placement, each cell what the simulation does — the placement after, and the
    /// notifications the app receives (`willShow`…), `—` for nothing, or `ignored` where the
    /// trace says why. Computed by running the simulation (an iPad, 10th generation, on iOS 17),
    /// so it cannot drift from the code.
    static func placementTable(markdown: Bool = false) -> String {
        var rows: [[String]] = [["from"] + placementActions.map(\.title)]
        for focused in [true, false] {
            for (placement, reach) in placementSetups {
                var row = ["\(placement), \(focused ? "field focused" : "nothing focused")"]
                for (_, act) in placementActions {
                    row.append(placementCell(from: reach, focused: focused, act))
                }
                rows.append(row)
            }
        }
        let heading = """
            The iPad keyboard's placements (iPad (10th generation), iOS 17): what each action does from each \
            placement — the placement after, then what the app receives; — is nothing at all; "ignored" leaves \
            a diagnostic in the trace saying why. Notifications: WCF willChangeFrame, DCF didChangeFrame, \
            WS willShow, DS didShow, WH willHide, DH didHide (another app's keyboard's with \
            UIKeyboardIsLocalUserInfoKey false).

            """
        return heading + render(rows, markdown: markdown)
    }

    private static func placementCell(from reach: (SystemKeyboard) -> Void, focused: Bool, _ act: (Simulation) -> Void) -> String {
        let sim = Simulation(device: .iPad10, profile: .iOS17)
        let controller = UIViewController()
        sim.window.rootViewController = controller
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        controller.view.addSubview(field)
        sim.advance(by: .seconds(1))
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        reach(sim.keyboard)
        sim.advance(by: .seconds(1))
        if !focused {
            field.resignFirstResponder()
            sim.advance(by: .seconds(1))
        }
        let before = sim.keyboard.placement
        let mark = sim.trace.count
        let diagnostics = sim.diagnostics.count
        act(sim)
        sim.advance(by: .seconds(1))
        let short = [
            "WillChangeFrame": "WCF", "DidChangeFrame": "DCF", "WillShow": "WS", "DidShow": "DS", "WillHide": "WH", "DidHide": "DH",
        ]
        let posts = sim.trace[mark...].compactMap { record -> String? in
            guard case .notification(_, let name, _, _) = record.event, name.hasPrefix("UIKeyboard"), name.hasSuffix("Notification") else {
                return nil
            }
            let core = String(name.dropFirst("UIKeyboard".count).dropLast("Notification".count))
            return short[core] ?? core
        }
        if sim.diagnostics.count > diagnostics, posts.isEmpty, sim.keyboard.placement == before { return "ignored" }
        let after = sim.keyboard.placement == before ? "" : "→ \(sim.keyboard.placement)"
        let said = posts.joined(separator: " ")
        switch (after.isEmpty, said.isEmpty) {
        case (true, true): return "—"
        case (false, true): return after
        case (true, false): return said
        case (false, false): return "\(after): \(said)"
        }
    }
}
