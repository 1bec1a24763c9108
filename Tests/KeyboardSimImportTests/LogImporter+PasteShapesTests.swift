import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimImport
@testable import KeyboardSimCore

/// Pastes as people make them (`Tests/Fixtures/Import/`, each saying where it came from): out of
/// code comments, cut in the middle of a description, with remarks after values, from 320×480
/// screens and from pre-iOS 8 iPads in landscape — and what the import says it inferred.
@MainActor @Suite("Importing every real paste shape")
struct LogImporterPasteShapesTests {
    nonisolated static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Import")
    nonisolated static let scenarios = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenarios")

    private func fixture(_ name: String) throws -> ImportedLog {
        let path = Self.fixtures.appendingPathComponent(name).path
        return try LogImporter.parse(try String(contentsOfFile: path, encoding: .utf8), file: name)
    }

    private func names(_ log: ImportedLog) -> [String] {
        log.posts.map { String($0.notification.name.dropFirst("UIKeyboard".count).dropLast("Notification".count)) }
    }

    private func frame(_ log: ImportedLog, _ index: Int, _ key: String = UIResponder.keyboardFrameEndUserInfoKey) -> CGRect? {
        if case .rect(let rect)? = log.posts[index].notification.userInfo[key] { rect } else { nil }
    }

    @Test("every fixture says where it came from on its first line")
    func sourcesStated() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".log") }.sorted()
        #expect(files.count == 7)
        for file in files {
            let text = try String(contentsOfFile: Self.fixtures.appendingPathComponent(file).path, encoding: .utf8)
            #expect(text.hasPrefix("# Written by us in the format "), "\(file)")
        }
    }

    @Test("lines behind // and /// (pasted out of code comments) are read without it, and the import says so")
    func commentedOut() throws {
        let log = try fixture("commented-objc.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.posts.map(\.line) == [3, 10])
        #expect(frame(log, 0) == CGRect(x: 0, y: 465, width: 414, height: 271))
        #expect(log.device.id == "iphone-8-plus")
        #expect(log.profile.majorVersion == 10)
        #expect(log.findings.contains("14 lines (3–16) start with // (pasted out of code comments): read without it"))
    }

    @Test("a paste that begins at a notification's name: read as the description it is, its UIScreen included")
    func cutAtName() throws {
        let log = try fixture("cut-at-name.log")
        #expect(names(log) == ["WillChangeFrame", "WillShow"])
        #expect(log.posts.allSatisfy { $0.notification.object == .screen })
        #expect(log.device.id == "iphone-16")
        #expect(log.profile.majorVersion == 17)
        #expect(
            log.findings.contains(
                "line 3: the paste begins inside a printed notification, at its name (no NSConcreteNotification … {name = before it); read from there"
            ))
    }

    @Test("a paste that begins at userInfo = {: named by how its frames move, and the import says so")
    func cutAtUserInfo() throws {
        let log = try fixture("cut-at-userinfo.log")
        #expect(names(log) == ["WillShow", "DidShow"])
        #expect(log.device.id == "iphone-se-3")
        #expect(
            log.findings.contains(
                "line 3: the paste begins at `userInfo =`, without the notification's name; took UIKeyboardWillShowNotification: its frames move the keyboard up (y 667 → 409) (put the name alone on the line above to choose another)"
            ))
        let hide = try LogImporter.parse(
            """
            userInfo = {
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 409}, {375, 258}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 667}, {375, 258}}";
            }}
            """, file: "hide.log")
        #expect(names(hide) == ["WillHide"])
        let inPlace = try LogImporter.parse(
            """
            userInfo = {
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 409}, {375, 258}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 409}, {375, 258}}";
            }}
            """, file: "same.log")
        #expect(names(inPlace) == ["WillChangeFrame"])
    }

    @Test("remarks after values — // …, <- …, (…) — are ignored, the values kept, each line named")
    func remarks() throws {
        let log = try fixture("remarks.log")
        #expect(names(log) == ["WillShow"])
        let info = log.posts[0].notification.userInfo
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] == .integer(7))
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] == .number(0.25))
        #expect(frame(log, 0) == CGRect(x: 0, y: 352, width: 320, height: 216))
        #expect(info.entries.count == 7)
        #expect(
            log.findings.filter { $0.contains("remark") } == [
                "line 5: ignored the remark after a value: (curve)",
                "line 6: ignored the remark after a value: // why is this 0.25?",
                "line 11: ignored the remark after a value: <- note the height",
            ])
        #expect(log.device.id == "iphone-se-1")
        #expect(log.profile.majorVersion == 7)
    }

    @Test("a remark before the separator, and in Swift's printing")
    func remarkBeforeSeparator() throws {
        let objc = try LogImporter.parse(
            """
            NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 7 (the curve);
                UIKeyboardAnimationDurationUserInfoKey = "0.25" // why?;
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375, 260}}";
            }}
            """, file: "before.log")
        #expect(objc.posts[0].notification.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] == .integer(7))
        #expect(objc.posts[0].notification.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] == .number(0.25))
        #expect(frame(objc, 0) == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(
            objc.findings.filter { $0.contains("remark") } == [
                "line 2: ignored the remark after a value: (the curve)",
                "line 3: ignored the remark after a value: // why?",
            ])
        let swift = try LogImporter.parse(
            """
            keyboardWillShow [AnyHashable("UIKeyboardFrameEndUserInfoKey"): NSRect: {{0, 407}, {375, 260}}, // the end
              AnyHashable("UIKeyboardAnimationDurationUserInfoKey"): 0.25]
            """, file: "swift.log")
        #expect(swift.posts[0].notification.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] == .number(0.25))
        #expect(swift.findings.contains("line 1: ignored the remark after a value: // the end"))
    }

    @Test("a 320×480 iPhone on iOS 6: the iPhone 4s, portrait, iOS 6")
    func iPhone4s() throws {
        let log = try fixture("iphone-4s-ios6.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.device.id == "iphone-4s")
        #expect(log.orientation == .portrait)
        #expect(log.profile.majorVersion == 6)
        #expect(
            log.findings[2].hasPrefix(
                "iOS 6: curve 0, not 7 (iOS 6 and earlier); full userInfo dictionaries without UIKeyboardIsLocalUserInfoKey (iOS 8 and earlier); the object is nil (before iOS 16.1) — fits iOS 5–6"
            ))
    }

    @Test("an iPad before iOS 8 in landscape, the keyboard a tall rectangle at the right: landscapeLeft, iOS 7, and why")
    func iPadFixedPortraitRight() throws {
        let log = try fixture("ipad-ios7-landscape.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.device.id == "ipad-9-7")
        #expect(log.orientation == .landscapeLeft)
        #expect(log.profile.majorVersion == 7)
        #expect(
            log.findings[0]
                == "device: iPad (9.7-inch) — the frames are 1024 tall from y = 0, the height of its portrait screen: landscape frames in fixed portrait coordinates, which fits only its screen (--device overrides)"
        )
        #expect(
            log.findings[1]
                == "orientation: landscapeLeft — the frames are in fixed portrait coordinates (iOS 7 and earlier did not rotate them): the keyboard is a 352×1024 rectangle against the portrait screen's right side (x = 416), where a landscapeLeft interface has its bottom"
        )
        #expect(
            log.findings[2].hasSuffix(
                "landscape frames in fixed portrait coordinates (iOS 7 and earlier) — fits only iOS 7 (edit \"ios\" in the scenario to choose another)"
            ))
        // Replayed as iOS 7 in landscapeLeft, the keyboard covers the bottom 352 points of the 1024×768 screen.
        let result = ScenarioRunner.run(try Scenario.parse(log.scenarioJSON(), file: "ipad.json"))
        let keyboards = result.trace.records.compactMap { record -> CGRect? in
            if case .frame(_, let keyboard?, _, _) = record.event { keyboard } else { nil }
        }
        #expect(keyboards.contains(CGRect(x: 0, y: 416, width: 1024, height: 352)))
    }

    @Test("the same at the left side (x = 0, hidden at x = -352): landscapeRight")
    func iPadFixedPortraitLeft() throws {
        let log = try LogImporter.parse(
            """
            NSConcreteNotification 0x2 {name = UIKeyboardWillShowNotification; userInfo = {
                UIKeyboardAnimationCurveUserInfoKey = 0;
                UIKeyboardAnimationDurationUserInfoKey = "0.25";
                UIKeyboardFrameBeginUserInfoKey = "NSRect: {{-352, 0}, {352, 1024}}";
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 0}, {352, 1024}}";
            }}
            """, file: "left.log")
        #expect(log.device.id == "ipad-9-7")
        #expect(log.orientation == .landscapeRight)
        #expect(log.profile.majorVersion == 6)
        #expect(
            log.findings[1].hasSuffix(
                "the keyboard is a 352×1024 rectangle at the portrait screen's left side (x = 0), where a landscapeRight interface has its bottom"
            ))
    }

    @Test("the bundled iPad split-keyboard log imports without --device: its centers and bounds place the screen's edge")
    func splitKeyboardWithoutDevice() throws {
        let path = Self.scenarios.appendingPathComponent("logs/ipad-split-keyboard.log").path
        let log = try LogImporter.parse(try String(contentsOfFile: path, encoding: .utf8), file: "ipad-split-keyboard.log")
        #expect(log.device.id == "ipad-9-7")
        #expect(log.orientation == .portrait)
        #expect(log.profile.majorVersion == 6)
        #expect(
            log.findings[0]
                == "device: iPad (9.7-inch) — the keyboard's centers and bounds (UIKeyboardCenterBegin/EndUserInfoKey with UIKeyboardBoundsUserInfoKey) make it 768 wide with the screen's bottom edge at y = 1024, where the frames alone reach no screen edge (their edges: 40, 304), which fits only its screen (--device overrides)"
        )
    }

    @Test("two devices with one screen: the first is picked and the other named; a recorder's safe area picks the other")
    func twoDevicesFit() throws {
        let frames =
            #"UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = 0.25; UIKeyboardIsLocalUserInfoKey = 1; UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 1366}, {1024, 384}}"; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 982}, {1024, 384}}";"#
        let log = try LogImporter.parse(
            "NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification; userInfo = {\(frames)}}", file: "pro.log")
        #expect(log.device.id == "ipad-pro-12-9")
        #expect(
            log.findings[0]
                == "device: iPad Pro (12.9-inch) — the frames' width 1024 and the screen's bottom edge at y = 1366 (where they rest or wait below), which fits its screen and also iPad Pro (12.9-inch) (2nd generation)'s; picked the first in the catalogue (--device overrides)"
        )
        let recorded = try LogImporter.parse(
            """
            [KeyboardRecorder 1] t=10.000 device model=iPad7,1 ios=12.4 idiom=pad screen=1024x1366 scale=2 orientation=portrait safeArea=20,0,0,0
            [KeyboardRecorder 1] t=10.500 name = UIKeyboardWillShowNotification; object = nil; userInfo = {\(frames)}
            """, file: "pro-recorded.log")
        #expect(recorded.device.id == "ipad-pro-12-9-2")
        #expect(
            recorded.findings[0]
                == "device: iPad Pro (12.9-inch) (2nd generation) — the recorder's device record: model iPad7,1, screen 1024×1366 in portrait, safe area 20,0,0,0, which fits its screen and also iPad Pro (12.9-inch)'s; picked the first with that safe area (--device overrides)"
        )
        #expect(recorded.profile.identifier == "12.4")
        #expect(recorded.scenarioJSON().contains(#""ios": "12.4""#))
        #expect(recorded.findings[2] == "iOS 12.4: the recorder's device record (UIDevice.current.systemVersion)")
        #expect(recorded.posts.map(\.at) == [0.5])
    }

    @Test("the iOS version: each piece of evidence narrows the range, and the finding names them")
    func versionEvidence() throws {
        func version(_ userInfo: String, object: String = "", file: String = "v.log") throws -> String {
            try LogImporter.parse(
                "NSConcreteNotification 0x1 {name = UIKeyboardWillShowNotification;\(object) userInfo = {\(userInfo)}}", file: file
            ).findings[2]
        }
        let full =
            #"UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardAnimationDurationUserInfoKey = "0.25"; UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 568}, {320, 253}}"; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 315}, {320, 253}}";"#
        #expect(
            try version(full)
                == "iOS 7: curve 7 (iOS 7 and later); full userInfo dictionaries without UIKeyboardIsLocalUserInfoKey (iOS 8 and earlier); the object is nil (before iOS 16.1) — fits iOS 7–8; picked 7, the reference profile in that range (edit \"ios\" in the scenario to choose another)"
        )
        let modern =
            #"UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardIsLocalUserInfoKey = 1; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375, 260}}";"#
        #expect(
            try version(modern, object: " object = <UIScreen: 0x1; bounds = {{0, 0}, {375, 667}}>;")
                .hasPrefix(
                    "iOS 17: curve 7 (iOS 7 and later); UIKeyboardIsLocalUserInfoKey (iOS 9 and later); the object is the UIScreen (iOS 16.1 and later) — fits iOS 16.1 and later; picked 17"
                ))
        // A 375×812 screen came with iOS 11: no reference profile between 11 and 16.0, so the oldest.
        let faceID =
            #"UIKeyboardAnimationCurveUserInfoKey = 7; UIKeyboardIsLocalUserInfoKey = 1; UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 812}, {375, 335}}"; UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 477}, {375, 335}}";"#
        let inferred = try version(faceID)
        #expect(
            inferred.hasPrefix(
                "iOS 11: curve 7 (iOS 7 and later); UIKeyboardIsLocalUserInfoKey (iOS 9 and later); the object is nil (before iOS 16.1); a 375×812 screen (iPhone 11 Pro, iPhone 12 mini: iOS 11–26) — fits iOS 11–16.0; picked 11, the oldest in that range"
            ))
    }

    @Test(
        "React Native keyboard events: the frames from endCoordinates and startCoordinates, duration in milliseconds, easing as the curve, the name from the event's"
    )
    func reactNativeEvents() throws {
        let log = try LogImporter.parse(
            """
            keyboardWillShow {"endCoordinates": {"screenX": 0, "screenY": 516, "width": 393, "height": 336}, "startCoordinates": {"screenX": 0, "screenY": 852, "width": 393, "height": 336}, "duration": 250, "easing": "keyboard", "isEventFromThisApp": true}
            keyboardWillHide {"endCoordinates": {"screenX": 0, "screenY": 852, "width": 393, "height": 336}, "duration": 250, "easing": "easeInEaseOut", "isEventFromThisApp": false}
            """, file: "rn.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(frame(log, 0) == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(frame(log, 0, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(log.posts[0].notification.userInfo.animationDuration == 0.25)
        #expect(log.posts[0].notification.userInfo.animationCurve == 7)
        #expect(log.posts[1].notification.userInfo.animationCurve == 0)
        #expect(log.posts[1].notification.userInfo.isLocal == false)
        #expect(log.device.id == "iphone-16")
        #expect(log.findings.contains { $0.hasPrefix("line 1: a React Native keyboard event (UIKeyboardWillShowNotification)") })
        #expect(throws: LogImportError.self) {
            try LogImporter.parse(
                #"keyboardWillShow {"endCoordinates": {"screenX": 0, "screenY": 516, "width": 393, "height": 336}, "easing": "bounce"}"#,
                file: "rn.log")
        }
    }

    @Test("a print inside an escaped string (\\\" and \\n): read unescaped, and the import says so")
    func escapedPrint() throws {
        let log = try LogImporter.parse(
            #"name = UIKeyboardWillShowNotification; userInfo = {\n    UIKeyboardAnimationCurveUserInfoKey = 7;\n    UIKeyboardAnimationDurationUserInfoKey = \"0.25\";\n    UIKeyboardFrameBeginUserInfoKey = \"NSRect: {{0, 852}, {393, 336}}\";\n    UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 516}, {393, 336}}\";\n    UIKeyboardIsLocalUserInfoKey = 1;\n}"#,
            file: "escaped.log")
        #expect(names(log) == ["WillShow"])
        #expect(frame(log, 0) == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(log.findings.contains { $0.hasPrefix("the paste is a print inside an escaped string") })
        #expect(LogImporter.unescapedPrint("UIKeyboardFrameEndUserInfoKey = \"NSRect\"").1 == false, "a plain print is left as it is")
    }

    @Test("a frame printed as a Swift CGRect after a name is the end frame alone; what a partial print leaves out is said")
    func cgRectPrints() throws {
        let log = try LogImporter.parse(
            """
            keyboardWillShow (0.0, 516.0, 393.0, 336.0)
            keyboardWillHide (0.0, 852.0, 393.0, 336.0)
            """, file: "rects.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(frame(log, 0) == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(log.posts[0].notification.userInfo.entries.count == 1)
        #expect(
            log.findings.contains {
                $0.hasPrefix(
                    "2 notifications (lines 1–2) print no UIKeyboardFrameBeginUserInfoKey, UIKeyboardAnimationDurationUserInfoKey, UIKeyboardAnimationCurveUserInfoKey: the replay posts what was printed"
                )
            })
    }

    @Test(
        "a line of 200,000 braces and one of 20,000 names: read (each looked at a bounded distance ahead, where they once rescanned the line), nothing imported"
    )
    func longLines() {
        let braces = String(repeating: "{", count: 200_000)
        let names = String(repeating: "keyboardWillShow ", count: 20_000)
        #expect(throws: LogImportError.self) { try LogImporter.parse(braces + "\n" + names, file: "long.log") }
    }

    @Test("two React Native events on one line are two; one logged without its name is named by its frames, never by the event before it")
    func reactNativeEventsOnOneLine() throws {
        let show =
            #"{"endCoordinates": {"screenX": 0, "screenY": 516, "width": 393, "height": 336}, "startCoordinates": {"screenX": 0, "screenY": 852, "width": 393, "height": 336}, "duration": 250, "easing": "keyboard", "isEventFromThisApp": true}"#
        let hide =
            #"{"endCoordinates": {"screenX": 0, "screenY": 852, "width": 393, "height": 336}, "startCoordinates": {"screenX": 0, "screenY": 516, "width": 393, "height": 336}, "duration": 250, "easing": "keyboard", "isEventFromThisApp": true}"#
        let log = try LogImporter.parse(
            "keyboardWillShow \(show) keyboardWillHide \(hide)\nkeyboardWillShow \(show)\n\(hide)", file: "rn.log")
        #expect(names(log) == ["WillShow", "WillHide", "WillShow", "WillHide"])
        #expect(
            log.findings.contains {
                $0.hasPrefix("line 3: a React Native keyboard event, without the notification's name; took UIKeyboardWillHideNotification")
            })
    }

    @Test(
        "a React Native event pretty-printed over several lines (JSON.stringify(e, null, 2)) is one event; one never closed is refused at its line"
    )
    func reactNativePrettyPrinted() throws {
        let pretty = """
             LOG  keyboardWillShow {
              "duration": 250,
              "easing": "keyboard",
              "endCoordinates": {
                "height": 336,
                "screenX": 0,
                "screenY": 516,
                "width": 393
              },
              "isEventFromThisApp": true,
              "startCoordinates": {"height": 336, "screenX": 0, "screenY": 852, "width": 393}
            }
             LOG  keyboardDidHide {
              "duration": 250, "easing": "keyboard",
              "endCoordinates": {"height": 336, "screenX": 0, "screenY": 852, "width": 393}
            }
            """
        let log = try LogImporter.parse(pretty, file: "metro.log")
        #expect(names(log) == ["WillShow", "DidHide"])
        #expect(frame(log, 0) == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(frame(log, 0, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(log.findings.contains { $0.hasPrefix("line 13: a React Native keyboard event (UIKeyboardDidHideNotification)") })
        let refused = #expect(throws: LogImportError.self) {
            try LogImporter.parse("keyboardWillShow {\n  \"duration\": 250,\n  \"endCoordinates\": {\"screenY\": 1", file: "cut.log")
        }
        #expect(refused?.problems.first?.line == 1)
        #expect(refused?.problems.first?.message.contains("closed within 16 KB") == true)
        // A log of events that never close: 64 are looked into and said, then no more (bounded work).
        let unclosed = String(repeating: "keyboardWillShow {\"easing\": \"keyboard\", \"duration\": 250\n", count: 200)
        let many = #expect(throws: LogImportError.self) { try LogImporter.parse(unclosed, file: "unclosed.log") }
        let said = many?.problems.filter { $0.message.contains("closed within 16 KB") } ?? []
        #expect(said.count == 64 && said.last?.message.contains("no more React Native events are looked for") == true)
    }

    @Test("an escaped print is unescaped on its own line only; four numbers without decimals are no CGRect")
    func escapedLinesOnly() throws {
        let (text, escaped) = LogImporter.unescapedPrint("note: \\n    UIKeyboard stays\nsecond line \\t kept")
        #expect(escaped)
        #expect(text == "note: \n    UIKeyboard stays\nsecond line \\t kept")
        #expect(throws: LogImportError.self) {
            try LogImporter.parse("keyboardWillShow handled in 3 passes (1, 2, 3, 4)", file: "passes.log")
        }
    }

    @Test(
        "keyboard heights printed alone: refused without --device, saying why; with it, each a willShow (0 a willHide) holding its end frame alone, and what the log cannot say is said"
    )
    func heightsOnly() throws {
        let name = "heights-only.log"
        let text = try String(contentsOfFile: Self.fixtures.appendingPathComponent(name).path, encoding: .utf8)
        #expect {
            try LogImporter.parse(text, file: name)
        } throws: { error in
            "\(error)".contains(
                "3 keyboard heights (lines 2–4) and no notification or frame: a height does not say which screen; give --device NAME")
        }
        let phone = try #require(Device.named("iphone-16-pro"))
        let log = try LogImporter.parse(text, file: name, device: phone)
        #expect(names(log) == ["WillShow", "WillShow", "WillHide"])
        #expect(frame(log, 0) == CGRect(x: 0, y: 539, width: 402, height: 335))
        #expect(frame(log, 1) == CGRect(x: 0, y: 505, width: 402, height: 369))
        #expect(frame(log, 2) == CGRect(x: 0, y: 874, width: 402, height: 369), "the hide: the last keyboard, just below the screen")
        #expect(log.posts.allSatisfy { $0.notification.userInfo.entries.count == 1 })
        #expect(
            log.findings.contains {
                $0.hasPrefix(
                    "lines 2–4 print keyboard heights alone: each became a willShow (0: a willHide) whose userInfo holds the end frame alone"
                )
            })
        #expect(
            log.findings.contains {
                $0.contains("says nothing of notification names, begin frames, durations, curves, the orientation or the iOS version")
            })
    }

    @Test("the public iOS 26 print beside the simulation: the iPhone 17's first show ends 335 points high, as the log printed")
    func iOS26FirstShowBesideTheLog() throws {
        let name = "heights-only.log"
        let text = try String(contentsOfFile: Self.fixtures.appendingPathComponent(name).path, encoding: .utf8)
        let phone = try #require(Device.named("iphone-16-pro"))
        let logged = try #require(frame(try LogImporter.parse(text, file: name, device: phone), 0))
        let sim = Simulation(device: phone, profile: try #require(BehaviorProfile.iOS(26)))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let controller = UIViewController()
        sim.window.rootViewController = controller
        controller.view.addSubview(field)
        sim.advance(by: .seconds(0.5))
        var simulated: [KeyboardInfo] = []
        let token = sim.notificationCenter.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            if let info = KeyboardInfo(note) { MainActor.assumeIsolated { simulated.append(info) } }
        }
        field.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        sim.notificationCenter.removeObserver(token)
        #expect(simulated.first?.endFrame == logged)
        // What the print leaves out, the simulation gives as iOS 26 does: 0.25 s, curve 7.
        #expect(simulated.first?.animationDuration == 0.25)
    }

    @Test(
        "heights alone: only lines that say keyboard count (a row's height is not the keyboard's); a height taller than the screen is refused at its line"
    )
    func heightsOnlyRefusals() throws {
        let phone = try #require(Device.named("iphone-16-pro"))
        let log = try LogImporter.parse(
            "tableView rowHeight = 44\nview height: 874\nkeyboard frame: height 336 (was height 0)\n", file: "h.log", device: phone)
        #expect(log.posts.map(\.line) == [3])
        #expect(frame(log, 0)?.height == 336)
        #expect {
            try LogImporter.parse("keyboardHeight = 1200\n", file: "tall.log", device: phone)
        } throws: { error in
            "\(error)".contains("tall.log:1: a keyboard 1200 points high is taller than the iPhone 16 Pro's 874-point screen")
        }
        #expect(throws: LogImportError.self) { try LogImporter.parse("rowHeight = 44\n", file: "rows.log", device: phone) }
    }

    @Test("a userInfo cut after an entry and its separator, before its close, is read and said so; one cut inside an entry is not")
    func cutBeforeClose() throws {
        let cut = """
            /*
             UIKeyboardWillChangeFrameNotification; userInfo = {
             UIKeyboardAnimationCurveUserInfoKey = 7;
             UIKeyboardAnimationDurationUserInfoKey = "0.25";
             UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 926}, {428, 346}}";
             UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 580}, {428, 346}}";

             */
            NSConcreteNotification 0x6000 {name = UIKeyboardDidShowNotification; object = nil; userInfo = {
                UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 580}, {428, 346}}";
            }}
            """
        let log = try LogImporter.parse(cut, file: "cut.log")
        #expect(log.posts.map(\.notification.name) == ["UIKeyboardWillChangeFrameNotification", "UIKeyboardDidShowNotification"])
        #expect(log.posts[0].notification.userInfo.entries.count == 4)
        #expect(
            log.findings.contains(
                "line 2: the userInfo is cut before its closing brace; read its 4 entries (to line 6), the paste having ended after a complete one"
            ))
        // Cut inside the next key: refused, and said so.
        do {
            _ = try LogImporter.parse(
                "UIKeyboardWillShowNotification; userInfo = {\n UIKeyboardAnimationCurveUserInfoKey = 7;\n UIKeyboardFrameBeginUserInfo",
                file: "key.log")
            Issue.record("a paste cut inside a key was imported")
        } catch {
            #expect(error.description.contains("the userInfo is cut inside an entry, at UIKeyboardFrameBeginUserInfo"))
        }
        // Cut inside an entry (no separator after the last value): nothing says the value is whole.
        #expect(throws: LogImportError.self) {
            try LogImporter.parse(
                "UIKeyboardWillShowNotification; userInfo = {\n UIKeyboardAnimationCurveUserInfoKey = 7;\n UIKeyboardFrameEndUserInfoKey = \"NSRect: {{0, 580}, {428",
                file: "mid.log")
        }
    }

    @Test(
        "a React Native event written as JavaScript (bare keys, single quotes, trailing commas), commented out in code: read, and its missing isEventFromThisApp says nothing of the iOS version"
    )
    func javaScriptObjectLiteral() throws {
        // As an app's source keeps a logged event beside its handler, and as Chrome's or Hermes'
        // console prints an object: JavaScript, not JSON.
        let commented = """
            _keyboardDidShow(e) {
                // e = {
                //     duration: 250,
                //     easing: 'keyboard',
                //     endCoordinates: { height: 336, screenX: 0, screenY: 516, width: 393, },
                //     startCoordinates: { height: 336, screenX: 0, screenY: 852, width: 393, },
                // }
            }
            """
        let log = try LogImporter.parse(commented, file: "component.js")
        #expect(log.posts.map(\.notification.name) == ["UIKeyboardWillShowNotification"], "named by its frames: up")
        #expect(log.posts[0].notification.userInfo.endFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(log.posts[0].notification.userInfo.beginFrame == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(log.posts[0].notification.userInfo.animationDuration == 0.25)
        #expect(log.posts[0].notification.userInfo.animationCurve == 7)
        #expect(log.findings.contains { $0.contains("written as JavaScript, not JSON") })
        #expect(
            !log.findings.contains { $0.contains("without UIKeyboardIsLocalUserInfoKey") },
            "a translated event's missing key is no evidence of iOS 8")
        #expect(log.device.id == "iphone-16")
        // One line, named before it, as a console prints it.
        let console = try LogImporter.parse(
            "keyboardWillHide {duration: 250, easing: 'easeInEaseOut', endCoordinates: {height: 336, screenX: 0, screenY: 852, width: 393}}",
            file: "console.log")
        #expect(console.posts.map(\.notification.name) == ["UIKeyboardWillHideNotification"])
        #expect(console.posts[0].notification.userInfo.animationCurve == 0)
        let quotedKeys = try LogImporter.parse(
            "keyboardDidShow {'endCoordinates': {'height': 336, 'screenX': 0, 'screenY': 516, 'width': 393}, 'duration': 250}",
            file: "quoted.log")
        #expect(quotedKeys.posts.map(\.notification.name) == ["UIKeyboardDidShowNotification"])
        // A brace inside a single-quoted string does not end the object.
        let braceInString = try LogImporter.parse(
            "keyboardWillShow {endCoordinates: {height: 336, screenX: 0, screenY: 516, width: 393}, note: 'a } here'}",
            file: "brace.log")
        #expect(braceInString.posts.first?.notification.userInfo.endFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        // Strings are kept as they are: a key-like word, a brace or a comma inside one; a double
        // quote inside a single-quoted string is escaped.
        #expect(
            LogScanner.jsonFromJavaScript(#"{a: 'it\'s "x", {b: 1,}', c: "d: e", f: [1, 2,], g: true,}"#)
                == #"{"a": "it's \"x\", {b: 1,}", "c": "d: e", "f": [1, 2], "g": true}"#)
        #expect((try? LocatedJSONParser.parse(LogScanner.jsonFromJavaScript(#"{a: 'it\'s "x"', b: 'c\nd'}"#))) != nil)
    }

    @Test("a React Native event as the JavaScript console prints it (Object { … }, trailing commas), named on its line or the line above")
    func consoleObject() throws {
        let oneLine = try LogImporter.parse(
            #"keyboardDidHide Object {"duration": 250, "easing": "keyboard", "endCoordinates": Object {"height": 301, "screenX": 0, "screenY": 896, "width": 414,}, "startCoordinates": Object {"height": 301, "screenX": 0, "screenY": 595, "width": 414,},}"#,
            file: "console.log")
        #expect(oneLine.posts.map(\.notification.name) == ["UIKeyboardDidHideNotification"])
        #expect(oneLine.posts[0].notification.userInfo.endFrame == CGRect(x: 0, y: 896, width: 414, height: 301))
        #expect(oneLine.findings.contains { $0.contains("written as JavaScript, not JSON") })
        // A string holding "Object {" or ",}" is kept as it is.
        #expect(
            LogScanner.jsonFromJavaScript(#"Object {"a": "Object {,}", "b": Array [1, 2,],}"#) == #"{"a": "Object {,}", "b": [1, 2]}"#)
        // The name alone on the line above; a name two lines up is not the event's.
        let above = try LogImporter.parse(
            "keyboardWillShow\nObject {\n  \"endCoordinates\": Object {\"height\": 301, \"screenX\": 0, \"screenY\": 595, \"width\": 414,},\n}\n",
            file: "above.log", device: .iPhone11)
        #expect(above.posts.map(\.notification.name) == ["UIKeyboardWillShowNotification"])
        // Code above that names another event is not the event's name: its frames name it.
        let code = try LogImporter.parse(
            "Keyboard.addListener('keyboardDidHide', onHide)\nObject {\"endCoordinates\": Object {\"height\": 301, \"screenX\": 0, \"screenY\": 595, \"width\": 414,}, \"startCoordinates\": Object {\"height\": 301, \"screenX\": 0, \"screenY\": 896, \"width\": 414,},}\n",
            file: "code.log", device: .iPhone11)
        #expect(code.posts.map(\.notification.name) == ["UIKeyboardWillShowNotification"])
        #expect(throws: LogImportError.self) {
            try LogImporter.parse(
                "keyboardWillShow\n\nObject {\n  \"endCoordinates\": Object {\"height\": 301, \"screenX\": 0, \"screenY\": 595, \"width\": 414,},\n}\n",
                file: "far.log", device: .iPhone11)
        }
    }
}
