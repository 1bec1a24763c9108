// UIKit's curve values as timing curves.

extension TimingCurve {
    /// The timing UIKit uses for a curve value. 0–3 are the declared curves, 7 the keyboard's
    /// spring; any other value (4–6, 8–15) has no documented meaning and falls back to
    /// easeInEaseOut — `isUndocumented` tells the caller to leave a diagnostic.
    public init(_ curve: UIView.AnimationCurve) {
        switch curve.rawValue {
        case 0: self = .bezier(.easeInEaseOut)
        case 1: self = .bezier(.easeIn)
        case 2: self = .bezier(.easeOut)
        case 3: self = .bezier(.linear)
        case 7: self = .keyboard
        default: self = .bezier(.easeInEaseOut)
        }
    }

    /// Whether UIKit documents nothing for this curve value (everything but 0–3 and 7).
    public static func isUndocumented(_ curve: UIView.AnimationCurve) -> Bool {
        !(0...3).contains(curve.rawValue) && curve.rawValue != 7
    }
}
