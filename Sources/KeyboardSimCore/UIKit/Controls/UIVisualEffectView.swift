import Foundation

/// A visual effect, as UIKit's `UIVisualEffect`: what a `UIVisualEffectView` applies behind its
/// content. Nothing is drawn here; the effect is kept so code that reads it back finds it.
open class UIVisualEffect: NSObject {}

/// A blur, as UIKit's `UIBlurEffect`: a chat bar's translucent background.
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style, as UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable {
        /// Lighter than the content.
        case extraLight = 0
        /// Light.
        case light = 1
        /// Dark.
        case dark = 2
        /// Regular, adapting to the interface style.
        case regular = 4
        /// Prominent, adapting to the interface style.
        case prominent = 5
        /// The system's ultra-thin material.
        case systemUltraThinMaterial = 6
        /// The system's thin material.
        case systemThinMaterial = 7
        /// The system's material.
        case systemMaterial = 8
        /// The system's thick material.
        case systemThickMaterial = 9
        /// The system's chrome material (bars).
        case systemChromeMaterial = 10
        /// The light ultra-thin material.
        case systemUltraThinMaterialLight = 11
        /// The light thin material.
        case systemThinMaterialLight = 12
        /// The light material.
        case systemMaterialLight = 13
        /// The light thick material.
        case systemThickMaterialLight = 14
        /// The light chrome material.
        case systemChromeMaterialLight = 15
        /// The dark ultra-thin material.
        case systemUltraThinMaterialDark = 16
        /// The dark thin material.
        case systemThinMaterialDark = 17
        /// The dark material.
        case systemMaterialDark = 18
        /// The dark thick material.
        case systemThickMaterialDark = 19
        /// The dark chrome material.
        case systemChromeMaterialDark = 20
    }

    /// The blur's style.
    public let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy over a blur, as UIKit's `UIVibrancyEffect`.
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy goes with.
    public let blurEffect: UIBlurEffect

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view that applies a visual effect behind its content, as UIKit's `UIVisualEffectView`:
/// subviews go in `contentView`, as UIKit requires. The effect is stored and not drawn; the
/// views lay out as any others.
open class UIVisualEffectView: UIView {
    /// The effect (nil: none).
    open var effect: UIVisualEffect?
    /// The view subviews go in, filling this one.
    public let contentView = UIView()

    /// A view applying `effect`, its content view filling it.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        addContentView()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContentView()
    }

    private func addContentView() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
