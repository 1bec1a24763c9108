import Foundation

/// The device and behaviour tables `kbsim list` prints and the README shows.
public enum CatalogueTables {
    /// One row per device and orientation: screen, safe area, keyboard heights.
    public static func devices() -> String {
        var rows: [[String]] = [["device", "id", "orientation", "screen", "safe area (t,l,b,r)", "keyboard", "+ predictive bar", "emoji", "fps"]]
        var notes: [String] = []
        func mark(_ measured: Measured<Double>) -> String {
            guard let reason = measured.unconfirmedReason else { return formatNumber(measured.value) }
            if !notes.contains(reason) { notes.append(reason) }
            return "\(formatNumber(measured.value)) (unconfirmed \(notes.firstIndex(of: reason)! + 1))"
        }
        func markInsets(_ measured: Measured<UIEdgeInsets>) -> String {
            let i = measured.value
            let text = [i.top, i.left, i.bottom, i.right].map { formatNumber($0) }.joined(separator: ",")
            guard let reason = measured.unconfirmedReason else { return text }
            if !notes.contains(reason) { notes.append(reason) }
            return "\(text) (unconfirmed \(notes.firstIndex(of: reason)! + 1))"
        }
        for device in Device.catalogue {
            for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
                let size = device.screenSize(in: orientation)
                let heights = device.keyboard(in: orientation)
                rows.append([
                    orientation.isPortrait ? device.name : "", orientation.isPortrait ? device.id : "",
                    orientation.isPortrait ? "portrait" : "landscape",
                    "\(formatNumber(size.width))×\(formatNumber(size.height))",
                    markInsets(orientation.isPortrait ? device.portraitSafeArea : device.landscapeSafeArea),
                    mark(heights.withoutPredictiveBar), mark(heights.withPredictiveBar), mark(heights.emoji),
                    orientation.isPortrait ? String(device.framesPerSecond) : "",
                ])
            }
        }
        var text = table(rows)
        text += "\nAn input accessory view adds its height. iPad shortcuts bar (hardware keyboard): 55 pt visible.\n"
        text += "Unconfirmed values (no public device trace found; chosen as stated):\n"
        for (index, note) in notes.enumerated() { text += "  \(index + 1). \(note)\n" }
        return text
    }

    /// One row per behaviour switch, one column per iOS profile.
    public static func behaviours() -> String {
        var rows: [[String]] = [["behaviour"] + BehaviorProfile.all.map(\.name) + ["source"]]
        for row in BehaviorProfile.behaviourTable {
            rows.append([row.behaviour] + row.values + [row.unconfirmedReason.map { "unconfirmed: \($0)" } ?? "facts"])
        }
        var text = table(rows)
        text += "\nKeyboard behaviour choices (unconfirmed, documented in the README):\n"
        for note in SystemKeyboard.behaviourNotes { text += "  - \(note)\n" }
        return text
    }

    /// Left-aligned columns separated by two spaces.
    static func table(_ rows: [[String]]) -> String {
        let widths = (0..<(rows.first?.count ?? 0)).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingTrailingSpaces()
        }.joined(separator: "\n") + "\n"
    }
}

extension SystemKeyboard {
    /// Every keyboard behaviour KeyboardSim had to choose without a public trace.
    public static let behaviourNotes: [String] = [
        "didChangeFrame/didShow/didHide are posted when the keyboard's move ends: 0.5 s after the will-pair for curve 7 (the spring's real length), not after the 0.25 s the userInfo announces.",
        "A show or hide interrupted by the opposite transition does not post its did-pair; the new transition's begin frame is where the keyboard is on screen.",
        "In-place changes (predictive bar, emoji, accessory height, third-party growth) post the did-pair in the same turn as the will-pair (duration 0).",
        "Rotation with the keyboard up: the hide is posted with duration 0 in the old orientation, then the show animates (0.25 s, curve 7) in the new one.",
        "iPad undock and float post willChangeFrame/willHide with a zero end frame; a focus change while undocked or split posts nothing; the undocked keyboard sits 150 pt above the bottom edge.",
        "Docking posts willShow with a zero begin frame. Dragging an undocked keyboard posts willChangeFrame then didChangeFrame, both with zero rects.",
        "The floating keyboard is 320×254 pt, centred 100 pt above the bottom edge, and hiding it posts didChangeFrame with a zero end frame.",
        "The Simulator's hardware-keyboard mode posts willChangeFrame, willHide, didChangeFrame, didHide (duration 0) when a field is focused.",
        "A third-party keyboard's re-posts come 0.1 s apart as in-place changes.",
        "Interactive dismissal: the finger drags the keyboard 80% of the way down over the given duration; the hide then animates the rest.",
        "Text-field delegate order on resign: didEndEditing runs before the keyboard's hide is posted.",
        "Navigation push/pop animate for 0.35 s and presentations for 0.4 s; a field in a leaving screen resigns right after viewWillDisappear.",
        "Appearance callbacks of a container and its children: the container's will/did runs before its children's.",
    ]
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
