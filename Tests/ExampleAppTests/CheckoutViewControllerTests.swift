import Testing
import UIKit
import KeyboardSim
import KeyboardSimTesting

/// The example app's checkout screen, tested on Linux as its team would: the app's own file
/// (Tests/ExampleApp/Screens/CheckoutViewController.swift), ported at build time by the
/// KeyboardSimPort plugin that this target applies (kbsim-port.txt lists the files).
@MainActor @Suite("An app's own file, ported by the KeyboardSimPort plugin at build time")
struct CheckoutViewControllerTests {
    /// The promo-code field (and the Pay button beside it) rests 8 points above the keyboard.
    static let gap: CGFloat = 8

    /// The checkout screen shown on a fresh simulation, its promo-code field focused.
    static func focusPromoCode(on sim: Simulation) -> CheckoutViewController {
        let checkout = CheckoutViewController()
        sim.window.rootViewController = checkout
        sim.advance(by: .seconds(0.5))
        checkout.promoCodeField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        return checkout
    }

    @Test("iOS 17: the field and its Pay button ride the keyboard layout guide, the field 8 points above the keyboard")
    func keyboardLayoutGuide() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let checkout = Self.focusPromoCode(on: sim)
        #expect(sim.keyboard.frame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(checkout.promoCodeField.frame.maxY == 407 - Self.gap)
        // The iOS 15 branch of the #available check observes nothing: the guide does the work.
        let store = KeyboardTestStore(sim, observing: checkout)
        store.expectRegistrations([])
        store.finish()
    }

    @Test("iOS 14: the #available check takes the older branch, which observes willChangeFrame and moves the constraint")
    func notificationsBeforeiOS15() throws {
        let sim = Simulation(device: .iPhoneSE3, profile: try #require(BehaviorProfile.iOS(14)))
        let checkout = CheckoutViewController()
        let store = KeyboardTestStore(sim, observing: checkout)
        sim.window.rootViewController = checkout
        sim.advance(by: .seconds(0.5))
        store.expectRegistrations([.selector(.keyboardWillChangeFrame)])

        checkout.promoCodeField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        store.receive(.keyboardWillChangeFrame, endFrame: CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(checkout.promoCodeField.frame.maxY == 407 - Self.gap)

        // Pay resigns the field: the keyboard goes, the row returns 8 points above the bottom.
        checkout.payButton.sendActions(for: .touchUpInside)
        sim.advance(by: .seconds(1))
        store.receive(.keyboardWillChangeFrame, endFrame: CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect(!checkout.promoCodeField.isFirstResponder)
        let restingBottom: CGFloat = 667 - 8
        #expect(checkout.payButton.frame.maxY == restingBottom)
        store.finish()
    }

    @Test("the device matrix on iOS 17 and iOS 14: every device, orientation and keyboard kind")
    func deviceMatrix() throws {
        let checkout = ControllerUnderTest({ CheckoutViewController() }, field: \.promoCodeField, gap: .exactly(Double(Self.gap)))
        for profile in [BehaviorProfile.iOS17, try #require(BehaviorProfile.iOS(14))] {
            let matrix = TechniqueMatrix.run(checkout, profile: profile)
            #expect(matrix.cellsRun == TechniqueMatrix.cellCount())
            #expect(matrix.passed, "\(TechniqueMatrix.text(matrix))")
        }
    }
}
