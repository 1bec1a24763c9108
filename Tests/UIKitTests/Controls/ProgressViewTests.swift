import KeyboardSim
import Testing
import UIKit

/// `UIProgressView` as Apple documents it: a value pinned to 0...1, set at once (animated or
/// not), read from an observed `Progress` when one is set; the style and tints stored.
@MainActor @Suite("Progress views")
struct ProgressViewTests {
    @Test("progress starts at 0 and is pinned to 0...1, animated or not")
    func progressIsPinned() {
        let sim = Simulation(device: .iPhoneSE3, profile: .iOS17)
        let bar = UIProgressView(progressViewStyle: .default)
        sim.window.addSubview(bar)
        #expect(bar.progress == 0)
        bar.setProgress(0.4, animated: true)
        #expect(bar.progress == 0.4)
        bar.setProgress(1.5, animated: true)
        #expect(bar.progress == 1)
        bar.progress = -2
        #expect(bar.progress == 0)
        bar.setProgress(.nan, animated: false)
        #expect(bar.progress == 0)
    }

    @Test("with observedProgress set, progress is its fractionCompleted; set to nil, the stored value again")
    func observedProgressGivesTheValue() {
        let bar = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
        bar.progress = 0.25
        let task = Progress(totalUnitCount: 10)
        bar.observedProgress = task
        #expect(bar.progress == 0)
        task.completedUnitCount = 3
        #expect(abs(bar.progress - 0.3) < 0.0001)
        task.completedUnitCount = 10
        #expect(bar.progress == 1)
        bar.observedProgress = nil
        #expect(bar.progress == 0.25)
    }

    @Test("the style, the tints and the images are stored; 4 points tall in either style")
    func styleTintsAndHeight() {
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar)
        #expect(bar.progressViewStyle.rawValue == 1)
        #expect(bar.frame.height == 4)
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(bar.sizeThatFits(CGSize(width: 300, height: 100)) == CGSize(width: 300, height: 4))
        let plain = UIProgressView()
        #expect(plain.progressViewStyle == .default)
        #expect(plain.progressTintColor == nil && plain.trackTintColor == nil)
        plain.progressTintColor = .systemPink
        plain.trackTintColor = .blue
        plain.progressImage = UIImage()
        #expect(plain.progressTintColor == .systemPink)
        #expect(plain.trackTintColor == .blue)
        #expect(plain.progressImage != nil && plain.trackImage == nil)
    }
}
