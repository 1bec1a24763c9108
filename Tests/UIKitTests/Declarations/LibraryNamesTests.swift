import Testing
import UIKit
import KeyboardLibraryFixture

// This file imports UIKit and a library whose public types are named `KeyboardInfo` and `Device`,
// and nothing else, as an app's file does. It compiles only because `import UIKit` brings Apple's
// names alone: were the simulation's `KeyboardInfo` or `Device` visible here, every unqualified use
// below would be ambiguous (the error apps met when UIKit re-exported the whole simulation). The
// simulation is driven from `LibraryNamesTests+Simulation.swift`, which imports KeyboardSim.

@MainActor @Suite("import UIKit beside a library that names its types KeyboardInfo and Device")
struct LibraryNamesTests {
    @Test("the library's KeyboardInfo reads the simulated keyboard's notification")
    func libraryKeyboardInfo() throws {
        let posted = try #require(keyboardWillShowOnIPhoneSE())
        let info = try #require(KeyboardInfo(posted))
        #expect(info.endFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(info.duration == 0.25)
        #expect(info.curve == 7)
    }

    @Test("the library's Device answers for the device the simulation runs")
    func libraryDevice() {
        #expect(deviceKind(onPad: false) == .phone)
        #expect(deviceKind(onPad: true) == .pad)
    }

    /// The library's `Device.current` inside a simulation of a phone or a pad.
    func deviceKind(onPad: Bool) -> Device {
        withSimulation(onPad: onPad) { Device.current }
    }
}
