import Foundation
import KeyboardSim

extension ListCommand {
    /// A table as text (columns padded) or as Markdown (`--markdown`, for the documentation).
    static func render(_ rows: [[String]], markdown: Bool) -> String {
        guard markdown else { return textTable(rows) }
        func line(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        var lines = rows.prefix(1).map(line)
        lines.append("|" + String(repeating: "---|", count: rows.first?.count ?? 0))
        lines += rows.dropFirst().map(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `kbsim list devices`: one row per device, keyboard era (the iOS versions with the same
    /// heights) and orientation — screen, safe area, keyboard heights — each value marked with
    /// the number of its source (confirmed) or of its reason (unconfirmed), both listed after
    /// the table.
    static func deviceTable(markdown: Bool = false) -> String {
        var rows: [[String]] = [
            ["device", "id", "iOS", "orientation", "screen", "safe area (t,l,b,r)", "keyboard", "+ predictive bar", "emoji", "fps"]
        ]
        var notes: [String] = []
        var sources: [String] = []
        func number(_ text: String, in list: inout [String]) -> Int {
            if let index = list.firstIndex(of: text) { return index + 1 }
            list.append(text)
            return list.count
        }
        func mark<Value>(_ text: String, _ measured: Measured<Value>) -> String {
            if let reason = measured.unconfirmedReason { return "\(text) (unconfirmed \(number(reason, in: &notes)))" }
            return "\(text) (source \(number(measured.source, in: &sources)))"
        }
        func mark(_ measured: Measured<Double>) -> String {
            mark(formatNumber(measured.value), measured)
        }
        func mark(_ measured: Measured<UIEdgeInsets>) -> String {
            mark(measured.value.compactDescription, measured)
        }
        for device in Device.catalog {
            for (index, era) in device.keyboardEras.enumerated() {
                let versions = keyboardVersions(of: era, on: device)
                let last = index + 1 < device.keyboardEras.count ? device.keyboardEras[index + 1].since - 1 : device.iOSVersions.upperBound
                for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
                    let size = device.screenSize(in: orientation)
                    let heights = era.heights(in: orientation)
                    let portrait = orientation.isPortrait
                    let firstRow = portrait && index == 0
                    rows.append([
                        firstRow ? device.name : "", firstRow ? device.id : "", portrait ? versions : "",
                        portrait ? "portrait" : "landscape",
                        size.pointsDescription,
                        mark(portrait ? device.portraitSafeArea : device.landscapeSafeArea),
                        mark(heights.withoutPredictiveBar), last < 8 ? "—" : mark(heights.withPredictiveBar), mark(heights.emoji),
                        firstRow ? String(device.framesPerSecond) : "",
                    ])
                }
            }
        }
        var text = render(rows, markdown: markdown)
        text += "\nAn input accessory view adds its height. iPad shortcuts bar (hardware keyboard, iOS 9+): 55 pt visible.\n"
        text +=
            "iOS 26.0 with an SDK before 26: an iPhone's letters and keypads 10 points taller in portrait than the rows of 26 (SDK ≤ 18) give, which are 26.2's (301 and 346 on 402×874 in simulator screenshots; on 390×844 and 393×852 taken the same, unconfirmed; other screens keep 26.2's).\n"
        text += "The matrix runs on \(Device.representatives.map(\.id).joined(separator: ", ")) unless told --device all.\n"
        text += "Sources of the confirmed values (public device logs and documents):\n"
        for (index, source) in sources.enumerated() { text += "  \(index + 1). \(source)\n" }
        text += "Unconfirmed values (no public device trace found; chosen as stated):\n"
        for (index, note) in notes.enumerated() { text += "  \(index + 1). \(note)\n" }
        return text
    }

    /// The iOS versions on which `device` shows `era`'s keyboard: `14–18, 26 (SDK ≤ 18)`, the
    /// versions whose own SDK gets it, then those where only an app built with an older SDK does
    /// (`BehaviorProfile.keyboardVersion`); `26 (SDK 26)` where the SDK chooses between two.
    private static func keyboardVersions(of era: Device.KeyboardEra, on device: Device) -> String {
        let shipped = IOSVersion.majorVersions.filter { device.iOSVersions.contains($0) }
        // The era each SDK gets on each version, the version's own SDK first.
        func eras(on version: Int) -> [(sdk: Int, era: Device.KeyboardEra)] {
            guard let profile = BehaviorProfile.iOS(version) else { return [] }
            return IOSVersion.majorVersions.filter { $0 <= version }.reversed().compactMap { sdk in
                guard case .success(let built) = profile.settingSDK(String(sdk)) else { return nil }
                return (sdk, device.keyboardEra(for: built.keyboardVersion))
            }
        }
        var parts: [String] = []
        var run: [Int] = []
        func flush() {
            guard let first = run.first, let last = run.last else { return }
            parts.append(first == last ? "\(first)" : "\(first)–\(last)")
            run = []
        }
        var older: [String] = []
        for version in shipped {
            let choices = eras(on: version)
            let chosenBySDK = Set(choices.map(\.era)).count > 1
            if choices.first?.era == era {
                if chosenBySDK {
                    flush()
                    parts.append("\(version) (SDK \(version))")
                } else {
                    run.append(version)
                }
            } else {
                flush()
                if let newest = choices.first(where: { $0.era == era }) { older.append("\(version) (SDK ≤ \(newest.sdk))") }
            }
        }
        flush()
        return (parts + older).joined(separator: ", ")
    }

    /// `kbsim list behaviours`: every iOS profile, then one row per behaviour switch with its
    /// value by iOS version and its source (or why it is unconfirmed), then the keyboard's
    /// behaviour choices.
    static func behaviorTable(markdown: Bool = false) -> String {
        var text = "iOS profiles: \(BehaviorProfile.all.map(\.name).joined(separator: ", ")).\n"
        text += "--ios and \"ios\" take N, N.M or N.M.P (16.1 differs from 16.0); iOS 19 to 25 never shipped.\n\n"
        var rows: [[String]] = [["behaviour", "by iOS version", "source"]]
        for row in BehaviorProfile.behaviorTable {
            rows.append([row.behavior, row.valuesByVersion, row.unconfirmedReason.map { "unconfirmed: \($0)" } ?? row.source])
        }
        text += render(rows, markdown: markdown)
        var seen: [[String]] = [["seen in public logs and reports", "iOS", "status", "simulated", "source"]]
        for observation in BehaviorProfile.observations {
            seen.append([
                observation.behavior, observation.versions, observation.isConfirmed ? "confirmed" : "claimed",
                observation.simulated, observation.source,
            ])
        }
        text += "\n" + render(seen, markdown: markdown)
        text += "\nKeyboard behaviour choices (unconfirmed):\n"
        for note in SystemKeyboard.behaviorNotes { text += "  - \(note)\n" }
        return text
    }
}
