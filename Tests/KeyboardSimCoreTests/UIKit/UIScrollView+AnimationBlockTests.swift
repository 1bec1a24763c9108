import Foundation
import Testing
@testable import KeyboardSimCore

@MainActor @Suite("UIScrollView inside an animation block, and contentInset moving an offset back into range")
struct UIScrollViewAnimationBlockTests {
    private func scrollView(in sim: Simulation) -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        scrollView.contentInsetAdjustmentBehavior = .never
        sim.window.addSubview(scrollView)
        return scrollView
    }

    @Test("an offset set in a block is drawn with the block's timing, animated: true included")
    func offsetInBlock() {
        let sim = Simulation(device: .iPhoneSE3)
        let scrollView = scrollView(in: sim)
        sim.perform {
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) {
                scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true)
            }
        }
        #expect(scrollView.contentOffset.y == 200)
        #expect(scrollView.presentationBoundsOrigin(at: sim.now).y == 0)
        #expect(abs(scrollView.presentationBoundsOrigin(at: sim.now + .milliseconds(100)).y - 50) < 0.001)
        #expect(abs(scrollView.presentationBoundsOrigin(at: sim.now + .milliseconds(300)).y - 150) < 0.001)
        sim.advance(by: .milliseconds(400))
        #expect(scrollView.presentationBoundsOrigin(at: sim.now).y == 200)
    }

    @Test("outside a block animated: true keeps its own 0.3 s; in performWithoutAnimation the offset jumps")
    func outsideBlock() {
        let sim = Simulation(device: .iPhoneSE3)
        let scrollView = scrollView(in: sim)
        sim.perform { scrollView.setContentOffset(CGPoint(x: 0, y: 200), animated: true) }
        #expect(scrollView.contentOffset.y == 0)
        sim.advance(by: .milliseconds(300))
        #expect(scrollView.contentOffset.y == 200)
        sim.perform { UIView.performWithoutAnimation { scrollView.contentOffset = CGPoint(x: 0, y: 100) } }
        #expect(scrollView.presentationBoundsOrigin(at: sim.now).y == 100)
    }

    @Test("lowering contentInset moves an offset beyond the new range back; raising it moves nothing")
    func insetClamps() {
        let sim = Simulation(device: .iPhoneSE3)
        let scrollView = scrollView(in: sim)
        scrollView.contentInset.bottom = 300
        scrollView.contentOffset = CGPoint(x: 0, y: 900)
        #expect(scrollView.contentOffset.y == 900)
        scrollView.contentInset.bottom = 0
        #expect(scrollView.contentOffset.y == 600)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        scrollView.contentInset.bottom = 50
        #expect(scrollView.contentOffset.y == 100)
    }
}
