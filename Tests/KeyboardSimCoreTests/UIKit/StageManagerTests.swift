import Foundation
import KeyboardSimTestSupport
import Testing
import KeyboardSimCore

// Stage Manager (iPadOS 16+): the keyboard sits at the bottom of the screen, not of the app's
// window, and its frames are in screen coordinates; only their intersection with the window
// matters (Apple's documentation of keyboardFrameEndUserInfoKey: "convert from screen
// coordinates", and WWDC23 session 10281).

@MainActor @Suite("Stage Manager: a window smaller than the screen")
struct StageManagerTests {
    /// An iPad (10th generation), 820 × 1180 in portrait: its keyboard with the predictive bar is
    /// 320 tall, its top at y = 860 on the screen.
    static let window = CGRect(x: 60, y: 200, width: 700, height: 720)

    private func shown(in window: CGRect?) throws -> (Simulation, FormController, CGRect) {
        let (sim, _, form) = makeFormSimulation(device: .iPad10, profile: try #require(BehaviorProfile.iOS(17)))
        sim.placeWindow(window)
        form.nameField.becomeFirstResponder()
        sim.advance(by: .seconds(1))
        let end = try #require(sim.keyboardNotifications.first { $0.name == "WillShow" }?.userInfo.endFrame)
        return (sim, form, end)
    }

    @Test(
        "the keyboard stays at the screen's bottom; converting its frame from the screen's space is right, from nil (the window's) is off by the window's origin"
    )
    func conversions() throws {
        let (sim, form, end) = try shown(in: Self.window)
        #expect(end == CGRect(x: 0, y: 860, width: 820, height: 320), "screen coordinates, as without Stage Manager")
        #expect(sim.window.frame == Self.window)
        #expect(sim.window.bounds == CGRect(x: 0, y: 0, width: 700, height: 720))
        let view = form.view!
        let fromScreen = view.convert(end, from: sim.screen.coordinateSpace)
        #expect(fromScreen == CGRect(x: -60, y: 660, width: 820, height: 320))
        #expect(view.convert(end, from: nil) == CGRect(x: 0, y: 860, width: 820, height: 320))
        // What a handler must use: the part of the keyboard over its view, 60 points.
        #expect(view.bounds.intersection(fromScreen).height == 60)
        #expect(view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: sim.screen.coordinateSpace).origin == CGPoint(x: 60, y: 200))
        #expect(sim.screen.convert(CGPoint(x: 60, y: 200), to: view) == .zero)
    }

    @Test("the keyboard layout guide covers the part of the keyboard over the window, and none when the window ends above it")
    func keyboardLayoutGuide() throws {
        let (sim, form, _) = try shown(in: Self.window)
        let view = form.view!
        let guide = view.keyboardLayoutGuide
        sim.window.layoutIfNeeded()
        #expect(guide.layoutFrame.minY == 660 && guide.layoutFrame.height == 60)
        sim.placeWindow(CGRect(x: 60, y: 40, width: 700, height: 700))
        sim.advance(by: .seconds(1))
        #expect(guide.layoutFrame.height == view.safeAreaInsets.bottom, "the window ends at 740, above the keyboard at 860")
        #expect(view.safeAreaInsets.bottom == 0, "a window above the screen's bottom margin has no bottom inset")
    }

    @Test("a layout guide the app pins to its view's edges reports its frame in the view's coordinates, wherever the window is")
    func plainGuide() throws {
        let (sim, form, _) = try shown(in: Self.window)
        let view = form.view!
        let guide = UILayoutGuide()
        view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
            guide.widthAnchor.constraint(equalToConstant: 100), guide.heightAnchor.constraint(equalToConstant: 50),
        ])
        sim.window.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("the trace: a window record, then frames in screen coordinates; nil gives the whole screen back")
    func trace() throws {
        let (sim, _, _) = try shown(in: Self.window)
        let windows = sim.trace.compactMap { record -> CGRect? in if case .window(let frame) = record.event { frame } else { nil } }
        #expect(windows == [Self.window])
        let frames = sim.trace.compactMap { record -> [NamedFrame]? in
            if case .frame(_, _, let views, _) = record.event { views } else { nil }
        }
        let field = try #require(frames.last?.first { $0.name == "nameField" })
        #expect(field.frame.minX >= Self.window.minX && field.frame.minY >= Self.window.minY, "\(field.frame)")
        sim.placeWindow(nil)
        #expect(sim.window.frame == sim.screen.bounds && sim.screen.windowOrigin == .zero)
        #expect(sim.trace.last.map { "\($0.event)" } == "\(TraceRecord.Event.window(frame: sim.screen.bounds))")
    }

    @Test("a rotation gives the window the whole screen again, and says so")
    func rotation() throws {
        let (sim, _, _) = try shown(in: Self.window)
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        #expect(sim.window.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(
            sim.trace.contains {
                if case .window(let frame) = $0.event { frame == CGRect(x: 0, y: 0, width: 1180, height: 820) } else { false }
            })
    }

    @Test(
        "where a window cannot be placed, and why",
        arguments: [
            ("iphone-se-3", 17, CGRect(x: 0, y: 0, width: 375, height: 667), "Stage Manager windows are iPad's"),
            ("ipad-10", 15, CGRect(x: 0, y: 0, width: 400, height: 400), "Stage Manager came with iPadOS 16"),
            ("ipad-10", 17, CGRect(x: 500, y: 0, width: 400, height: 400), "inside the 820 × 1180-point screen"),
            ("ipad-10", 17, CGRect(x: 0, y: 0, width: 300, height: 400), "at least 320 points"),
        ])
    func refused(device: String, major: Int, frame: CGRect, reason: String) throws {
        let device = try #require(Device.named(device))
        let problem = Simulation.windowPlacementProblem(
            frame, device: device, profile: try #require(BehaviorProfile.iOS(major)),
            screen: CGRect(origin: .zero, size: device.screenSize(in: .portrait)))
        #expect(problem?.contains(reason) == true, "\(problem ?? "nil")")
    }
}
