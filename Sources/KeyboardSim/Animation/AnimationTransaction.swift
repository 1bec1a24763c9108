import Foundation

/// An open animation block: `UIView.animate`, a legacy `beginAnimations`/`commitAnimations`
/// pair, `performWithoutAnimation`, or the keyboard's own transaction around its "will"
/// notifications. Like Core Animation's transactions, the open blocks form a stack — one per
/// simulation (`AnimationTransactionStack`).
///
/// While a transaction is open, frames that change (by a layout pass or by assignment) and
/// constants that change are recorded with their old values; when it closes, each changed frame
/// gets an animation from its old value to its new one with the transaction's timing. A constant
/// animates only if a layout pass ran inside the block — otherwise its frames change at the
/// end-of-turn layout pass, outside any block, and jump.
final class AnimationTransaction {
    let source: String
    var duration: Duration
    var delay: Duration
    var curve: TimingCurve
    var declaredCurve: UIView.AnimationCurve?
    let options: UIView.AnimationOptions
    let disablesAnimation: Bool
    var completion: ((Bool) -> Void)?
    var diagnostics: [String] = []

    private(set) var frameChanges: [(view: UIView, old: CGRect)] = []
    private(set) var constantChanges: [(constraint: NSLayoutConstraint, old: CGFloat)] = []
    /// Whether a layout pass applied frames inside the block.
    var didLayout = false

    init(source: String, duration: Duration, delay: Duration = .zero, curve: TimingCurve,
         options: UIView.AnimationOptions = [], disablesAnimation: Bool = false, completion: ((Bool) -> Void)? = nil) {
        self.source = source
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.options = options
        self.disablesAnimation = disablesAnimation
        self.completion = completion
    }

    func recordFrameChange(of view: UIView, from old: CGRect) {
        guard !frameChanges.contains(where: { $0.view === view }) else { return }
        frameChanges.append((view, old))
    }

    func recordConstantChange(of constraint: NSLayoutConstraint, from old: CGFloat) {
        guard !constantChanges.contains(where: { $0.constraint === constraint }) else { return }
        constantChanges.append((constraint, old))
    }
}
