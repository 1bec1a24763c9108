import Foundation
import Testing
@testable import KeyboardSimCore

@Suite("Device catalogue")
struct DeviceCatalogTests {
    @Test("the required screens are all there", arguments: [
        CGSize(width: 320, height: 568), CGSize(width: 375, height: 667), CGSize(width: 414, height: 736),
        CGSize(width: 375, height: 812), CGSize(width: 414, height: 896), CGSize(width: 393, height: 852),
        CGSize(width: 768, height: 1024), CGSize(width: 820, height: 1180),
    ])
    func screens(size: CGSize) {
        #expect(Device.catalog.contains { $0.portraitSize == size })
    }

    @Test("values from the facts file are confirmed; the rest say why they were chosen")
    func provenance() {
        #expect(Device.iPhoneSE3.portraitKeyboard.withPredictiveBar == .confirmed(260, "shared/facts/ios-keyboard.md: 375×667 → 260 (iOS 11+)"))
        #expect(Device.iPhoneSE3.portraitKeyboard.withoutPredictiveBar.value == 216)
        #expect(Device.iPhone11Pro.portraitKeyboard.withPredictiveBar.value == 335)
        #expect(Device.iPhone8Plus.portraitKeyboard.withoutPredictiveBar.value == 226)
        #expect(Device.iPad97.landscapeKeyboard.withPredictiveBar.value == 398)
        #expect(!Device.iPhoneSE3.landscapeKeyboard.withoutPredictiveBar.isConfirmed)
        #expect(Device.iPhoneSE3.landscapeKeyboard.withoutPredictiveBar.description == "162 (unconfirmed)")
        for device in Device.catalog {
            for measured in [device.portraitKeyboard, device.landscapeKeyboard].flatMap({ [$0.withoutPredictiveBar, $0.withPredictiveBar, $0.emoji] }) {
                #expect(measured.isConfirmed ? !measured.source.isEmpty : !(measured.unconfirmedReason ?? "").isEmpty, "\(device.name)")
                #expect(measured.value > 0)
            }
        }
    }

    @Test("devices are found by name, id or alias")
    func lookup() {
        #expect(Device.named("iPhone SE (3rd generation)") == .iPhoneSE3)
        #expect(Device.named("iphone 8") == .iPhoneSE3)
        #expect(Device.named("ipad-9-7") == .iPad97)
        #expect(Device.named("iPhone 99") == nil)
        #expect(Set(Device.catalog.map(\.id)).count == Device.catalog.count)
    }

    @Test("profiles are found by version")
    func profiles() {
        #expect(BehaviorProfile.named("17") == .iOS17)
        #expect(BehaviorProfile.named("iOS 10") == .iOS10)
        #expect(BehaviorProfile.named("12") == nil)
        #expect(BehaviorProfile.behaviorTable.allSatisfy { $0.values.count == BehaviorProfile.all.count })
    }
}
