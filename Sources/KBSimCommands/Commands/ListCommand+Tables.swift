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
            let olderSDKOn26_0 = iOS26_0WithAnOlderSDK(on: device)
            for (index, era) in device.keyboardEras.enumerated() {
                var versions = keyboardVersions(of: era, on: device)
                let last = index + 1 < device.keyboardEras.count ? device.keyboardEras[index + 1].since - 1 : device.iOSVersions.upperBound
                // iOS 26.0 gives an app built with an older SDK this era's keyboard, taller: a
                // row of its own after the era's.
                let heights26_0 = olderSDKOn26_0.flatMap { $0.era == era ? $0.heights : nil }
                if heights26_0 != nil { versions = versions.replacingOccurrences(of: "26 (SDK", with: "26.1+ (SDK") }
                let rowsOfEra =
                    [(versions, { era.heights(in: $0) })] + (heights26_0.map { heights in [("26.0 (SDK ≤ 18)", { heights($0) })] } ?? [])
                for (rowIndex, (label, heightsIn)) in rowsOfEra.enumerated() {
                    for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
                        let size = device.screenSize(in: orientation)
                        let heights = heightsIn(orientation)
                        let portrait = orientation.isPortrait
                        let firstRow = portrait && index == 0 && rowIndex == 0
                        rows.append([
                            firstRow ? device.name : "", firstRow ? device.id : "", portrait ? label : "",
                            portrait ? "portrait" : "landscape",
                            size.pointsDescription,
                            mark(portrait ? device.portraitSafeArea : device.landscapeSafeArea),
                            mark(heights.withoutPredictiveBar), last < 8 ? "—" : mark(heights.withPredictiveBar), mark(heights.emoji),
                            firstRow ? String(device.framesPerSecond) : "",
                        ])
                    }
                }
            }
        }
        var text = render(rows, markdown: markdown)
        text += "\nAn input accessory view adds its height. iPad shortcuts bar (hardware keyboard, iOS 9+): 55 pt visible.\n"
        text +=
            "26.0 (SDK ≤ 18): iOS 26.0 shows an app built with an SDK before 26 the iOS 18 keyboard 10 points taller in portrait (its letters, and the keypads that take their height) on the iPhones measured or taken equal; 26.1+ (SDK ≤ 18) are 26.2's heights (26.1 is not measured).\n"
        text += "The matrix runs on \(Device.representatives.map(\.id).joined(separator: ", ")) unless told --device all.\n"
        text += "Sources of the confirmed values (public device logs and documents):\n"
        for (index, source) in sources.enumerated() { text += "  \(index + 1). \(source)\n" }
        text += "Unconfirmed values (no public device trace found; chosen as stated):\n"
        for (index, note) in notes.enumerated() { text += "  \(index + 1). \(note)\n" }
        return text
    }

    /// The keyboard era iOS 26.0 shows `device` to an app built with the iOS 18 SDK, and its
    /// heights there, when they differ from the era's own (`Device.olderSDKOn26_0`); nil where
    /// they do not (iPads, other phones, devices without iOS 26).
    private static func iOS26_0WithAnOlderSDK(
        on device: Device
    ) -> (era: Device.KeyboardEra, heights: (UIInterfaceOrientation) -> Device.KeyboardHeights)? {
        guard device.iOSVersions.contains(26), let base = BehaviorProfile.named("26.0"),
            case .success(let profile) = base.settingSDK("18")
        else { return nil }
        let era = device.keyboardEra(for: profile.keyboardVersion)
        let heights = { (orientation: UIInterfaceOrientation) in
            device.olderSDKOn26_0(era.heights(in: orientation), in: orientation, profile: profile)
        }
        guard heights(.portrait).withoutPredictiveBar.value != era.heights(in: .portrait).withoutPredictiveBar.value else { return nil }
        return (era, heights)
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
