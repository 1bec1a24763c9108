import Foundation

/// Where one item, supplementary view or decoration goes, as UIKit's
/// `UICollectionViewLayoutAttributes`: what a layout computes and a collection view applies.
///
/// The collection view sets the view's frame (and `isHidden`, `alpha`, `transform`) from these,
/// then calls the view's `apply(_:)`. `zIndex` is kept but does not reorder views (drawing order
/// is not simulated).
open class UICollectionViewLayoutAttributes: NSObject, NSCopying {
    /// The item's rectangle in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The item's centre (moves `frame`).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The item's size (keeps its centre, as UIKit).
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2, width: newValue.width, height: newValue.height)
        }
    }
    /// The item's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The view's transform.
    open var transform: CGAffineTransform = .identity
    /// The view's alpha.
    open var alpha: CGFloat = 1
    /// The view's stacking order (kept; not used to order views).
    open var zIndex = 0
    /// Whether the view is hidden.
    open var isHidden = false
    /// The item's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// A cell, a supplementary view or a decoration view.
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view (nil for a cell).
    public private(set) var representedElementKind: String?

    /// Empty attributes of a cell at item 0 of section 0.
    public required override init() {
        super.init()
    }

    /// The attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// The attributes of the decoration view of `decorationViewKind` at `indexPath` (decoration
    /// views are not placed: the collection view says so in the trace).
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class (a layout's own attributes subclass stays itself, through its
    /// required `init()`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return frame == other.frame && transform == other.transform && alpha == other.alpha && zIndex == other.zIndex
            && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory && representedElementKind == other.representedElementKind
    }

    open override var hash: Int { indexPath.hashValue ^ (representedElementKind?.hashValue ?? 0) }

    open override var description: String {
        let kind = representedElementKind.map { " kind: \($0);" } ?? ""
        return "<UICollectionViewLayoutAttributes> index path: (\(indexPath));\(kind) frame = \(frame)"
    }
}

/// What places a collection view's items, as UIKit's `UICollectionViewLayout`: subclass it
/// and override `prepare()`, `collectionViewContentSize`, `layoutAttributesForElements(in:)` and
/// `layoutAttributesForItem(at:)` — as chat layouts and carousels do — or use
/// `UICollectionViewFlowLayout`.
///
/// The collection view asks in UIKit's order at each layout pass after the layout was
/// invalidated: `prepare()`, then `collectionViewContentSize`, then
/// `layoutAttributesForElements(in:)` for the visible rectangle. A change of the collection
/// view's size invalidates the layout; a scroll does when `shouldInvalidateLayout(forBoundsChange:)`
/// says so. `invalidateLayout()` makes the next pass ask again.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    /// The collection view that uses this layout (set when the layout is given to one).
    public internal(set) weak var collectionView: UICollectionView?

    /// Whether the layout must be prepared before its attributes are read.
    var isInvalid = true

    /// A layout for no collection view yet.
    public override init() {
        super.init()
    }

    /// As `init()` (archives are not read).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The class of the attributes the layout makes (`UICollectionViewLayoutAttributes`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The direction of the language the layout was designed in:
    /// [the layout direction of the main bundle's development region](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/developmentlayoutdirection),
    /// which the simulated app's is taken to be: `.leftToRight` (the simulation lays out
    /// left to right only). A subclass overrides it to say what it was designed in.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// Whether the collection view flips the layout's horizontal coordinates when the user's
    /// language runs the other way than `developmentLayoutDirection`
    /// ([Apple's page](https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection)):
    /// `false` by default (unconfirmed: the page found does not state the default). A subclass
    /// overrides it; the simulation, left to right only, never flips.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Computes the layout; called before attributes are read after an invalidation. Does
    /// nothing by default.
    open func prepare() {}

    /// The size of the content: the collection view's `contentSize` (zero by default).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every cell and view in `rect` (content coordinates); nil by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`; nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`; nil by default.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` (a scroll) invalidates
    /// the layout; false by default. (A change of size always does.)
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Makes the collection view prepare the layout again at its next layout pass.
    open func invalidateLayout() {
        isInvalid = true
        collectionView?.setNeedsLayout()
    }

    /// Where scrolling should stop when it would stop at `proposedContentOffset`; that offset by
    /// default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where scrolling should stop after a fling; `proposedContentOffset` by default (flings are
    /// not simulated).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// Registers a decoration view class: decoration views are not placed here, and the trace
    /// says so when the layout returns attributes for one.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
}

/// The attributes a layout placed, found by rectangle, by item and by supplementary kind: what
/// the flow and compositional layouts keep between `prepare()` and the collection view's queries.
struct PlacedLayoutElements {
    /// Every item and supplementary view, in the order placed.
    private(set) var all: [UICollectionViewLayoutAttributes] = []
    private var items: [IndexPath: Int] = [:]
    private var supplementary: [String: [IndexPath: Int]] = [:]

    /// Adds `attributes` (an item's, or a supplementary view's by its kind).
    mutating func append(_ attributes: UICollectionViewLayoutAttributes) {
        if attributes.representedElementCategory == .cell {
            items[attributes.indexPath] = all.count
        } else if let kind = attributes.representedElementKind {
            supplementary[kind, default: [:]][attributes.indexPath] = all.count
        }
        all.append(attributes)
    }

    /// The elements of a positive size that overlap `rect`.
    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        all.filter { $0.frame.width > 0 && $0.frame.height > 0 && $0.frame.intersects(rect) }
    }

    /// The item at `indexPath`.
    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { items[indexPath].map { all[$0] } }

    /// The supplementary view of `kind` at `indexPath`.
    func supplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementary[kind]?[indexPath].map { all[$0] }
    }
}
