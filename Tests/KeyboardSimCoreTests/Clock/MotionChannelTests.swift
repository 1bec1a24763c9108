import Testing

@testable import KeyboardSimCore

@MainActor @Suite("MotionChannel")
struct MotionChannelTests {
    @Test("every listener hears each announcement, in the order it listened")
    func listenersHearInOrder() {
        let motion = MotionChannel()
        var heard: [String] = []
        motion.listen { heard.append("recorder \($0.nanoseconds)") }
        motion.listen { heard.append("follower \($0.nanoseconds)") }
        motion.announce(until: .seconds(0.25))
        motion.announce(until: .zero)
        #expect(heard == ["recorder 250000000", "follower 250000000", "recorder 0", "follower 0"])
    }

    @Test("the keyboard, a block's animations and a scroll announce on the simulation's one channel")
    func everyMoverAnnounces() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let controller = UIViewController()
        let field = UITextField()
        controller.view.addSubview(field)
        sim.window.rootViewController = controller
        sim.advance(by: .zero)
        var ends: [SimulationInstant] = []
        sim.window.animations.motion.listen { ends.append($0) }
        field.becomeFirstResponder()
        sim.advance(by: .zero)
        #expect(!ends.isEmpty, "the keyboard's show is announced")
        let afterShow = ends.count
        sim.perform { UIView.animate(withDuration: 0.3) { field.frame.origin.y = 100 } }
        #expect(ends.count == afterShow + 1, "a block that animates announces once")
        #expect(ends.last == sim.clock.now + .seconds(0.3))
    }
}
