import Foundation
import KeyboardSim
import Testing
import UIKit

/// Records its appearance callbacks.
private final class AppearanceRecorder: UIViewController {
    var events: [String] = []
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("willDisappear")
    }
}

@MainActor
@Suite("UIModalPresentationStyle: UIKit's raw values, and every style presented as one of three kinds")
struct PresentationStylesTests {
    @Test("the raw values are UIKit's (UIModalPresentationStyle is an Int enumeration from Objective-C)")
    func rawValues() {
        let expected: [(UIModalPresentationStyle, Int)] = [
            (.automatic, -2), (.none, -1), (.fullScreen, 0), (.pageSheet, 1), (.formSheet, 2), (.currentContext, 3),
            (.custom, 4), (.overFullScreen, 5), (.overCurrentContext, 6), (.popover, 7),
        ]
        for (style, raw) in expected {
            #expect(style.rawValue == raw)
            #expect(UIModalPresentationStyle(rawValue: raw) == style)
        }
        #expect(UIModalPresentationStyle.allCases.count == expected.count)
    }

    @Test(
        "covering styles make the presenter disappear; over styles keep it; a popover on an iPhone is a sheet",
        arguments: [
            (UIModalPresentationStyle.fullScreen, true, false),
            (.currentContext, true, false),
            (.overFullScreen, false, false),
            (.overCurrentContext, false, false),
            (.custom, false, false),
            (.popover, false, true),
            (.formSheet, false, true),
        ])
    func kinds(style: UIModalPresentationStyle, presenterDisappears: Bool, isSheet: Bool) {
        let sim = Simulation(device: .iPhone16, profile: .iOS17)
        let root = AppearanceRecorder()
        sim.window.rootViewController = root
        sim.advance(by: .milliseconds(100))
        let presented = UIViewController()
        presented.modalPresentationStyle = style
        root.present(presented, animated: true)
        sim.advance(by: .seconds(1))
        #expect(root.events == (presenterDisappears ? ["willDisappear"] : []))
        // Apple's page on sheetPresentationController: nil for a style other than a page or form sheet.
        #expect((presented.sheetPresentationController != nil) == (isSheet && style != .popover))
        if isSheet {
            #expect(presented.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783))
        } else {
            #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        }
        #expect(sim.diagnostics == [])
    }
}
