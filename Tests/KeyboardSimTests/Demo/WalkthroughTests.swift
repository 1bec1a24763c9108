import Foundation
import Testing
import KeyboardSim
import KeyboardSimCore

@MainActor @Suite("Walkthrough")
struct WalkthroughTests {
    @Test(
        "the demo's handler lifts the field with the keyboard and says what the user sees (issue 15: it stayed under the keyboard)",
        arguments: [
            (Device.iPhoneSE3, BehaviorProfile.iOS17, "y 353–387, the keyboard's top at y 407"),
            (Device.iPad97, BehaviorProfile.iOS10, "y 657–691, the keyboard's top at y 711"),
        ])
    func fieldClearsTheKeyboard(device: Device, profile: BehaviorProfile, where expected: String) {
        let lines = Walkthrough.run(device: device, profile: profile).split(separator: "\n").map(String.init)
        #expect(
            lines.suffix(2) == [
                "with the keyboard up: nameField at \(expected): the field clears the keyboard, 20 points above it",
                "observer audit: clean",
            ])
        // The field rides with the keyboard: its frame changes on the display frames of the show.
        let fieldFrames = Set(lines.filter { $0.contains(" frame ") }.compactMap { $0.components(separatedBy: "nameField ").last })
        #expect(fieldFrames.count > 10)
    }
}
