import Foundation
import KeyboardSim

extension ListCommand {
    /// `kbsim list devices` (and the README's table): one row per device and orientation —
    /// screen, safe area, keyboard heights — each unconfirmed value marked with the number of
    /// its reason, the reasons listed after the table.
    static func deviceTable() -> String {
        var rows: [[String]] = [["device", "id", "orientation", "screen", "safe area (t,l,b,r)", "keyboard", "+ predictive bar", "emoji", "fps"]]
        var notes: [String] = []
        func mark(_ text: String, _ reason: String?) -> String {
            guard let reason else { return text }
            if !notes.contains(reason) { notes.append(reason) }
            return "\(text) (unconfirmed \((notes.firstIndex(of: reason) ?? 0) + 1))"
        }
        func mark(_ measured: Measured<Double>) -> String {
            mark(formatNumber(measured.value), measured.unconfirmedReason)
        }
        func mark(_ measured: Measured<UIEdgeInsets>) -> String {
            let insets = measured.value
            return mark([insets.top, insets.left, insets.bottom, insets.right].map { formatNumber($0) }.joined(separator: ","), measured.unconfirmedReason)
        }
        for device in Device.catalog {
            for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
                let size = device.screenSize(in: orientation)
                let heights = device.keyboard(in: orientation)
                let portrait = orientation.isPortrait
                rows.append([
                    portrait ? device.name : "", portrait ? device.id : "", portrait ? "portrait" : "landscape",
                    "\(formatNumber(size.width))×\(formatNumber(size.height))",
                    mark(portrait ? device.portraitSafeArea : device.landscapeSafeArea),
                    mark(heights.withoutPredictiveBar), mark(heights.withPredictiveBar), mark(heights.emoji),
                    portrait ? String(device.framesPerSecond) : "",
                ])
            }
        }
        var text = textTable(rows)
        text += "\nAn input accessory view adds its height. iPad shortcuts bar (hardware keyboard): 55 pt visible.\n"
        text += "Unconfirmed values (no public device trace found; chosen as stated):\n"
        for (index, note) in notes.enumerated() { text += "  \(index + 1). \(note)\n" }
        return text
    }

    /// `kbsim list behaviours`: one row per behaviour switch, one column per iOS profile, then
    /// the keyboard's behaviour choices.
    static func behaviorTable() -> String {
        var rows: [[String]] = [["behaviour"] + BehaviorProfile.all.map(\.name) + ["source"]]
        for row in BehaviorProfile.behaviorTable {
            rows.append([row.behavior] + row.values + [row.unconfirmedReason.map { "unconfirmed: \($0)" } ?? "facts"])
        }
        var text = textTable(rows)
        text += "\nKeyboard behaviour choices (unconfirmed, documented in the README):\n"
        for note in SystemKeyboard.behaviorNotes { text += "  - \(note)\n" }
        return text
    }
}
