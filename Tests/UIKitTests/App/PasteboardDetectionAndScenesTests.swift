import Testing
import UIKit
import KeyboardSim

/// Runs code that uses deprecated API without a deprecation warning at the test's call.
private protocol LegacyRun {
    @MainActor func run(_ sim: Simulation) -> [String]
}

/// The iOS 14 pattern API, deprecated in iOS 15.
private struct PatternDetection: LegacyRun {
    @available(*, deprecated, message: "exercises deprecated API")
    @MainActor func run(_ sim: Simulation) -> [String] {
        let pasteboard = UIPasteboard.general
        pasteboard.strings = ["https://example.com/a", "3.5", "lunch near me"]
        var log: [String] = []
        pasteboard.detectPatterns(for: [.probableWebURL, .number, .probableWebSearch]) { result in
            let found = (try? result.get()) ?? []
            log.append(
                "patterns: url \(found.contains(.probableWebURL)) number \(found.contains(.number)) search \(found.contains(.probableWebSearch))"
            )
        }
        pasteboard.detectValues(for: [.number], inItemSet: IndexSet([0, 1])) { result in
            let values = (try? result.get()) ?? []
            log.append("numbers: \(values.map { ($0[.number] as? NSNumber)?.doubleValue.description ?? "none" })")
        }
        return log
    }
}

/// The local-notification API, deprecated in iOS 10.
private struct LocalNotifications: LegacyRun {
    @available(*, deprecated, message: "exercises deprecated API")
    @MainActor func run(_ sim: Simulation) -> [String] {
        let app = UIApplication.shared
        let delegate = SettingsDelegate()
        app.delegate = delegate
        let morning = UILocalNotification()
        morning.alertBody = "Morning"
        let evening = UILocalNotification()
        evening.alertBody = "Evening"
        app.scheduleLocalNotification(morning)
        app.scheduleLocalNotification(evening)
        var log = ["scheduled \(app.scheduledLocalNotifications?.compactMap(\.alertBody) ?? [])"]
        app.cancelLocalNotification(morning)
        log.append("after cancel \(app.scheduledLocalNotifications?.compactMap(\.alertBody) ?? [])")
        app.cancelAllLocalNotifications()
        log.append("after cancel all \(app.scheduledLocalNotifications?.count ?? -1)")
        log.append("settings before \(app.currentUserNotificationSettings == nil ? "nil" : "some")")
        app.registerUserNotificationSettings(UIUserNotificationSettings(types: [.alert, .badge], categories: nil))
        log.append("settings after \(app.currentUserNotificationSettings?.types == [.alert, .badge])")
        log.append(contentsOf: delegate.log)
        log.append("remote types \(app.enabledRemoteNotificationTypes().rawValue)")
        return log
    }
}

/// An app delegate told when notification settings are registered.
private final class SettingsDelegate: UIApplicationDelegate {
    var log: [String] = []
    @available(*, deprecated, message: "implements deprecated API")
    func application(_ application: UIApplication, didRegister notificationSettings: UIUserNotificationSettings) {
        log.append("didRegister \(notificationSettings.types.rawValue)")
    }
}

@MainActor
@Suite("Pasteboard detection, focus and scene members of issue 43")
struct PasteboardDetectionAndScenesTests {
    @Test(
        "detection reads each item's text by the simulation's rules",
        arguments: [
            ("https://www.apple.com/iphone", true, false),
            ("example.com/path?q=1", true, false),
            ("  http://localhost:8080  ", true, false),
            ("what is a split view", false, true),
            ("mailto:someone@example.com", false, true),
            ("two\nlines", false, false),
            ("example.c0m", false, true),
        ])
    func probableWebPatterns(text: String, isURL: Bool, isSearch: Bool) {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        _ = sim
        UIPasteboard.general.string = text
        var found: Set<PartialKeyPath<UIPasteboard.DetectedValues>> = []
        UIPasteboard.general.detectPatterns(for: [\.probableWebURL, \.probableWebSearch]) { result in
            found = (try? result.get()) ?? []
        }
        #expect(found.contains(\UIPasteboard.DetectedValues.probableWebURL) == isURL)
        #expect(found.contains(\UIPasteboard.DetectedValues.probableWebSearch) == isSearch)
    }

    @Test("detectValues gives the detected text per item; the async form answers the same; a URL item counts")
    func detectedValues() async throws {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        _ = sim
        let pasteboard = UIPasteboard.general
        pasteboard.items = [["public.url": URL(string: "https://swift.org")!], ["public.utf8-plain-text": "  swift testing  "]]
        var perItem: [UIPasteboard.DetectedValues] = []
        pasteboard.detectValues(for: [\.probableWebURL, \.probableWebSearch], inItemSet: nil) { result in
            perItem = (try? result.get()) ?? []
        }
        #expect(perItem.map(\.probableWebURL) == ["https://swift.org", ""])
        #expect(perItem.map(\.probableWebSearch) == ["", "swift testing"])
        let whole = try await pasteboard.detectedValues(for: [\.probableWebURL])
        #expect(whole.probableWebURL == "https://swift.org")
        #expect(whole.patterns == [\UIPasteboard.DetectedValues.probableWebURL])
        #expect(whole.probableWebSearch == "", "not asked for")
        let onlySecond = try await pasteboard.detectedPatterns(for: [\.probableWebURL], inItemSet: IndexSet([1, 7]))
        #expect(onlySecond == [[]], "item 7 does not exist; item 1 is no URL")
    }

    @Test("the deprecated pattern API: patterns found, and numbers as NSNumber")
    func deprecatedPatterns() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let run: any LegacyRun = PatternDetection()
        #expect(run.run(sim) == ["patterns: url true number true search true", "numbers: [\"none\", \"3.5\"]"])
    }

    @Test("local notifications are kept as scheduled and cancelled; settings are registered as asked and the delegate told")
    func localNotifications() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let run: any LegacyRun = LocalNotifications()
        #expect(
            run.run(sim) == [
                "scheduled [\"Morning\", \"Evening\"]", "after cancel [\"Evening\"]", "after cancel all 0", "settings before nil",
                "settings after true", "didRegister 5", "remote types 0",
            ])
    }

    @Test("focus and scene members answer an iPhone scene's values; focus values are stored")
    func focusAndScene() throws {
        let (sim, controller) = shownScreen(UIViewController())
        let scene = try #require(sim.application.connectedScenes.first as? UIWindowScene)
        #expect(scene.focusSystem == nil)
        #expect(scene.sizeRestrictions == nil)
        #expect(scene.windowingBehaviors == nil)
        let view = controller.view!
        #expect(view.focusGroupPriority == .ignored)
        view.focusGroupPriority = .prioritized
        view.focusEffect = UIFocusEffect.effect()
        #expect(view.focusGroupPriority == .prioritized && view.focusGroupPriority > .previouslyFocused)
        #expect(view.focusEffect != nil)
        #expect(UIFocusSystem.focusSystem(for: view) == nil)
    }

    @Test("an activation action performs its alternate where no window can open, as on an iPhone")
    func activationAction() {
        var performed: [String] = []
        let alternate = UIAction(title: "Open Here") { action in performed.append(action.title) }
        let action = UIWindowScene.ActivationAction(alternate: alternate) { _ in
            performed.append("configuration asked")
            return UIWindowScene.ActivationConfiguration(userActivity: NSUserActivity(activityType: "com.example.open"))
        }
        #expect(action.title == "Open Here")
        UIButton(type: .system).sendAction(action)
        #expect(performed == ["Open Here"])
    }
}
