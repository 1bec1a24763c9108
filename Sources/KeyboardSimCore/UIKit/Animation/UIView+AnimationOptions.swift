extension UIView {
    /// Options of a block animation, as UIKit's `UIView.AnimationOptions`, with UIKit's raw
    /// values. Bits 16–19 hold a curve (`curve << 16`), bits 20–23 a transition, bits 24–27 a
    /// preferred frame rate.
    public struct AnimationOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lay out subviews during the animation (stored).
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Let the user interact while animating (stored).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen (no visible difference here: animations are additive).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat (not simulated: the animation runs once, with a diagnostic).
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after forwards (not simulated: the animation runs once, with a diagnostic).
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Keep this block's duration inside an enclosing animation (the keyboard's, for one).
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Keep this block's curve inside an enclosing animation.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraw the content while animating (stored).
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide and show views in a transition (stored).
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Do not inherit the enclosing animation's options.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// The curve field (bits 16–19): ease in and out.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// The curve field: ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// The curve field: ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// The curve field: linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// A transition flipping from the left (transitions are not simulated).
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// A transition flipping from the right (not simulated).
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A transition curling up (not simulated).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A transition curling down (not simulated).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// A cross-dissolve transition (not simulated).
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// A transition flipping from the top (not simulated).
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// A transition flipping from the bottom (not simulated).
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The display's frame rate (stored; the simulation samples at the display's).
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames per second (stored).
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames per second (stored).
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The options that carry `curve` in bits 16–19: `curve << 16`, the correct conversion.
        /// Not public: UIKit has no such initializer, and libraries declare their own (Typist does).
        package init(curve: AnimationCurve) {
            self.init(rawValue: UInt(truncatingIfNeeded: curve.rawValue & 0xF) << 16)
        }

        /// The curve stored in bits 16–19: `(rawValue >> 16) & 0xF`.
        public var curve: AnimationCurve { AnimationCurve(Int((rawValue >> 16) & 0xF)) }

        /// The transition stored in bits 20–23.
        public var transition: Int { Int((rawValue >> 20) & 0xF) }

        /// The preferred frame rate field, bits 24–27.
        public var preferredFrameRate: Int { Int((rawValue >> 24) & 0xF) }

        private static let namedBits: [(UInt, String)] = [
            (1 << 0, "layoutSubviews"), (1 << 1, "allowUserInteraction"),
            (1 << 2, "beginFromCurrentState"), (1 << 3, "repeat"), (1 << 4, "autoreverse"),
            (1 << 5, "overrideInheritedDuration"), (1 << 6, "overrideInheritedCurve"),
            (1 << 7, "allowAnimatedContent"), (1 << 8, "showHideTransitionViews"),
            (1 << 9, "overrideInheritedOptions"),
        ]

        /// What the bits mean, e.g. `[layoutSubviews, allowUserInteraction,
        /// beginFromCurrentState, curve: keyboard(7)]` for the `curve | curve << 16` mistake.
        public var description: String {
            var parts = Self.namedBits.filter { rawValue & $0.0 != 0 }.map(\.1)
            parts.append("curve: \(curve)")
            if transition != 0 { parts.append("transition: \(transition)") }
            if preferredFrameRate != 0 { parts.append("frameRate: \(preferredFrameRate)") }
            let unknown = rawValue & ~UInt(0x0FFF_03FF)
            if unknown != 0 { parts.append("unknown bits: 0x\(String(unknown, radix: 16))") }
            return "[" + parts.joined(separator: ", ") + "]"
        }
    }
}
