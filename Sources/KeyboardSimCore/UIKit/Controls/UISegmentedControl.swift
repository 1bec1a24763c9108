import Foundation

/// A segmented control, as UIKit's `UISegmentedControl`: a row of segments, one selected.
///
/// Segments hold a title or an image; `selectedSegmentIndex` is `noSegment` (-1) until one is
/// chosen. Setting it in code sends nothing, as in UIKit; a tap (`Simulation.tap(_:)`, on the
/// middle of the control: the middle segment of equal-width ones) or
/// `Simulation.selectSegment(_:of:)` selects the segment and sends `.valueChanged` when the
/// selection changed. A momentary control selects nothing that stays. Its intrinsic height is 32
/// points on iOS 13 and later (unconfirmed: printed by apps, no public measurement here).
open class UISegmentedControl: UIControl {
    /// What a segment shows.
    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []

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
            if let image = item as? UIImage { return Segment(image: image) }
            return Segment(title: item as? String ?? String(describing: item))
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment titled `title` at `segment` (held to 0…count).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(Segment(title: title), at: min(max(segment, 0), segments.count))
    }

    /// Inserts a segment showing `image` at `segment` (held to 0…count).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(Segment(image: image), at: min(max(segment, 0), segments.count))
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

    /// A segmented control takes any width; its height is 32 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 32) }

    /// The user tapped the segment at `segment`: selected (unless momentary or disabled) and
    /// `.valueChanged` sent when the selection changed (always, for a momentary control).
    func userSelected(_ segment: Int) {
        guard isEnabledForSegment(at: segment) else { return }
        let old = selectedSegmentIndex
        selectedSegmentIndex = segment
        if isMomentary || old != segment { sendActions(for: .valueChanged) }
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }

    override func receiveTap() {
        if !segments.isEmpty { userSelected(segments.count / 2) }
        super.receiveTap()
    }
}
