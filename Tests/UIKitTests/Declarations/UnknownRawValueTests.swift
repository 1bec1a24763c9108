import KeyboardSim
import Testing
import UIKit

/// UIKit's Objective-C enums take any raw value on iOS; `kbsim port` writes
/// `init(rawValue:ifUnknown:)` for them, which never gives `nil` and says in the trace when the
/// simulation has no case for the raw value (FormToolbar's `UIBarButtonItem.SystemItem(rawValue: 101)!`).
@Suite("Unknown raw values of UIKit's enums")
@MainActor struct UnknownRawValueTests {
    @Test("a Swift enum's own init(rawValue:) refuses a raw value it does not declare: why the port rewrites it")
    func swiftEnumRefuses() {
        #expect(UIBarButtonItem.SystemItem(rawValue: 101) == nil)
        #expect(UIBarButtonItem.SystemItem(rawValue: 1) == .cancel)
    }

    @Test("an unknown raw value gives the fallback, and the trace says which value and which case")
    func unknownGivesFallback() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let item = try #require(UIBarButtonItem.SystemItem(rawValue: 101, ifUnknown: .done))
        #expect(item == .done)
        let button = UIBarButtonItem(barButtonSystemItem: item, target: nil, action: nil)
        #expect(button.systemItem == .done)
        #expect(
            sim.diagnostics == [
                "UIBarButtonItem.SystemItem(rawValue: 101): no case of the simulation's UIKit has that raw value (iOS takes any "
                    + "raw value of an Objective-C enum); simulated as .done (raw value 0)"
            ], "\(sim.diagnostics)")
    }

    @Test("a raw value the simulation declares gives its case and says nothing", arguments: [0, 1, 5, 24])
    func knownGivesItsCase(raw: Int) throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let item = try #require(UIBarButtonItem.SystemItem(rawValue: raw, ifUnknown: .done))
        #expect(item.rawValue == raw)
        #expect(sim.diagnostics.isEmpty, "\(sim.diagnostics)")
    }

    @Test("any enum with an integer raw type: a top-level one, a negative raw value")
    func otherEnums() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(UIKeyboardType(rawValue: 4, ifUnknown: .default) == .numberPad)
        #expect(UIKeyboardType(rawValue: 999, ifUnknown: .default) == .default)
        #expect(UIBarButtonItem.SystemItem(rawValue: -1, ifUnknown: .done) == .done)
        #expect(sim.diagnostics.count == 2)
        #expect(sim.diagnostics.first?.hasPrefix("UIKeyboardType(rawValue: 999): ") == true, "\(sim.diagnostics)")
        #expect(sim.diagnostics.last?.hasPrefix("UIBarButtonItem.SystemItem(rawValue: -1): ") == true, "\(sim.diagnostics)")
    }
}
