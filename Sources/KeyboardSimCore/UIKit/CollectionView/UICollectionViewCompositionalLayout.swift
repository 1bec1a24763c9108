import Foundation

/// A length in a compositional layout, as UIKit's `NSCollectionLayoutDimension`: a fraction of
/// the container's width or height, an absolute number of points, or an estimate (self-sizing is
/// not simulated: an estimated length is taken as it is, and the layout says so in the trace).
@preconcurrency @MainActor open class NSCollectionLayoutDimension: NSObject {
    private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
    private let kind: Kind
    /// The fraction, the points or the estimate.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    /// A number of points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    /// An estimate UIKit refines from the cell's content (taken as it is here).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    /// Whether it is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether it is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether it is a number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether it is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`; negative and non-finite lengths count as zero.
    func resolved(in size: CGSize) -> CGFloat {
        let value: CGFloat =
            switch kind {
            case .fractionalWidth: size.width * dimension
            case .fractionalHeight: size.height * dimension
            case .absolute, .estimated: dimension
            }
        return value.isFinite && value > 0 ? value : 0
    }
}

/// A width and a height in a compositional layout, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// A size of these dimensions. A convenience initializer on iOS (imported from a class
    /// factory method, with `init()` unavailable); designated here, so that a subclass's
    /// convenience initializers inherit it as they do on iOS (see `NSCollectionLayoutItem`).
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }

    var isEstimated: Bool { widthDimension.isEstimated || heightDimension.isEstimated }
}

/// The space between a group's items, as UIKit's `NSCollectionLayoutSpacing`: fixed, or at least
/// this much (flexible: the leftover shared out, as a flow layout's justified lines).
@preconcurrency @MainActor open class NSCollectionLayoutSpacing: NSObject {
    /// The spacing in points.
    public let spacing: CGFloat
    /// Whether the spacing is exactly `spacing`.
    public let isFixedSpacing: Bool
    /// Whether the spacing is at least `spacing`.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }

    private init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
    }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
    }
    /// At least `flexibleSpacing` points.
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
    }
}

/// One cell's place in a compositional layout, as UIKit's `NSCollectionLayoutItem`: its size
/// within its group, its content inset by `contentInsets`.
@preconcurrency @MainActor open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// The space between the item's frame and its cell.
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    /// An item of `layoutSize`.
    ///
    /// Apple declares it `convenience init(layoutSize:)`: iOS imports it from a class factory
    /// method (`+itemWithLayoutSize:`, with `init()` unavailable), and a subclass inherits it. In
    /// Swift, a convenience initializer over a designated one that is not public is not inherited
    /// by a subclass in another module, so it is the public designated initializer here: the
    /// class has no other public initializer, as on iOS, and an app's subclass with convenience
    /// initializers compiles and inherits it as on iOS. (A subclass's designated initializer
    /// calling `super.init(layoutSize:)` compiles here and not on iOS.) The same holds for
    /// `NSCollectionLayoutSize.init(widthDimension:heightDimension:)`,
    /// `NSCollectionLayoutSection.init(group:)` and
    /// `NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:)`;
    /// dimensions, spacings and groups are made by class methods, as on iOS.
    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }
}

/// A row or column of items (or of groups) that repeats down a section, as UIKit's
/// `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, cycling through them while they fit its
/// width (a single item of a quarter of the width gives four per group); with a count, exactly
/// that many, each as wide as the group's width shared out (UIKit sizes them so, ignoring the
/// item's own width). A vertical group does the same top to bottom. Each placed item takes the
/// next item of the section; the section repeats the group until its items are placed.
@preconcurrency @MainActor open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// The items (or groups) the group places.
    public let subitems: [NSCollectionLayoutItem]
    /// The space between the group's items (nil: none).
    open var interItemSpacing: NSCollectionLayoutSpacing?
    let isVertical: Bool
    let count: Int?

    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], vertical: Bool, count: Int?) {
        self.subitems = subitems
        isVertical = vertical
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    /// A group placing `subitems` left to right.
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, vertical: false, count: nil)
    }

    /// A group placing `subitems` top to bottom.
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, vertical: true, count: nil)
    }

    /// A group of `count` `subitem`s side by side, sharing its width (iOS 13–15's name).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int)
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], vertical: false, count: max(1, count))
    }

    /// A group of `count` `subitem`s stacked, sharing its height (iOS 13–15's name).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], vertical: true, count: max(1, count))
    }

    /// A group of `count` `repeatingSubitem`s side by side (iOS 16).
    public static func horizontal(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group of `count` `repeatingSubitem`s stacked (iOS 16).
    public static func vertical(
        layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
    ) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// The frames of the items one instance of the group places in `frame`, in order (leaves
    /// only: a nested group's items in its place), each inset by its item's content insets.
    func itemFrames(in frame: CGRect) -> [CGRect] {
        guard !subitems.isEmpty else { return [] }
        let along: (CGSize) -> CGFloat = { self.isVertical ? $0.height : $0.width }
        let extent = along(frame.size)
        let spacing = interItemSpacing?.spacing ?? 0
        var placed: [(item: NSCollectionLayoutItem, size: CGSize)] = []
        if let count {
            let share = max(0, (extent - spacing * CGFloat(count - 1)) / CGFloat(count))
            let item = subitems[0]
            for _ in 0..<count {
                var size = item.layoutSize.resolved(in: frame.size)
                if isVertical { size.height = share } else { size.width = share }
                placed.append((item, size))
            }
        } else {
            var used: CGFloat = 0
            var index = 0
            while placed.count < 1_000 {
                let item = subitems[index % subitems.count]
                let size = item.layoutSize.resolved(in: frame.size)
                let next = used + (placed.isEmpty ? 0 : spacing) + along(size)
                if !placed.isEmpty, next > extent + 0.0001 { break }
                placed.append((item, size))
                used = next
                index += 1
                if along(size) <= 0 { break }
            }
        }
        let total = placed.reduce(0) { $0 + along($1.size) }
        let gap =
            placed.count > 1 && interItemSpacing?.isFlexibleSpacing == true
            ? max(spacing, (extent - total) / CGFloat(placed.count - 1)) : spacing
        var position: CGFloat = 0
        var frames: [CGRect] = []
        for (item, size) in placed {
            let rect =
                isVertical
                ? CGRect(x: frame.minX, y: frame.minY + position, width: size.width, height: size.height)
                : CGRect(x: frame.minX + position, y: frame.minY, width: size.width, height: size.height)
            if let group = item as? NSCollectionLayoutGroup {
                frames += group.itemFrames(in: rect)
            } else {
                frames.append(rect.inset(by: item.contentInsets.edgeInsets))
            }
            position += along(size) + gap
        }
        return frames
    }

    /// Whether any size in the group is estimated.
    var containsEstimate: Bool {
        layoutSize.isEstimated || subitems.contains { ($0 as? NSCollectionLayoutGroup)?.containsEstimate ?? $0.layoutSize.isEstimated }
    }
}

/// Where a supplementary item sits on its section, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable, CaseIterable {
    /// No alignment.
    case none
    /// Above the section.
    case top
    /// Above, at the leading side.
    case topLeading
    /// At the leading side (placed above here).
    case leading
    /// Below, at the leading side.
    case bottomLeading
    /// Below the section.
    case bottom
    /// Below, at the trailing side.
    case bottomTrailing
    /// At the trailing side (placed below here).
    case trailing
    /// Above, at the trailing side.
    case topTrailing
}

/// A section header or footer in a compositional layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`: `.top` (and the top corners) before the
/// section's groups, `.bottom` (and the bottom corners) after them, as wide as the section.
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    /// The kind the data source is asked a view of.
    public let elementKind: String
    /// Where it sits.
    public let alignment: NSRectAlignment
    /// Whether it stays in view while its section scrolls (stored; not simulated).
    open var pinToVisibleBounds = false
    /// Whether it extends the section's content area (stored; true as UIKit's default).
    open var extendsBoundary = true

    /// A header or footer of `layoutSize` and `elementKind` at `alignment` (designated here,
    /// convenience on iOS: see `NSCollectionLayoutItem.init(layoutSize:)`).
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }
}

/// How a section scrolls across the layout's direction, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior` (not simulated: such a section is laid
/// out as if it did not scroll, and the trace says so).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, CaseIterable {
    /// The section scrolls with the layout.
    case none
    /// Scrolls across, freely.
    case continuous
    /// Scrolls across, stopping at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// Scrolls across by the container's width.
    case paging
    /// Scrolls across by one group.
    case groupPaging
    /// Scrolls across by one group, centred.
    case groupPagingCentered
}

/// The container a section is laid out in, as UIKit's `NSCollectionLayoutContainer`.
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size inside the content insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider knows, as UIKit's `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
    /// The collection view's container.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The environment a compositional layout gives its section provider.
@MainActor struct CompositionalLayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection
    var container: NSCollectionLayoutContainer { self }
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group
/// repeated down the section, `interGroupSpacing` apart, inside `contentInsets`, with its
/// headers and footers.
@preconcurrency @MainActor open class NSCollectionLayoutSection: NSObject {
    /// The group repeated down the section.
    public let group: NSCollectionLayoutGroup
    /// The space around the section's groups.
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// The space between the section's groups.
    open var interGroupSpacing: CGFloat = 0
    /// How the section scrolls across the layout (not simulated).
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A section repeating `group` (designated here, convenience on iOS: see
    /// `NSCollectionLayoutItem.init(layoutSize:)`).
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A list section (iOS 14): full-width rows of an estimated 44 points (self-sizing is not
    /// simulated), the insets and headers of `configuration`'s appearance.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        switch configuration.appearance {
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        case .plain, .grouped, .sidebar, .sidebarPlain:
            break
        }
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

/// A list's look, as UIKit's `UICollectionLayoutListConfiguration` (iOS 14).
///
/// What the simulation lays out: full-width rows of an estimated 44 points, inset 20 points on
/// each side for `.insetGrouped` (UIKit follows the layout margins, 16 or 20 by width:
/// unconfirmed here), a 44-point header or footer with the `.supplementary` modes. Separators,
/// colours and swipe actions are stored.
public struct UICollectionLayoutListConfiguration {
    /// The list's overall look.
    public enum Appearance: Int, Sendable, CaseIterable {
        /// A plain list.
        case plain
        /// Grouped sections.
        case grouped
        /// Grouped sections inset from the sides.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }
    /// Whether sections have headers, and how.
    public enum HeaderMode: Int, Sendable, CaseIterable {
        /// No headers.
        case none
        /// A supplementary header view per section.
        case supplementary
        /// The first item is the header (laid out as a row here).
        case firstItemInSection
    }
    /// Whether sections have footers.
    public enum FooterMode: Int, Sendable, CaseIterable {
        /// No footers.
        case none
        /// A supplementary footer view per section.
        case supplementary
    }

    /// The list's look.
    public var appearance: Appearance
    /// Whether rows have separators (stored).
    public var showsSeparators = true
    /// The list's background (stored).
    public var backgroundColor: UIColor?
    /// Section headers.
    public var headerMode: HeaderMode = .none
    /// Section footers.
    public var footerMode: FooterMode = .none
    /// Extra space at the top of each section (stored).
    public var headerTopPadding: CGFloat?

    /// A configuration of `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

/// The scroll direction and the space between a compositional layout's sections, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
@preconcurrency @MainActor open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The layout's scroll direction (`.vertical`; horizontal layouts are not simulated).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout (stored; not placed).
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() {
        super.init()
    }
}

/// A layout made of sections of groups of items, as UIKit's `UICollectionViewCompositionalLayout`
/// (iOS 13): one section description for every section, or a provider asked per section with the
/// collection view's width.
///
/// Sections follow each other down the collection view (`interSectionSpacing` apart), each with
/// its headers, its groups repeated until its items are placed, and its footers. Not simulated,
/// and said in the trace once: self-sizing (estimated lengths are taken as they are), sections
/// that scroll orthogonally (laid out as if they did not), a horizontal layout (laid out
/// vertically).
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    /// Gives the section at an index, for an environment.
    public typealias SectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    /// The scroll direction and the space between sections.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private var placed = PlacedLayoutElements()
    private var contentSize: CGSize = .zero
    private var said: Set<String> = []

    /// A layout whose every section is `section`. Designated, as Apple declares it.
    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout whose every section is `section`, with `configuration`.
    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout asking `sectionProvider` for each section. Designated, as Apple declares it.
    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    /// A layout asking `sectionProvider` for each section, with `configuration`.
    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// As `init()`: a layout of no sections (archives are not read).
    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A list layout (iOS 14): every section a `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        })
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        placed = PlacedLayoutElements()
        contentSize = .zero
        guard let collectionView else { return }
        if configuration.scrollDirection == .horizontal { sayOnce("a horizontal compositional layout is laid out vertically") }
        let insets = collectionView.adjustedContentInset
        let width = max(0, collectionView.bounds.width - insets.left - insets.right)
        let height = max(0, collectionView.bounds.height - insets.top - insets.bottom)
        let environment = CompositionalLayoutEnvironment(
            contentSize: CGSize(width: width, height: height), traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        for sectionIndex in 0..<collectionView.numberOfSections {
            guard let section = provider(sectionIndex, environment) else { continue }
            if sectionIndex > 0 { y += configuration.interSectionSpacing }
            y = place(section, at: sectionIndex, top: y, width: width, height: height, in: collectionView)
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// Places one section from `top`; returns where it ends.
    private func place(
        _ section: NSCollectionLayoutSection, at index: Int, top: CGFloat, width: CGFloat, height: CGFloat,
        in collectionView: UICollectionView
    ) -> CGFloat {
        if section.orthogonalScrollingBehavior != .none {
            sayOnce("sections that scroll orthogonally are laid out as if they did not scroll")
        }
        if section.group.containsEstimate { sayOnce("self-sizing (estimated dimensions) is not simulated: estimates are taken as sizes") }
        let insets = section.contentInsets
        let sectionWidth = max(0, width - insets.leading - insets.trailing)
        let container = CGSize(width: sectionWidth, height: height)
        var y = top
        for item in section.boundarySupplementaryItems where [.top, .topLeading, .topTrailing].contains(item.alignment) {
            y = placeSupplementary(item, section: index, y: y, x: insets.leading, width: sectionWidth, container: container)
        }
        y += insets.top
        let count = collectionView.numberOfItems(inSection: index)
        let groupSize = section.group.layoutSize.resolved(in: container)
        var placedItems = 0
        var firstGroup = true
        while placedItems < count {
            if !firstGroup { y += section.interGroupSpacing }
            firstGroup = false
            let frames = section.group.itemFrames(in: CGRect(x: insets.leading, y: y, width: groupSize.width, height: groupSize.height))
            guard !frames.isEmpty, groupSize.height > 0 || frames.contains(where: { $0.height > 0 }) else {
                sayOnce("a group of section \(index) places no item of a positive size: its items are left out")
                break
            }
            for frame in frames where placedItems < count {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: placedItems, section: index))
                attributes.frame = frame
                placed.append(attributes)
                placedItems += 1
            }
            y += groupSize.height
        }
        y += insets.bottom
        for item in section.boundarySupplementaryItems where [.bottom, .bottomLeading, .bottomTrailing].contains(item.alignment) {
            y = placeSupplementary(item, section: index, y: y, x: insets.leading, width: sectionWidth, container: container)
        }
        return y
    }

    private func placeSupplementary(
        _ item: NSCollectionLayoutBoundarySupplementaryItem, section: Int, y: CGFloat, x: CGFloat, width: CGFloat, container: CGSize
    ) -> CGFloat {
        let size = item.layoutSize.resolved(in: container)
        guard size.height > 0 else { return y }
        let attributes = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: section))
        attributes.frame = CGRect(x: x, y: y, width: min(width, size.width), height: size.height)
        placed.append(attributes)
        return y + size.height
    }

    private func sayOnce(_ message: String) {
        guard said.insert(message).inserted else { return }
        collectionView?.diagnostic("UICollectionViewCompositionalLayout: \(message)")
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
}
