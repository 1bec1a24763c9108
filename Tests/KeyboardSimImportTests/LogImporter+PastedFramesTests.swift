import Foundation
import Testing
@testable import KeyboardSim
@testable import KeyboardSimImport
@testable import KeyboardSimCore

/// Pastes that hold keyboard frames without a notification or a userInfo around them, in the
/// shapes public threads and code have them (`Tests/Fixtures/Import/Shapes/`, each naming its
/// source on its first lines): a keyboard library's debug block, frames kept in code comments
/// behind labels in the writer's language, `NSRect`s under their keys, React Native events with
/// fields beyond the event's, Flutter's viewInsets, and a Swift userInfo kept in an escaped
/// string. One test per shape; what each reading rests on is a finding.
@MainActor @Suite("Importing pasted frames")
struct LogImporterPastedFramesTests {
    nonisolated static let shapes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Import/Shapes")

    private func fixture(_ name: String, device: Device? = nil) throws -> ImportedLog {
        let path = Self.shapes.appendingPathComponent(name).path
        return try LogImporter.parse(try String(contentsOfFile: path, encoding: .utf8), file: name, device: device)
    }

    private func names(_ log: ImportedLog) -> [String] {
        log.posts.map { String($0.notification.name.dropFirst("UIKeyboard".count).dropLast("Notification".count)) }
    }

    private func frame(_ log: ImportedLog, _ index: Int, _ key: String = UIResponder.keyboardFrameEndUserInfoKey) -> CGRect? {
        if case .rect(let rect)? = log.posts[index].notification.userInfo[key] { rect } else { nil }
    }

    @Test("every shape fixture names its public source (a URL, or the search that finds it) in its first lines")
    func sourcesStated() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.shapes.path).filter { $0.hasSuffix(".log") }.sorted()
        #expect(files.count == 8)
        for file in files {
            let text = try String(contentsOfFile: Self.shapes.appendingPathComponent(file).path, encoding: .utf8)
            let header = text.split(separator: "\n").prefix { $0.hasPrefix("# ") }.joined(separator: " ")
            #expect(text.hasPrefix("# Written by us in the shape "), "\(file)")
            #expect(header.contains("http") || header.contains("a search for the exact text"), "\(file)")
            #expect(header.contains("Our numbers") || header.contains("Our labels and numbers"), "\(file)")
        }
    }

    @Test("a keyboard library's debug block: the name heads it, the begin and end frames are Swift CGRect prints inside Optional")
    func debugBlock() throws {
        let log = try fixture("debug-block-cgrect.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.posts.map(\.line) == [9, 16])
        #expect(frame(log, 0, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(frame(log, 0) == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(frame(log, 1) == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(log.device.portraitSize == CGSize(width: 393, height: 852))
        #expect(
            log.findings.contains(
                "line 9: a begin frame labelled \"beginFrame\" and an end frame labelled \"endFrame\" (begin is a word for begin (English) and end is a word for end (English)), printed as a Swift CGRect print (x, y, width, height), read as one notification's frames: named by the mention of UIKeyboardWillShowNotification on line 5; duration 0.25 s from \"animationDuration\" on line 8; curve 7 from \"animationCure\" on line 7 (UIView.AnimationOptions' raw value 458752: its curve is the bits from 16 on)"
            ))
        // The block's duration and curve, as the userInfo's.
        for index in 0..<2 {
            #expect(log.posts[index].notification.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] == .number(0.25))
            #expect(log.posts[index].notification.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] == .integer(7))
        }
    }

    @Test("a debug block whose duration and curve follow its end frame: each belongs to the frame above it, and is said")
    func debugBlockDurations() throws {
        let log = try fixture("debug-block-duration.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.posts.map(\.line) == [6, 9])
        #expect(frame(log, 0) == CGRect(x: 0, y: 407, width: 375, height: 260))
        let info = log.posts.map(\.notification.userInfo)
        #expect(info[0][UIResponder.keyboardAnimationDurationUserInfoKey] == .number(0.25))
        #expect(info[0][UIResponder.keyboardAnimationCurveUserInfoKey] == .integer(7))
        #expect(info[1][UIResponder.keyboardAnimationDurationUserInfoKey] == .number(0.2))
        #expect(info[1][UIResponder.keyboardAnimationCurveUserInfoKey] == .integer(3))
        #expect(
            log.findings.contains {
                $0.hasPrefix("line 6:")
                    && $0.hasSuffix(
                        "; duration 0.25 s from \"Duration\" on line 7; curve 7 from \"Animation Curve\" on line 8 (UIView.AnimationOptions' raw value 458752: its curve is the bits from 16 on)"
                    )
            }, "\(log.findings)")
    }

    @Test(
        "a duration or curve the block prints in another form: seconds as a number, a curve as UIView.AnimationCurve or its raw value; nothing else is taken"
    )
    func durationForms() throws {
        let text = """
            keyboardWillShow
              duration = 0.35
              curve: UIViewAnimationCurve(rawValue: 7)
              endFrame: (0.0, 516.0, 393.0, 336.0)
            keyboardWillHide
              animateWithDuration:duration
              animationCurve: 2
              endFrame: (0.0, 852.0, 393.0, 336.0)
            """
        let log = try LogImporter.parse(text, file: "forms.log", device: nil)
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.posts[0].notification.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] == .number(0.35))
        #expect(log.posts[0].notification.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] == .integer(7))
        #expect(
            log.posts[1].notification.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] == nil,
            "a code line is no printed duration")
        #expect(log.posts[1].notification.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] == .integer(2))
    }

    @Test("LLDB's CGRect prints, under po in a comment and in an (lldb) session: a show and a hide, each stated")
    func lldbPrints() throws {
        let log = try fixture("lldb-cgrect.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.posts.map(\.line) == [6, 10])
        #expect(frame(log, 0) == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(frame(log, 1) == CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect(log.device.portraitSize == CGSize(width: 375, height: 667))
        #expect(
            log.findings.contains(
                "line 6: a frame printed as LLDB's CGRect print (origin = (x = …, y = …), size = (width = …, height = …)) labelled \"po endFrame when the keyboard is shown\": shown is a word for show (English): read as a willShow"
            ))
        #expect(
            log.findings.contains { $0.hasPrefix("line 10:") && $0.contains("labelled \"endFrame\"") },
            "LLDB's type is no part of the label")
    }

    @Test("an LLDB print that is not a keyboard's rectangle, or is cut short, is not read as a frame")
    func lldbNotAFrame() throws {
        let text = """
            (CGSize) size = (width = 375, height = 260)
            (CGRect) $R1 = (origin = (x = 0, y = 407), size = (width = 375
            (CGRect) $R2 = (origin = (x = 0, y = 407), size = (width = 0, height = 260))
            """
        #expect(throws: LogImportError.self) { try LogImporter.parse(text, file: "lldb.log", device: nil) }
    }

    @Test("frames kept in a code comment behind Chinese labels: 弹出 a show, 收起 a hide, each said")
    func chineseLabels() throws {
        let log = try fixture("comment-labels-zh.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(frame(log, 0) == CGRect(x: 0, y: 315, width: 320, height: 253))
        #expect(frame(log, 1) == CGRect(x: 0, y: 568, width: 320, height: 253))
        #expect(log.device.portraitSize == CGSize(width: 320, height: 568))
        #expect(
            log.findings.contains(
                "line 5: a frame printed as a Swift CGRect print (x, y, width, height) labelled \"键盘弹出\": 弹出 is a word for show (Chinese): read as a willShow"
            ))
        #expect(log.findings.contains { $0.hasPrefix("line 6:") && $0.contains("收起 is a word for hide (Chinese): read as a willHide") })
    }

    @Test("NSRect prints under their keys in a block comment: each begin–end pair one notification, named by how it moves")
    func nsRectUnderKeys() throws {
        let log = try fixture("comment-nsrect-keys.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.posts.map(\.line) == [6, 9])
        #expect(frame(log, 0, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 667, width: 375, height: 260))
        #expect(frame(log, 0) == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(
            log.findings.contains {
                $0.hasPrefix("line 6: a begin frame labelled \"UIKeyboardFrameBeginUserInfoKey\"")
                    && $0.contains("its frames move the keyboard up (y 667 → 407)")
            })
    }

    @Test(
        "labels in eight languages: show and hide words name the notification, begin and end words pair the frames",
        arguments: [
            ("keyboard shown", "keyboard hidden", "English"), ("teclado mostrado", "teclado oculto", "Spanish"),
            ("clavier affiché", "clavier masqué", "French"), ("Tastatur eingeblendet", "Tastatur ausgeblendet", "German"),
            ("teclado exibido", "teclado fechado", "Portuguese"), ("键盘显示", "键盘隐藏", "Chinese"),
            ("キーボード表示", "キーボード非表示", "Japanese"), ("клавиатура показана", "клавиатура скрыта", "Russian"),
        ])
    func languages(shown: String, hidden: String, language: String) throws {
        let log = try LogImporter.parse(
            "// \(shown): (0.0, 516.0, 393.0, 336.0)\n// \(hidden): (0.0, 852.0, 393.0, 336.0)\n", file: "\(language).log")
        #expect(names(log) == ["WillShow", "WillHide"], "\(language)")
        #expect(log.findings.contains { $0.hasPrefix("line 1:") && $0.contains("a word for show (\(language)") }, "\(language)")
        #expect(log.findings.contains { $0.hasPrefix("line 2:") && $0.contains("a word for hide (\(language)") }, "\(language)")
    }

    @Test(
        "begin and end words in each language pair two frames into one notification",
        arguments: [
            ("begin", "end"), ("inicio", "fin"), ("début", "fin"), ("Anfang", "Ende"), ("início", "fim"), ("开始", "结束"),
            ("開始", "終了"), ("начало", "конец"),
        ])
    func beginEndWords(begin: String, end: String) throws {
        let log = try LogImporter.parse(
            "keyboardWillShow\n  \(begin): {{0, 852}, {393, 336}}\n  \(end): {{0, 516}, {393, 336}}\n", file: "words.log")
        #expect(names(log) == ["WillShow"], "\(begin)")
        #expect(frame(log, 0, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 852, width: 393, height: 336), "\(begin)")
        #expect(frame(log, 0) == CGRect(x: 0, y: 516, width: 393, height: 336), "\(end)")
    }

    @Test("a label not recognised: the frame's place against the screen decides, and the finding says the label was not read")
    func unknownLabel() throws {
        let log = try LogImporter.parse(
            """
            teclat A: CGRect(x: 0, y: 516, width: 393, height: 336)
            teclat B: CGRect(x: 0, y: 852, width: 393, height: 336)
            """, file: "catalan.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(
            log.findings.contains(
                "line 1: a frame printed as CGRect(x:, y:, width:, height:) labelled \"teclat A\" (not a word for show, hide, begin or end in the languages read: English, Spanish, French, German, Portuguese, Chinese, Japanese, Russian): it rests on the bottom edge of a 393×852 screen (y 516 + height 336 = 852), the keyboard shown: read as a willShow's end frame"
            ))
        #expect(
            log.findings.contains {
                $0.hasPrefix("line 2:") && $0.contains("it waits below the bottom edge of a 393×852 screen (y 852), the keyboard hidden")
            })
        // With --device, its screen decides.
        let given = try LogImporter.parse("{{0, 407}, {375, 260}}\n", file: "bare.log", device: Device.named("iphone-se-3"))
        #expect(names(given) == ["WillShow"])
        #expect(
            given.findings.contains {
                $0.contains("with no label: it rests on the bottom edge of the iPhone SE (3rd generation)'s 375×667 screen")
            })
    }

    @Test("a frame after a name with begin and end words on its line is the begin and the end frame, not an end frame alone")
    func labelledAfterName() throws {
        let log = try LogImporter.parse(
            "keyboardWillShow from (0.0, 852.0, 393.0, 336.0) to (0.0, 516.0, 393.0, 336.0)\n", file: "line.log")
        #expect(frame(log, 0, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 852, width: 393, height: 336))
        #expect(frame(log, 0) == CGRect(x: 0, y: 516, width: 393, height: 336))
        // Unlabelled, as before: the end frame alone.
        let plain = try LogImporter.parse("keyboardWillShow (0.0, 516.0, 393.0, 336.0)\n", file: "plain.log")
        #expect(plain.posts[0].notification.userInfo.entries.count == 1)
    }

    @Test("a React Native event whose first fields are an app's own: read, and the fields beyond the event's named")
    func reactNativeExtraFields() throws {
        let log = try fixture("react-native-extra-fields.log")
        #expect(names(log) == ["DidShow"])
        #expect(frame(log, 0) == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(frame(log, 0, UIResponder.keyboardFrameBeginUserInfoKey) == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(log.posts[0].notification.userInfo.animationDuration == 0.25)
        #expect(log.findings.contains { $0.hasSuffix("fields beyond React Native's KeyboardEvent ignored: appState, capturedAt") })
    }

    @Test("Flutter's viewInsets: the screen from MediaQueryData, each animation's steps one change, and both said")
    func flutterViewInsets() throws {
        let log = try fixture("flutter-view-insets.log")
        #expect(names(log) == ["WillShow", "WillHide"])
        #expect(log.posts.map(\.line) == [9, 13])
        #expect(frame(log, 0) == CGRect(x: 0, y: 508, width: 390, height: 336))
        #expect(frame(log, 1) == CGRect(x: 0, y: 844, width: 390, height: 336))
        #expect(log.device.portraitSize == CGSize(width: 390, height: 844))
        #expect(
            log.findings.contains(
                "lines 6–9: viewInsets printed as the keyboard moved (each a step of one animation): read as one change, to the last"))
        #expect(
            log.findings.contains(
                "lines 11–13: viewInsets printed as the keyboard moved (each a step of one animation): read as one change, to the last"))
        #expect(
            log.findings.contains(
                "line 9: Flutter's viewInsets with bottom 336 (the keyboard's height over the screen's bottom edge): read as a willShow with that end frame at the bottom of the 390×844 screen its MediaQueryData prints"
            ))
        // Without a MediaQueryData print, --device says the screen; without either, refused saying so.
        let bare = "flutter: EdgeInsets(0.0, 0.0, 0.0, 336.0)\nflutter: EdgeInsets.zero\n"
        let refused = #expect(throws: LogImportError.self) { try LogImporter.parse(bare, file: "bare.log") }
        #expect(refused?.summary?.hasPrefix("2 Flutter viewInsets prints (lines 1–2) and no MediaQueryData(size: …)") == true)
        let given = try LogImporter.parse(bare, file: "bare.log", device: Device.named("iphone-16"))
        #expect(names(given) == ["WillShow", "WillHide"])
        #expect(frame(given, 0) == CGRect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test("a Swift userInfo kept in an escaped string (\\\"), in a code comment: unescaped, and named by the mention above it")
    func escapedSwiftUserInfo() throws {
        let log = try fixture("escaped-swift-userinfo.log")
        #expect(names(log) == ["DidChangeFrame"])
        #expect(frame(log, 0) == CGRect(x: 0, y: 550, width: 414, height: 346))
        #expect(log.posts[0].notification.userInfo.animationCurve == 7)
        #expect(log.device.portraitSize == CGSize(width: 414, height: 896))
        #expect(log.findings.contains { $0.hasPrefix("the paste is a print inside an escaped string") })
        #expect(
            log.findings.contains(
                "line 5: no notification printed with this userInfo; took UIKeyboardDidChangeFrameNotification from the mention on line 4"))
    }

    @Test(
        "frames that are no keyboard's are left alone: a bounds rectangle at the origin, four whole numbers in brackets; a begin frame with no end frame is left out, and said"
    )
    func notFrames() throws {
        #expect(throws: LogImportError.self) {
            try LogImporter.parse("bounds = {{0, 0}, {375, 667}}\nitems (1, 2, 3, 4)\n", file: "bounds.log")
        }
        let log = try LogImporter.parse(
            "begin: (0.0, 852.0, 393.0, 336.0)\n\n\n\n\nshown: (0.0, 516.0, 393.0, 336.0)\n", file: "lonely.log")
        #expect(names(log) == ["WillShow"])
        #expect(log.findings.contains { $0.hasPrefix("line 1: a begin frame") && $0.hasSuffix("left out") })
    }
}
