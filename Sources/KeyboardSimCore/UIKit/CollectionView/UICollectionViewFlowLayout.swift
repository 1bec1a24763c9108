import Foundation

/// A layout of items in lines, as UIKit's `UICollectionViewFlowLayout`: a grid, or a list when
/// each item is as wide as the collection view.
///
/// Items fill a line across the scroll direction (left to right for `.vertical`, top to bottom for
/// `.horizontal`) while they fit between the section's insets with at least
/// `minimumInteritemSpacing` between them; then a new line starts `minimumLineSpacing` further.
/// Each section starts after the previous one's footer, with its header first
/// (`headerReferenceSize`'s height for a vertical layout, width for a horizontal one) and its
/// `sectionInset` around its lines. The delegate's `UICollectionViewDelegateFlowLayout` methods,
/// when it has them, give each value per item or section. The content is as wide (tall, for
/// horizontal scrolling) as the collection view inside its `adjustedContentInset`.
///
/// Apple documents the minimum spacings only. How a line's extra space is shared follows what
/// developers report of UIKit (unconfirmed: no Apple source): a line of several items is
/// justified (the extra space goes evenly between them, the last line of a section too), a lone
/// item is centred across the line, and items shorter than their line are centred in it.
///
/// Not simulated, and said in the trace: self-sizing (`estimatedItemSize`: items take the
/// estimate, as if every cell's preferred size were it) and pinned headers and footers.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// Which way the content scrolls, as UIKit's `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    /// What the section insets are measured from, as UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11).
    public enum SectionInsetReference: Int, Sendable, CaseIterable {
        /// From the content inset (the default).
        case fromContentInset
        /// From the safe area (taken as the content inset here: the difference is not simulated).
        case fromSafeArea
        /// From the layout margins (taken as the content inset here: the difference is not
        /// simulated).
        case fromLayoutMargins
    }

    /// "Size the cells from their content": a value for `estimatedItemSize` (self-sizing is not
    /// simulated; items take `itemSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Which way the content scrolls (`.vertical` by default).
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of every item the delegate does not size (50 × 50 by default, as UIKit).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// An estimate that turns on self-sizing in UIKit (zero by default); here items take it as
    /// their size (see the type's documentation).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The least distance between lines (10 by default, as UIKit).
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least distance between items in a line (10 by default, as UIKit).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The space around each section's items (zero by default).
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What `sectionInset` is measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// The size of each section's header (zero by default: no header).
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of each section's footer (zero by default: no footer).
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// Whether headers stay at the top while their section scrolls (stored; not simulated).
    open var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stay at the bottom while their section scrolls (stored; not simulated).
    open var sectionFootersPinToVisibleBounds = false

    /// The attributes of every item, header and footer.
    private var placed = PlacedLayoutElements()
    private var contentSize: CGSize = .zero
    /// The trace has been told that self-sizing is not simulated.
    private var saidSelfSizing = false

    open override var collectionViewContentSize: CGSize { contentSize }

    /// An item's size when the delegate does not give one: the estimate when there is one (not
    /// `automaticSize`: self-sizing is not simulated), else `itemSize`.
    var sizeWithoutDelegate: CGSize {
        estimatedItemSize != .zero && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
    }

    open override func prepare() {
        super.prepare()
        placed = PlacedLayoutElements()
        contentSize = .zero
        guard let collectionView else { return }
        var flow = FlowPass(layout: self, collectionView: collectionView)
        for section in 0..<collectionView.numberOfSections { flow.place(section: section) }
        contentSize = flow.contentSize
        for attributes in flow.elements { placed.append(attributes) }
        if estimatedItemSize != .zero, !saidSelfSizing {
            saidSelfSizing = true
            collectionView.diagnostic(
                "UICollectionViewFlowLayout: self-sizing cells (estimatedItemSize) are not simulated; items take the estimated size")
        }
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        placed.elements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.item(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        placed.supplementaryView(ofKind: elementKind, at: indexPath)
    }

    /// True when the size changes (a rotation, a resize); a scroll keeps the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
}

/// One pass of a flow layout over its sections, along the scroll axis ("main") and across it
/// ("cross"): a vertical layout's lines are rows, a horizontal one's are columns.
@MainActor private struct FlowPass {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let delegate: UICollectionViewDelegateFlowLayout?
    let vertical: Bool
    /// The width (height, scrolling horizontally) inside the content inset.
    let crossExtent: CGFloat
    /// Where the next section starts along the scroll axis.
    var main: CGFloat = 0
    var elements: [UICollectionViewLayoutAttributes] = []

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        vertical = layout.scrollDirection == .vertical
        let insets = collectionView.adjustedContentInset
        crossExtent = max(
            0,
            vertical ? collectionView.bounds.width - insets.left - insets.right : collectionView.bounds.height - insets.top - insets.bottom)
    }

    var contentSize: CGSize { vertical ? CGSize(width: crossExtent, height: main) : CGSize(width: main, height: crossExtent) }

    /// A rectangle from main/cross coordinates.
    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    mutating func place(section: Int) {
        let header =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
        placeSupplementary(UICollectionView.elementKindSectionHeader, size: header, section: section)
        let inset = delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
        let lineSpacing =
            delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
        let interitemSpacing =
            delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
            ?? layout.minimumInteritemSpacing
        let crossStart = vertical ? inset.left : inset.top
        let available = crossExtent - crossStart - (vertical ? inset.right : inset.bottom)
        main += vertical ? inset.top : inset.left
        var line: [(IndexPath, CGSize)] = []
        var lineCount = 0
        func lineLength(_ items: [(IndexPath, CGSize)]) -> CGFloat {
            items.reduce(0) { $0 + cross($1.1) } + interitemSpacing * CGFloat(max(0, items.count - 1))
        }
        for item in 0..<collectionView.numberOfItems(inSection: section) {
            let indexPath = IndexPath(item: item, section: section)
            let size = itemSize(at: indexPath)
            if !line.isEmpty, lineLength(line) + interitemSpacing + cross(size) > available {
                if lineCount > 0 { main += lineSpacing }
                placeLine(line, crossStart: crossStart, available: available)
                lineCount += 1
                line = []
            }
            line.append((indexPath, size))
        }
        if !line.isEmpty {
            if lineCount > 0 { main += lineSpacing }
            placeLine(line, crossStart: crossStart, available: available)
        }
        main += vertical ? inset.bottom : inset.right
        let footer =
            delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
        placeSupplementary(UICollectionView.elementKindSectionFooter, size: footer, section: section)
    }

    func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func mainLength(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }

    /// The item's size (the delegate's, else the layout's); a negative or non-finite size counts as
    /// zero.
    func itemSize(at indexPath: IndexPath) -> CGSize {
        let size = delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.sizeWithoutDelegate
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return CGSize(width: clean(size.width), height: clean(size.height))
    }

    /// Places one line at `main` and moves `main` past it.
    mutating func placeLine(_ line: [(IndexPath, CGSize)], crossStart: CGFloat, available: CGFloat) {
        let lineMain = line.map { mainLength($0.1) }.max() ?? 0
        let total = line.reduce(0) { $0 + cross($1.1) }
        let gap = line.count > 1 ? max(0, available - total) / CGFloat(line.count - 1) : 0
        var position = line.count == 1 ? crossStart + max(0, available - total) / 2 : crossStart
        for (indexPath, size) in line {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = rect(
                main: main + (lineMain - mainLength(size)) / 2, cross: position, mainLength: mainLength(size), crossLength: cross(size))
            elements.append(attributes)
            position += cross(size) + gap
        }
        main += lineMain
    }

    mutating func placeSupplementary(_ kind: String, size: CGSize, section: Int) {
        let length = mainLength(size)
        guard length > 0, length.isFinite else { return }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = rect(main: main, cross: 0, mainLength: length, crossLength: crossExtent)
        elements.append(attributes)
        main += length
    }
}
