import Foundation

/// A segmented control, as UIKit's `UISegmentedControl`: a row of segments, one selected.
///
/// Segments hold a title or an image; `selectedSegmentIndex` is `noSegment` (-1) until one is
/// chosen. Setting it in code sends nothing, as in UIKit; a tap (`Simulation.tap(_:)`, on the
/// middle of the control: the middle segment of equal-width ones) or
/// `Simulation.selectSegment(_:of:)` selects the segment and sends `.valueChanged` when the
/// selection changed. A momentary control selects nothing that stays. Its intrinsic height is 32
/// points on iOS 13 and later (unconfirmed: printed by apps, no public measurement here).
///
/// A segment may hold a `UIAction` (iOS 14: `init(frame:actions:)`, `insertSegment(action:at:animated:)`,
/// `setAction(_:forSegmentAt:)`): it shows the action's title and image, and when the user
/// selects the segment the action runs, with the control as its sender, before `.valueChanged`
/// is sent (the order is unconfirmed: UIKit documents neither). Selecting it in code runs
/// nothing. Background, divider images, title attributes, content offsets and position
/// adjustments are stored and inert (nothing is drawn).
open class UISegmentedControl: UIControl {
    /// What a segment shows.
    private struct SegmentContent {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
        var contentOffset: CGSize = .zero

        init(title: String? = nil, image: UIImage? = nil) {
            self.title = title
            self.image = image
        }

        @MainActor init(action: UIAction) {
            title = action.title
            image = action.image
            self.action = action
        }
    }

    private var segments: [SegmentContent] = []
    /// Stored appearance values (inert), by kind, state and metrics.
    private var appearance: [String: Any] = [:]

    /// The index for no selected segment, -1.
    public static let noSegment = -1

    /// The selected segment's index, or `noSegment` (an index past the end selects nothing).
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if !segments.indices.contains(selectedSegmentIndex) { selectedSegmentIndex = Self.noSegment }
        }
    }
    /// Whether a selection shows only while touched (default `false`).
    open var isMomentary = false
    /// Whether segments take widths in proportion to their content (default `false`: equal).
    open var apportionsSegmentWidthsByContent = false
    /// The selected segment's tint (iOS 13; stored).
    open var selectedSegmentTintColor: UIColor?

    /// A control whose segments show `items`: strings become titles and images images.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).map { item in
            if let image = item as? UIImage { return SegmentContent(image: image) }
            return SegmentContent(title: item as? String ?? String(describing: item))
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A control with a segment per action (iOS 14), each showing its action's title and image.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map(SegmentContent.init(action:))
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (held to 0…count).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(SegmentContent(title: title), at: min(max(segment, 0), segments.count))
    }

    /// Inserts a segment showing `image` at `segment` (held to 0…count).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(SegmentContent(image: image), at: min(max(segment, 0), segments.count))
    }

    /// Inserts a segment for `action` at `segment` (held to 0…count), showing its title and image
    /// (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        segments.insert(SegmentContent(action: action), at: min(max(segment, 0), segments.count))
    }

    /// Makes the segment at `segment` the one for `action`: it shows the action's title and image.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        let isEnabled = segments[segment].isEnabled
        let width = segments[segment].width
        segments[segment] = SegmentContent(action: action)
        segments[segment].isEnabled = isEnabled
        segments[segment].width = width
    }

    /// The action of the segment at `segment` (nil: none, or no such segment).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Removes the segment at `segment`, if there is one.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    /// Sets the title of the segment at `segment`.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }

    /// The title of the segment at `segment`, if it has one.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of the segment at `segment`.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    /// The image of the segment at `segment`, if it has one.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables the segment at `segment`.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether the segment at `segment` is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the width of the segment at `segment` (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }

    /// The width set for the segment at `segment` (0: automatic).
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Sets the offset of the segment's content from its centre (stored and inert).
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].contentOffset = offset
    }

    /// The offset of the segment's content from its centre (stored; zero for no such segment).
    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        segments.indices.contains(segment) ? segments[segment].contentOffset : .zero
    }

    // MARK: Appearance (stored and inert)

    /// Sets the background image for `state` and `barMetrics` (stored and inert).
    open func setBackgroundImage(_ backgroundImage: UIImage?, for state: State, barMetrics: UIBarMetrics) {
        appearance["background \(state.rawValue) \(barMetrics.rawValue)"] = backgroundImage
    }

    /// The background image for `state` and `barMetrics` (nil: none set).
    open func backgroundImage(for state: State, barMetrics: UIBarMetrics) -> UIImage? {
        appearance["background \(state.rawValue) \(barMetrics.rawValue)"] as? UIImage
    }

    /// Sets the divider image between segments in these states (stored and inert).
    open func setDividerImage(
        _ dividerImage: UIImage?, forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics: UIBarMetrics
    ) {
        appearance["divider \(leftState.rawValue) \(rightState.rawValue) \(barMetrics.rawValue)"] = dividerImage
    }

    /// The divider image between segments in these states (nil: none set).
    open func dividerImage(forLeftSegmentState leftState: State, rightSegmentState rightState: State, barMetrics: UIBarMetrics)
        -> UIImage?
    {
        appearance["divider \(leftState.rawValue) \(rightState.rawValue) \(barMetrics.rawValue)"] as? UIImage
    }

    /// Sets the title's text attributes for `state` (stored and inert: titles are not drawn and
    /// do not size the control).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: State) {
        appearance["title \(state.rawValue)"] = attributes
    }

    /// The title's text attributes for `state` (nil: none set).
    open func titleTextAttributes(for state: State) -> [NSAttributedString.Key: Any]? {
        appearance["title \(state.rawValue)"] as? [NSAttributedString.Key: Any]
    }

    /// Sets how the content of segments of `leftCenterRightOrAlone` type is moved for
    /// `barMetrics` (stored and inert).
    open func setContentPositionAdjustment(
        _ adjustment: UIOffset, forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics
    ) {
        appearance["position \(leftCenterRightOrAlone.rawValue) \(barMetrics.rawValue)"] = adjustment
    }

    /// How the content of segments of `leftCenterRightOrAlone` type is moved (zero: none set).
    open func contentPositionAdjustment(forSegmentType leftCenterRightOrAlone: Segment, barMetrics: UIBarMetrics) -> UIOffset {
        appearance["position \(leftCenterRightOrAlone.rawValue) \(barMetrics.rawValue)"] as? UIOffset
            ?? UIOffset(horizontal: 0, vertical: 0)
    }

    /// A segmented control takes any width; its height is 32 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 32) }

    /// The user tapped the segment at `segment`: selected (unless momentary or disabled) and
    /// `.valueChanged` sent when the selection changed (always, for a momentary control).
    func userSelected(_ segment: Int) {
        guard isEnabledForSegment(at: segment) else { return }
        let old = selectedSegmentIndex
        selectedSegmentIndex = segment
        if isMomentary || old != segment {
            segments[segment].action?.perform(from: self)
            sendActions(for: .valueChanged)
        }
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    override func receiveTap() {
        if !segments.isEmpty { userSelected(segments.count / 2) }
        super.receiveTap()
    }
}

extension UISegmentedControl {
    /// Where a segment is in the control, for appearance values, as UIKit's
    /// `UISegmentedControl.Segment`.
    public enum Segment: Int, Sendable {
        /// Any segment.
        case any = 0
        /// The leftmost segment.
        case left = 1
        /// A segment in the middle.
        case center = 2
        /// The rightmost segment.
        case right = 3
        /// The only segment.
        case alone = 4
    }
}
