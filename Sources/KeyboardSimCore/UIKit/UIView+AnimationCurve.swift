extension UIView {
    /// The timing curve of an animation, as UIKit's `UIView.AnimationCurve`.
    ///
    /// UIKit declares four cases, but the keyboard reports curve **7**, and in Swift
    /// `UIView.AnimationCurve(rawValue: 7)` succeeds because the type is an imported C enum.
    /// This type reproduces that: any raw value is representable, so code that `switch`es over
    /// the curve must have a `default` — and a `default` that traps is the classic crash that
    /// KeyboardSim exposes.
    ///
    /// ```swift
    /// let curve = UIView.AnimationCurve(rawValue: info.curveRawValue)!   // never nil, like UIKit
    /// let options = UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
    /// ```
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: Int

        /// Always succeeds, like the imported UIKit enum.
        public init?(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// A curve from its raw value, without the optional.
        public init(_ rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Slow at the start and the end (Core Animation's easeInEaseOut).
        public static let easeInOut = AnimationCurve(0)
        /// Slow at the start.
        public static let easeIn = AnimationCurve(1)
        /// Slow at the end.
        public static let easeOut = AnimationCurve(2)
        /// Constant speed.
        public static let linear = AnimationCurve(3)
        /// The keyboard's private curve: not a case UIKit declares, but the value every keyboard
        /// notification since iOS 7 carries. UIKit animates it as a spring (mass 3, stiffness
        /// 1000, damping 500, critically damped, 0.5 s).
        public static let keyboard = AnimationCurve(7)

        /// Whether UIKit declares this value as a case (0–3).
        public var isDeclaredCase: Bool { (0...3).contains(rawValue) }

        public var description: String {
            switch rawValue {
            case 0: "easeInOut"
            case 1: "easeIn"
            case 2: "easeOut"
            case 3: "linear"
            case 7: "keyboard(7)"
            default: "undeclared(\(rawValue))"
            }
        }
    }
}
