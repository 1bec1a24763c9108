import Foundation
import KeyboardSimCore

// Fixtures the scroll-view and drag tests share.

/// Records what a scroll view tells its delegate, in order.
final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var offsets: [CGPoint] = []
    /// Where `scrollViewWillEndDragging` sends the content, if set.
    var restingOffset: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        events.append("didScroll")
        offsets.append(scrollView.contentOffset)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        events.append("willEndDragging \(velocity.y)")
        if let restingOffset { targetContentOffset.pointee = restingOffset }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        events.append("didEndDragging \(decelerate)")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { events.append("didChangeAdjustedContentInset") }

    /// The events other than `didScroll`.
    var milestones: [String] { events.filter { $0 != "didScroll" } }
}

/// A form in a scroll view that fills the screen: 1000 points of content, a field near the end.
final class ScrollFormController: UIViewController {
    let scrollView = UIScrollView()
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.contentSize = CGSize(width: view.bounds.width, height: 1000)
        field.frame = CGRect(x: 16, y: 900, width: view.bounds.width - 32, height: 34)
        field.accessibilityIdentifier = "nameField"
        scrollView.addSubview(field)
        view.addSubview(scrollView)
    }
}
