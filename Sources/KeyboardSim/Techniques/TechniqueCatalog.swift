import Foundation

/// The techniques scenario files can name: what each one is, the screen it runs on, the bugs
/// it can be built with and the parts an inline screen must give it — and the factory that
/// builds its controller.
public enum TechniqueCatalog {
    /// What a technique is, as `kbsim list techniques` shows it.
    public struct Entry: Sendable {
        /// The technique.
        public var technique: Technique
        /// The screen it runs on (a `ScreenCatalog` id).
        public var screen: String
        /// What it does, in a line.
        public var summary: String
        /// The bugs it can be built with, in the order `kbsim list techniques` shows them.
        public var bugs: [Bug]
        /// Whether the technique pins the field at exactly the gap above the keyboard (false:
        /// it only moves a field that is obscured, so the gap is at least the one asked for).
        public var keepsExactGap = true
        /// What the technique works on, by name: an inline screen must have these, and a
        /// storyboard screen must bind them.
        public var parts: [Part] = []

        /// The technique's JSON spelling (`bottom-constant`).
        public var name: String { technique.rawValue }
    }

    /// A bug of a technique, with what it does.
    public struct Bug: Sendable {
        /// The bug.
        public var bug: TechniqueBug
        /// What it gets wrong, in a line.
        public var summary: String

        /// The bug's JSON spelling (`frameBegin`).
        public var name: String { bug.rawValue }
    }

    /// A view or an identified constraint a technique's handlers use.
    public struct Part: Sendable {
        /// What kind of part it is.
        public enum Kind: Sendable {
            /// A view of this kind.
            case view(InlineScreen.Kind)
            /// A constraint with this identifier; its first item of this kind when given.
            case constraint(firstItem: InlineScreen.Kind?)
            /// A `UIScrollView`: a storyboard screen can have one, an inline screen cannot.
            case scrollView
        }

        /// The part's name in an inline screen (a view's id or a constraint's identifier), and
        /// the key a storyboard screen's `outlets` binds.
        public var name: String
        /// Whether it is a view or a constraint.
        public var kind: Kind
        /// What the handler uses it for.
        public var role: String
    }

    /// Every technique's primary field.
    static let primaryField = Part(name: "nameField", kind: .view(.textField), role: "the field the technique keeps clear of the keyboard")

    /// Every technique's entry, in the order of `Technique.allCases`.
    public static let entries: [Entry] = Technique.allCases.map(entry(for:))

    /// What `technique` is.
    public static func entry(for technique: Technique) -> Entry {
        switch technique {
        case .bottomConstant:
            Entry(
                technique: technique, screen: "login-bottom-field",
                summary: "a bottom constraint's constant animated to the keyboard's overlap plus a gap, restored on hide",
                bugs: [
                    Bug(bug: .frameBegin, summary: "reads UIKeyboardFrameBeginUserInfoKey instead of the end frame"),
                    Bug(bug: .sizeOnly, summary: "uses the end frame's height and ignores its origin"),
                    Bug(bug: .noLayoutIfNeeded, summary: "changes the constant in the animation block without layoutIfNeeded()"),
                    Bug(
                        bug: .doubleSafeArea,
                        summary:
                            "adds the keyboard's full height to a constant measured from the safe area, counting the home-indicator inset twice"
                    ),
                    Bug(bug: .repeatedWillShow, summary: "saves the constant in every willShow, so a repeated willShow offsets twice"),
                    Bug(bug: .crashingSwitch, summary: "switches over UIView.AnimationCurve with a trapping default: curve 7 crashes"),
                    Bug(
                        bug: .hardCodedTiming,
                        summary: "animates with a hard-coded 0.3 s and .curveLinear instead of the notification's duration and curve"),
                    Bug(
                        bug: .rawCurveOptions,
                        summary:
                            "passes the raw curve as options (7 = layoutSubviews | allowUserInteraction | beginFromCurrentState) without << 16"
                    ),
                    Bug(
                        bug: .curveOrShiftedCurve,
                        summary: "passes curve | curve << 16 (0x70007): the keyboard's curve plus three option bits it did not mean"),
                ],
                parts: [
                    primaryField,
                    Part(
                        name: "bottomSpace", kind: .constraint(firstItem: nil),
                        role:
                            "the constraint whose constant the handler lowers by the keyboard's overlap (nameField.bottom == safeArea.bottom - 20)"
                    ),
                ])
        case .stackOffset:
            Entry(
                technique: technique, screen: "survey-stack",
                summary: "the outer stack's top constraint moved by target y − current y of a field buried in nested stacks",
                bugs: [
                    Bug(
                        bug: .repeatedWillShow,
                        summary: "saves the top constant in every willShow, so a repeated willShow restores the wrong value")
                ],
                parts: [
                    primaryField,
                    Part(
                        name: "outerTop", kind: .constraint(firstItem: .stack),
                        role: "the outer stack view's top constraint, which takes target y − current y"),
                ])
        case .frameShift:
            Entry(
                technique: technique, screen: "random-blobs-form",
                summary: "struts and springs: the content view shifted up by the least amount that uncovers the field, curve << 16",
                bugs: [
                    Bug(
                        bug: .landscapeWidthAsHeight,
                        summary: "the pre-iOS-8 code: in landscape the keyboard's height is read from its width")
                ],
                keepsExactGap: false,
                parts: [
                    primaryField,
                    Part(name: "contentView", kind: .view(.view), role: "the view shifted up, holding the fields (give it a frame)"),
                ])
        case .legacyAnimations:
            Entry(
                technique: technique, screen: "photo-resign",
                summary: "beginAnimations/commitAnimations: a full-screen photo's bottom follows the keyboard, its caption rides on it",
                bugs: [],
                parts: [
                    primaryField,
                    Part(name: "photo", kind: .view(.view), role: "the view whose height ends at the keyboard's top (give it a frame)"),
                ])
        case .constantWithLayout:
            Entry(
                technique: technique, screen: "chat-list-entry",
                summary: "Apple's pattern: layoutIfNeeded() before and inside the block; the list shrinks as the entry rises",
                bugs: [],
                parts: [
                    primaryField,
                    Part(
                        name: "entryBottom", kind: .constraint(firstItem: nil),
                        role: "the entry's bottom constraint, set to minus the keyboard's overlap (entry.bottom == safeArea.bottom)"),
                ])
        case .keyboardLayoutGuide:
            Entry(
                technique: technique, screen: "edit-view-guide",
                summary: "the edit view pinned to view.keyboardLayoutGuide; the photo moves away from a floating keyboard",
                bugs: [],
                parts: [primaryField])
        case .scrollViewInsets:
            Entry(
                technique: technique, screen: "settings-form-scroll",
                summary:
                    "Apple's documented way: the scroll view's bottom content and indicator insets take the keyboard's overlap, scrollRectToVisible shows the field, restored on hide",
                bugs: [
                    Bug(
                        bug: .doubleSafeArea,
                        summary:
                            "sets the inset to the keyboard's whole overlap although the adjusted inset adds the home indicator's already: the content scrolls that much too far"
                    ),
                    Bug(
                        bug: .insetsInDidShow,
                        summary:
                            "sets the insets and scrolls in keyboardDidShow: the keyboard arrives over the field, then the content jumps"),
                    Bug(
                        bug: .frameNotConverted,
                        summary:
                            "compares the keyboard's screen frame with the scroll view's frame without converting it: wrong in the iPad's form sheet"
                    ),
                    Bug(
                        bug: .insetsNeverRestored,
                        summary: "leaves the insets set on hide: the content stays scrolled up over a keyboard-high blank"),
                ],
                parts: [
                    primaryField,
                    Part(
                        name: "formScrollView", kind: .scrollView,
                        role: "the scroll view whose bottom insets take the keyboard's overlap, with nameField inside it"),
                ])
        }
    }

    /// The techniques' JSON spellings, in the catalogue's order.
    public static var names: [String] { entries.map(\.name) }

    /// The bugs `technique` can be built with.
    static func bugs(of technique: Technique) -> [TechniqueBug] {
        entry(for: technique).bugs.map(\.bug)
    }

    /// The controller for a technique with its bug (its screen built in).
    @MainActor package static func makeController(_ configuration: TechniqueConfiguration, environment: TechniqueEnvironment)
        -> TechniqueController
    {
        controllerClass(for: configuration.name, bug: configuration.bug).init(configuration: configuration, environment: environment)
    }

    /// The class that implements `technique` with `bug`: the tutorial's controller, or its
    /// variant with the bug. A bug that is not the technique's builds the tutorial's.
    static func controllerClass(for technique: Technique, bug: TechniqueBug?) -> TechniqueController.Type {
        switch technique {
        case .bottomConstant:
            switch bug {
            case .frameBegin: TechniqueBug.FrameBegin.BottomConstantController.self
            case .sizeOnly: TechniqueBug.SizeOnly.BottomConstantController.self
            case .noLayoutIfNeeded: TechniqueBug.NoLayoutIfNeeded.BottomConstantController.self
            case .doubleSafeArea: TechniqueBug.DoubleSafeArea.BottomConstantController.self
            case .repeatedWillShow: TechniqueBug.RepeatedWillShow.BottomConstantController.self
            case .crashingSwitch: TechniqueBug.CrashingSwitch.BottomConstantController.self
            case .hardCodedTiming: TechniqueBug.HardCodedTiming.BottomConstantController.self
            case .rawCurveOptions: TechniqueBug.RawCurveOptions.BottomConstantController.self
            case .curveOrShiftedCurve: TechniqueBug.CurveOrShiftedCurve.BottomConstantController.self
            case nil, .landscapeWidthAsHeight, .insetsInDidShow, .frameNotConverted, .insetsNeverRestored: BottomConstantController.self
            }
        case .stackOffset:
            bug == .repeatedWillShow ? TechniqueBug.RepeatedWillShow.StackOffsetController.self : StackOffsetController.self
        case .frameShift:
            bug == .landscapeWidthAsHeight ? TechniqueBug.LandscapeWidthAsHeight.FrameShiftController.self : FrameShiftController.self
        case .legacyAnimations: LegacyAnimationsController.self
        case .constantWithLayout: ConstantWithLayoutController.self
        case .keyboardLayoutGuide: KeyboardLayoutGuideController.self
        case .scrollViewInsets:
            switch bug {
            case .doubleSafeArea: TechniqueBug.DoubleSafeArea.ScrollViewInsetsController.self
            case .insetsInDidShow: TechniqueBug.InsetsInDidShow.ScrollViewInsetsController.self
            case .frameNotConverted: TechniqueBug.FrameNotConverted.ScrollViewInsetsController.self
            case .insetsNeverRestored: TechniqueBug.InsetsNeverRestored.ScrollViewInsetsController.self
            default: ScrollViewInsetsController.self
            }
        }
    }
}
