import Testing
import UIKit

/// Subclasses written as apps write them, against the initializers Apple declares: which are
/// designated, convenience, failable and required decides what a subclass may override, call
/// with `super` and inherit. Each type's declarations are those of its pages in Apple's
/// documentation (developer.apple.com/documentation/uikit/<type>/init(...)), as collected in
/// Fixtures/AppleMembers.txt: `UIStackView.init(coder:)` and `UIActivityIndicatorView.init(coder:)`
/// are not failable; `UIAlertController.init(title:message:preferredStyle:)` is a convenience
/// initializer; `UIGestureRecognizer.init(target:action:)`, `UIImageView.init(image:highlightedImage:)`,
/// `UISearchController.init(nibName:bundle:)` and `UICollectionViewCompositionalLayout.init(section:)`
/// and `init(sectionProvider:)` are designated. Each subclass records the initializers it went
/// through, so a test shows both that it compiles and which of its overrides ran.
@MainActor @Suite("Subclasses of UIKit's classes, against Apple's initializers")
struct SubclassInitializersTests {
    // MARK: Views

    final class FormStack: UIStackView {
        var madeThrough: [String] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            madeThrough.append("init(frame:)")
        }
        required init(coder: NSCoder) {
            super.init(coder: coder)
            madeThrough.append("init(coder:)")
        }
    }

    final class Spinner: UIActivityIndicatorView {
        var madeThrough: [String] = []
        override init(style: UIActivityIndicatorView.Style) {
            super.init(style: style)
            madeThrough.append("init(style:)")
        }
        override init(frame: CGRect) {
            super.init(frame: frame)
            madeThrough.append("init(frame:)")
        }
        required init(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    final class Avatar: UIImageView {
        var madeThrough: [String] = []
        override init(image: UIImage?, highlightedImage: UIImage?) {
            super.init(image: image, highlightedImage: highlightedImage)
            madeThrough.append("init(image:highlightedImage:)")
        }
        override init(image: UIImage?) {
            super.init(image: image)
            madeThrough.append("init(image:)")
        }
        override init(frame: CGRect) {
            super.init(frame: frame)
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    @Test("views: a stack view's and a spinner's non-failable init(coder:), an image view's two designated image initializers")
    func views() {
        let stack = FormStack(arrangedSubviews: [UILabel(), UILabel()])
        #expect(stack.madeThrough == ["init(frame:)"] && stack.arrangedSubviews.count == 2)
        let spinner = Spinner(style: .large)
        #expect(spinner.madeThrough == ["init(style:)"] && spinner.style == .large && spinner.isHidden)
        #expect(Spinner(frame: .zero).madeThrough == ["init(frame:)"])
        let image = UIImage(imageLiteralResourceName: "avatar")
        let avatar = Avatar(image: image, highlightedImage: image)
        #expect(avatar.madeThrough == ["init(image:highlightedImage:)"] && avatar.highlightedImage === image)
        #expect(Avatar(image: nil).madeThrough == ["init(image:)"])
    }

    // MARK: Controls

    /// A button with its own `title` property, as apps' buttons have: UIButton has none (Apple's
    /// page lists `title(for:)` and `currentTitle`), so it needs no `override`.
    final class PillButton: UIButton {
        var title: String = "" { didSet { setTitle(title, for: .normal) } }
        var madeThrough: [String] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            madeThrough.append("init(frame:)")
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    @Test("controls: a button subclass's own title property; init(type:) is inherited and goes through init(frame:)")
    func controls() {
        let button = PillButton(type: .system)
        button.title = "Send"
        #expect(button.madeThrough == ["init(frame:)"] && button.title(for: .normal) == "Send")
        #expect(button.currentTitle == "Send" && button.buttonType == .system)
    }

    // MARK: Controllers

    final class ErrorAlert: UIAlertController {
        var madeThrough: [String] = []
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            madeThrough.append("init(nibName:bundle:)")
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
        convenience init(error: String) {
            self.init(title: "Error", message: error, preferredStyle: .alert)
        }
    }

    final class SearchController: UISearchController {
        var madeThrough: [String] = []
        override init(searchResultsController: UIViewController?) {
            super.init(searchResultsController: searchResultsController)
            madeThrough.append("init(searchResultsController:)")
        }
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            madeThrough.append("init(nibName:bundle:)")
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    @Test("controllers: an alert's convenience initializer goes through init(nibName:bundle:); a search controller's two designated ones")
    func controllers() {
        let alert = ErrorAlert(error: "No network")
        #expect(alert.madeThrough == ["init(nibName:bundle:)"])
        #expect(alert.title == "Error" && alert.message == "No network" && alert.preferredStyle == .alert)
        #expect(alert.modalPresentationStyle == .overFullScreen)
        let sheet = ErrorAlert(title: "Share", message: nil, preferredStyle: .actionSheet)
        #expect(sheet.preferredStyle == .actionSheet && sheet.madeThrough == ["init(nibName:bundle:)"])
        #expect(ErrorAlert().madeThrough == ["init(nibName:bundle:)"])
        let results = UIViewController()
        let search = SearchController(searchResultsController: results)
        #expect(search.madeThrough == ["init(searchResultsController:)"] && search.searchResultsController === results)
        let plain = SearchController(nibName: nil, bundle: nil)
        #expect(plain.madeThrough == ["init(nibName:bundle:)"] && plain.searchResultsController == nil)
    }

    // MARK: Gesture recognizers

    final class DragRecognizer: UIPanGestureRecognizer {
        var madeThrough: [String] = []
        override init(target: Any?, action: Selector?) {
            super.init(target: target, action: action)
            madeThrough.append("init(target:action:)")
        }
    }

    @Test("gesture recognizers: init(target:action:) is designated; init() is inherited and goes through it")
    func gestureRecognizers() {
        #expect(DragRecognizer(target: nil, action: nil).madeThrough == ["init(target:action:)"])
        let plain = DragRecognizer()
        #expect(plain.madeThrough == ["init(target:action:)"] && plain.state == .possible)
    }

    // MARK: Collection view layouts

    final class GridLayout: UICollectionViewCompositionalLayout {
        var madeThrough: [String] = []
        override init(section: NSCollectionLayoutSection) {
            super.init(section: section)
            madeThrough.append("init(section:)")
        }
        override init(sectionProvider: @escaping SectionProvider) {
            super.init(sectionProvider: sectionProvider)
            madeThrough.append("init(sectionProvider:)")
        }
        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    @Test("collection view layouts: a compositional layout's init(section:) and init(sectionProvider:) are designated")
    func collectionLayouts() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        #expect(GridLayout(section: section).madeThrough == ["init(section:)"])
        #expect(GridLayout(sectionProvider: { _, _ in section }).madeThrough == ["init(sectionProvider:)"])
    }

    /// Subclasses of the compositional layout's parts with convenience initializers only, as they
    /// can be written on iOS (where `init()` is unavailable and `init(layoutSize:)`,
    /// `init(widthDimension:heightDimension:)` and `init(group:)` are convenience initializers
    /// imported from class factory methods, which subclasses inherit).
    final class SquareItem: NSCollectionLayoutItem {
        convenience init(side: CGFloat) {
            self.init(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(side), heightDimension: .absolute(side)))
        }
    }

    final class FullWidthSize: NSCollectionLayoutSize {
        convenience init(height: CGFloat) {
            self.init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        }
    }

    final class ListSection: NSCollectionLayoutSection {
        convenience init(rowHeight: CGFloat) {
            let row = NSCollectionLayoutItem(layoutSize: FullWidthSize(height: rowHeight))
            self.init(group: .vertical(layoutSize: FullWidthSize(height: rowHeight), subitems: [row]))
        }
    }

    @Test("compositional layout parts: a subclass's convenience initializers reach the initializers Apple lists, and inherit them")
    func compositionalParts() {
        let square = SquareItem(side: 30)
        #expect(square.layoutSize.widthDimension.isAbsolute && square.layoutSize.heightDimension.dimension == 30)
        let inherited = SquareItem(layoutSize: FullWidthSize(height: 44))
        #expect(inherited.layoutSize.widthDimension.isFractionalWidth)
        let section = ListSection(rowHeight: 44)
        #expect(section.group.layoutSize.heightDimension.dimension == 44)
        #expect(NSCollectionLayoutDimension.absolute(12).isAbsolute)
        #expect(NSCollectionLayoutSpacing.fixed(8).isFixedSpacing)
    }
}
