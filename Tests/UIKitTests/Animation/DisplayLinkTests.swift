import KeyboardSim
import Testing
import UIKit

/// `CADisplayLink` on the simulation's display: its target called at each frame of the virtual
/// clock, its timestamps, its preferred rate, pausing, invalidation, and the target it retains, as
/// Apple's documentation of `CADisplayLink` describes them.
@MainActor @Suite("CADisplayLink follows the simulated display")
struct DisplayLinkTests {
    /// A view controller stepping an animation with a display link, as apps do.
    @MainActor final class Stepper {
        var timestamps: [CFTimeInterval] = []
        var targets: [CFTimeInterval] = []
        var calls = 0

        func step(_ link: CADisplayLink) {
            timestamps.append(link.timestamp)
            targets.append(link.targetTimestamp)
        }

        func tick() { calls += 1 }
    }

    @Test("a link added to the main run loop calls its target at each 60 Hz frame, with the frame's timestamps")
    func everyFrame() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let stepper = Stepper()
        let link = CADisplayLink(target: stepper, selector: Stepper.step)
        #expect(link.timestamp == 0, "no frame yet")
        link.add(to: .main, forMode: .common)
        #expect(abs(link.targetTimestamp - 1.0 / 60) < 1e-9, "the first call is the next frame")
        sim.advance(by: .milliseconds(100))
        #expect(stepper.timestamps.count == 6)
        for (index, time) in stepper.timestamps.enumerated() {
            #expect(abs(time - Double(index + 1) / 60) < 1e-9)
            #expect(abs(stepper.targets[index] - Double(index + 2) / 60) < 1e-9)
        }
        #expect(abs(link.duration - 1.0 / 60) < 1e-12)
        #expect(abs(CACurrentMediaTime() - 0.1) < 1e-9, "media time is the simulation's clock")
        link.invalidate()
    }

    @Test("a 120 Hz display calls twice as often; a preferred 30 Hz rate every fourth frame")
    func rates() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17, framesPerSecond: 120)
        let fast = Stepper()
        let slow = Stepper()
        let fastLink = CADisplayLink(target: fast, selector: Stepper.tick)
        let slowLink = CADisplayLink(target: slow, selector: Stepper.tick)
        slowLink.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 30, preferred: 30)
        fastLink.add(to: .main, forMode: .default)
        slowLink.add(to: .main, forMode: .default)
        sim.advance(by: .milliseconds(100))
        #expect(fast.calls == 12)
        #expect(slow.calls == 3)
        #expect(abs(fastLink.duration - 1.0 / 120) < 1e-12)
        fastLink.invalidate()
        slowLink.invalidate()
    }

    @Test("pausing stops the calls; removing from the run loop stops them until it is added again")
    func pauseAndRemove() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let stepper = Stepper()
        let link = CADisplayLink(target: stepper, selector: Stepper.tick)
        link.add(to: .main, forMode: .common)
        sim.advance(by: .milliseconds(50))
        #expect(stepper.calls == 3)
        link.isPaused = true
        sim.advance(by: .milliseconds(50))
        #expect(stepper.calls == 3)
        link.isPaused = false
        link.remove(from: .main, forMode: .common)
        sim.advance(by: .milliseconds(50))
        #expect(stepper.calls == 3)
        link.add(to: .main, forMode: .common)
        sim.advance(by: .milliseconds(50))
        #expect(stepper.calls == 6)
        link.invalidate()
    }

    @Test("the link retains its target until invalidated, and the run loop retains the link")
    func retention() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        weak var weakTarget: Stepper?
        weak var weakLink: CADisplayLink?
        do {
            let stepper = Stepper()
            weakTarget = stepper
            let link = CADisplayLink(target: stepper, selector: Stepper.tick)
            weakLink = link
            link.add(to: .main, forMode: .common)
        }
        sim.advance(by: .milliseconds(50))
        #expect(weakTarget?.calls == 3, "the target is alive and called though nothing else holds it")
        weakLink?.invalidate()
        #expect(weakTarget == nil, "invalidating lets go of the target")
        #expect(weakLink == nil, "and the run loop lets go of the link")
    }

    @Test("a selector made from a name alone is said in the trace at the first frame, once")
    func nameOnlySelector() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let stepper = Stepper()
        let link = CADisplayLink(target: stepper, selector: Selector("step:"))
        link.add(to: .main, forMode: .common)
        sim.advance(by: .milliseconds(50))
        #expect(sim.diagnostics.filter { $0.hasPrefix("CADisplayLink: selector \"step:\" was made from a name alone") }.count == 1)
        link.invalidate()
    }

    @Test("the screen's display link is a CADisplayLink for its target")
    func screenDisplayLink() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let stepper = Stepper()
        let link = sim.screen.displayLink(withTarget: stepper, selector: Stepper.step)
        link?.add(to: .main, forMode: .common)
        sim.advance(by: .milliseconds(20))
        #expect(stepper.timestamps.count == 1)
        link?.invalidate()
    }
}

/// The screen's display values beside its bounds: what Apple documents, from the device.
@MainActor @Suite("UIScreen's display")
struct ScreenDisplayTests {
    @Test("native bounds are the portrait screen in pixels whatever the orientation; the mode is its size")
    func nativeBounds() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(sim.screen.nativeBounds == CGRect(x: 0, y: 0, width: 750, height: 1334))
        sim.rotate(to: .landscapeLeft)
        sim.advance(by: .seconds(1))
        #expect(sim.screen.bounds.size == CGSize(width: 667, height: 375))
        #expect(sim.screen.nativeBounds == CGRect(x: 0, y: 0, width: 750, height: 1334))
        #expect(sim.screen.nativeScale == 2)
        #expect(sim.screen.currentMode?.size == CGSize(width: 750, height: 1334))
        #expect(UIScreen.screens == [sim.screen])
        #expect(sim.screen.mirrored == nil)
    }

    @Test("brightness is kept between 0 and 1")
    func brightness() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        #expect(sim.screen.brightness == 0.5)
        sim.screen.brightness = 1.4
        #expect(sim.screen.brightness == 1)
        sim.screen.brightness = -1
        #expect(sim.screen.brightness == 0)
    }
}
