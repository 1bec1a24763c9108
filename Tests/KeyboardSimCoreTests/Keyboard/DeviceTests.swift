import Foundation
import Testing
@testable import KeyboardSimCore

@MainActor @Suite("Device catalogue")
struct DeviceCatalogTests {
    @Test(
        "every iPhone and iPad screen from the iPhone 4 to today's is there",
        arguments: [
            CGSize(width: 320, height: 480), CGSize(width: 320, height: 568), CGSize(width: 375, height: 667),
            CGSize(width: 414, height: 736), CGSize(width: 375, height: 812), CGSize(width: 414, height: 896),
            CGSize(width: 390, height: 844), CGSize(width: 428, height: 926), CGSize(width: 393, height: 852),
            CGSize(width: 430, height: 932), CGSize(width: 402, height: 874), CGSize(width: 440, height: 956),
            CGSize(width: 420, height: 912), CGSize(width: 744, height: 1133), CGSize(width: 768, height: 1024),
            CGSize(width: 810, height: 1080), CGSize(width: 820, height: 1180), CGSize(width: 834, height: 1112),
            CGSize(width: 834, height: 1194), CGSize(width: 834, height: 1210), CGSize(width: 1024, height: 1366),
            CGSize(width: 1032, height: 1376),
        ])
    func screens(size: CGSize) {
        #expect(Device.catalog.contains { $0.portraitSize == size })
    }

    @Test("values a public log shows are confirmed with where; the rest say why they were chosen")
    func provenance() {
        let withBar = Device.iPhoneSE3.portraitKeyboard.withPredictiveBar
        #expect(withBar.value == 260 && withBar.isConfirmed)
        #expect(
            withBar.source.hasPrefix(
                "github.com/bob910078/iOS_note, iOS/Keyboard Notification.md (iPhone SE 2nd generation: iOS 13 or later; from iOS 11 taken equal): 375×667 → 260"
            ))
        #expect(Device.iPhoneSE3.portraitKeyboard.withoutPredictiveBar.value == 216)
        #expect(Device.iPhone11Pro.portraitKeyboard.withPredictiveBar.value == 335)
        #expect(Device.iPhone8Plus.portraitKeyboard.withoutPredictiveBar.value == 226)
        #expect(Device.iPad97.landscapeKeyboard.withPredictiveBar.value == 398)
        // A code constant of Telegram-iOS's device table confirms a landscape height no print shows.
        #expect(Device.iPhoneSE3.landscapeKeyboard.withoutPredictiveBar.description == "163")
        #expect(!Device.iPhone11Pro.portraitKeyboard.withoutPredictiveBar.isConfirmed)
        #expect(Device.iPhone11Pro.portraitKeyboard.withoutPredictiveBar.description == "291 (unconfirmed)")
        for device in Device.catalog {
            let heights = device.keyboardEras.flatMap { [$0.portrait, $0.landscape] }
            for measured in heights.flatMap({ [$0.withoutPredictiveBar, $0.withPredictiveBar, $0.emoji] }) {
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

    @Test("keyboard heights follow the iOS version (facts: 375×667 258 on iOS 8–10, 260 from 11; iPad landscape 352 on iOS 5, 391 on 8)")
    func heightsByVersion() throws {
        func height(_ device: Device, _ orientation: UIInterfaceOrientation, _ version: Int, bar: Bool = true) throws -> Double {
            let profile = try #require(BehaviorProfile.iOS(version))
            return device.keyboardHeight(in: orientation, predictiveBar: bar && profile.hasPredictiveBar, emoji: false, profile: profile)
                .value
        }
        #expect(try height(.iPhoneSE3, .portrait, 9) == 258)
        #expect(try height(.iPhoneSE3, .portrait, 10) == 258)
        #expect(try height(.iPhoneSE3, .portrait, 11) == 260)
        #expect(try height(.iPhoneSE3, .portrait, 16) == 260)
        #expect(try height(.iPhoneSE3, .portrait, 16, bar: false) == 216)
        #expect(try height(.iPad97, .landscapeLeft, 5) == 352)
        #expect(try height(.iPad97, .landscapeLeft, 8) == 391)
        #expect(try height(.iPad97, .landscapeLeft, 12) == 398)
        #expect(try height(.iPad97, .portrait, 6) == 264)
        #expect(try height(.iPhone4S, .portrait, 6) == 216)
        #expect(Device.iPhone4S.portraitSize == CGSize(width: 320, height: 480))
        #expect(Device.iPhone4S.iOSVersions == 5...9)
        // An iOS older than the device takes its first era.
        #expect(try height(.iPhone11Pro, .portrait, 8) == 335)
    }

    @Test("every device's eras start in order, within the versions that shipped")
    func eras() {
        for device in Device.catalog {
            let starts = device.keyboardEras.map(\.since)
            #expect(!starts.isEmpty && starts == starts.sorted() && Set(starts).count == starts.count, "\(device.id)")
            #expect((starts.first ?? 99) <= device.iOSVersions.lowerBound, "\(device.id): its first era covers its first iOS")
            #expect(device.iOSVersions.lowerBound >= 4 && device.iOSVersions.upperBound <= 26, "\(device.id)")
        }
    }

    @Test("the matrix's representatives are the catalogue's nine keyboard geometries")
    func representatives() {
        #expect(
            Device.representatives.map(\.id) == [
                "iphone-se-1", "iphone-se-3", "iphone-8-plus", "iphone-11-pro", "iphone-11",
                "iphone-13-pro-max", "iphone-16", "ipad-9-7", "ipad-10",
            ])
        #expect(Device.representatives.allSatisfy { Device.catalog.contains($0) })
    }
}

@MainActor @Suite("Behaviour profiles")
struct BehaviorProfileTests {
    @Test("a profile for every shipped major version from 5 to 26; 19 to 25 never shipped")
    func everyVersion() {
        #expect(BehaviorProfile.all.map(\.majorVersion) == Array(5...18) + [26])
        #expect(BehaviorProfile.identifiers.first == "5" && BehaviorProfile.identifiers.last == "26")
        for major in 19...25 { #expect(BehaviorProfile.iOS(major) == nil) }
        #expect(BehaviorProfile.iOS(4) == nil && BehaviorProfile.iOS(27) == nil)
        #expect(BehaviorProfile.behaviorTable.allSatisfy { $0.values.count == BehaviorProfile.all.count })
        #expect(BehaviorProfile.behaviorTable.allSatisfy { $0.unconfirmedReason != nil || !$0.source.isEmpty })
    }

    @Test("a profile's switches are the behaviour table's values at its version, a change within a major version included")
    func madeFromTheTable() {
        let curve = Behaviors.keyboardAnimationCurve
        #expect(curve.value(at: IOSVersion(6, 1, 3)) == 0 && curve.value(at: IOSVersion(7)) == 7)
        #expect(BehaviorProfile.iOS(IOSVersion(6, 1))?.keyboardAnimationCurve == 0)
        let late = Behaviors.predictiveBarArrivesLate
        #expect([7, 8, 9, 10].map { late.value(at: IOSVersion($0)) } == [false, true, true, false])
        #expect(
            BehaviorProfile.all.map(\.predictiveBarArrivesLate) == BehaviorProfile.all.map { $0.majorVersion == 8 || $0.majorVersion == 9 })
        // The screen became the object in 16.1: the 16.0 profile says no, 16.1 yes, and the table
        // prints the change within the major version.
        #expect(BehaviorProfile.named("16")?.notificationObjectIsScreen == false)
        #expect(BehaviorProfile.named("16.1")?.notificationObjectIsScreen == true)
        let row = Behaviors.notificationObjectIsScreen.row
        #expect(row.values[BehaviorProfile.identifiers.firstIndex(of: "16")!] == "from 16.1")
        #expect(row.valuesByVersion == "no (iOS 5–15), from 16.1 (iOS 16), yes (iOS 17–26)")
        #expect(BehaviorProfile.behaviorTable.map(\.behavior) == Behaviors.rows.map(\.behavior))
    }

    @Test(
        "versions are read as N, N.M and N.M.P, with or without iOS",
        arguments: [
            ("17", "17"), ("17.0", "17"), ("16.1.2", "16.1.2"), ("iOS 12", "12"), ("ios8.4", "8.4"), (" 26 ", "26"),
        ])
    func spellings(text: String, identifier: String) throws {
        #expect(try #require(BehaviorProfile.named(text)).identifier == identifier)
    }

    @Test(
        "text that is no shipped version is refused and says why",
        arguments: [
            ("20", "iOS 20 never shipped: after iOS 18 came iOS 26 (2025)"), ("4", "no iOS 4 is simulated"),
            ("+17", "not an iOS version"), ("17.+1", "not an iOS version"), ("iOS  17", "not an iOS version"),
            ("17.", "not an iOS version"), ("x", "not an iOS version"), ("1.2.3.4", "not an iOS version"), ("-3", "not an iOS version"),
        ])
    func refused(text: String, reason: String) {
        #expect(BehaviorProfile.named(text) == nil)
        #expect(BehaviorProfile.whyUnknown(text).hasPrefix(reason))
    }

    @Test(
        "switches change where the facts say: curve 7 from 7, rotation-following frames from 8, IsLocal from 9, the screen as object from 16.1"
    )
    func switches() throws {
        func profile(_ text: String) throws -> BehaviorProfile { try #require(BehaviorProfile.named(text)) }
        let six = try profile("6"), seven = try profile("7"), eight = try profile("8"), nine = try profile("9")
        #expect(six.keyboardAnimationCurve == 0 && seven.keyboardAnimationCurve == 7)
        #expect(!seven.framesFollowRotation && eight.framesFollowRotation)
        #expect(!eight.postsIsLocal && nine.postsIsLocal)
        #expect(try !profile("16.0").notificationObjectIsScreen)
        #expect(try profile("16.1").notificationObjectIsScreen)
        #expect(try profile("10").repostsWillShowOnFocusChange)
        #expect(try !profile("11").repostsWillShowOnFocusChange)
        #expect(BehaviorProfile.iOS17 == BehaviorProfile.iOS(17))
        #expect(BehaviorProfile.named("16.1")?.version.systemVersion == "16.1" && BehaviorProfile.iOS17.version.systemVersion == "17.0")
    }
}
