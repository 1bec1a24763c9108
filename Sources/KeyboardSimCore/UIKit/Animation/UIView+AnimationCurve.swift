import UIKitCTypes

extension UIView {
    /// The timing curve of an animation, as UIKit's `UIView.AnimationCurve`: the imported C enum
    /// `UIViewAnimationCurve` (declared in C in the `UIKitCTypes` target, as UIKit declares it).
    ///
    /// UIKit declares four cases, but the keyboard reports curve **7**, and
    /// `UIView.AnimationCurve(rawValue: 7)` succeeds because the type is an imported C enum. So a
    /// `switch` over a curve needs `@unknown default` (or `default`): Swift 6 refuses one
    /// without, and in Swift 5 a switch over the four cases alone compiles with a warning and
    /// traps on 7 ("unexpected enum case") — as on iOS.
    ///
    /// ```swift
    /// let curve = UIView.AnimationCurve(rawValue: info.curveRawValue)!   // never nil, like UIKit
    /// let options = UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
    /// ```
    public typealias AnimationCurve = UIViewAnimationCurve
}

extension UIViewAnimationCurve: @retroactive CustomStringConvertible {
    /// A curve from its raw value, without the optional (`init(rawValue:)` never fails).
    public init(_ rawValue: Int) {
        self = UIViewAnimationCurve(rawValue: rawValue)!  // an open C enum's init never fails
    }

    /// The keyboard's private curve: not a case UIKit declares, but the value every keyboard
    /// notification since iOS 7 carries. UIKit animates it as a spring (mass 3, stiffness
    /// 1000, damping 500, critically damped, 0.5 s).
    public static let keyboard = UIViewAnimationCurve(7)

    /// Whether UIKit declares this value as a case (0–3).
    public var isDeclaredCase: Bool { (0...3).contains(rawValue) }

    /// `easeInOut`, `easeIn`, `easeOut`, `linear`, `keyboard(7)`, or `undeclared(N)`.
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
