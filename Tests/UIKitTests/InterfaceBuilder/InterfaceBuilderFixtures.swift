import UIKit
import KeyboardSim

/// What the classes below did, in order (each test clears it first; tests on the main actor do
/// not interleave).
@MainActor var interfaceBuilderLog: [String] = []

/// A view that logs its `init?(coder:)` (with the subviews it found there) and its `awakeFromNib()`.
final class LoggingView: UIView {
    private(set) var subviewsAtInit = -1
    private(set) var awoke = 0

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        subviewsAtInit = subviews.count
        interfaceBuilderLog.append("init \(accessibilityIdentifier ?? "?") (\(subviews.count) subviews)")
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke += 1
        interfaceBuilderLog.append("awake \(accessibilityIdentifier ?? "?")")
    }
}

/// A constraint subclass that exists only as a storyboard constraint's custom class (as
/// keyboard libraries' constraints do): it sets its own constant when it wakes.
final class AwakeningConstraint: NSLayoutConstraint {
    override func awakeFromNib() {
        super.awakeFromNib()
        interfaceBuilderLog.append("awake constraint \(identifier ?? "?") \(constant)")
        constant = 99
    }
}

/// A xib's File's Owner, written as `kbsim port` writes a class with `@IBOutlet`s and an
/// `@IBAction` (the members at the end).
final class FormOwner: UIViewController, UITextFieldDelegate {
    weak var nameField: UITextField!
    private weak var noteView: UITextView?
    var fields: [UITextField]!
    var rating = 0
    var weight: CGFloat = 0
    var isDraft = false
    private(set) var saves: [String] = []
    var hasNoteView: Bool { noteView != nil }

    func save(_ sender: Any) {
        saves.append(String(describing: type(of: sender)))
    }

    // kbsim port: Interface Builder's outlets and actions, connected by name on Linux (no key-value coding there).
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "nameField": nameField = value as? UITextField
        case "noteView": noteView = value as? UITextView
        case "fields": fields = value as? [UITextField]
        case "rating": if let value = value as? Int { rating = value }
        case "weight": if let value = value as? CGFloat { weight = value }
        case "isDraft": if let value = value as? Bool { isDraft = value }
        default: super.setValue(value, forKey: key)
        }
    }
    override func interfaceBuilderSelector(forAction name: String) -> Selector? {
        switch name {
        case "save:": Selector("save:", FormOwner.save)
        default: super.interfaceBuilderSelector(forAction: name)
        }
    }
}

/// A subclass of a class with outlets, with outlets of its own: the keys it does not know go to
/// its superclass's `setValue(_:forKey:)`.
final class DetailedFormOwner: UIViewController {
    weak var titleLabel: UILabel!
    override func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        default: super.setValue(value, forKey: key)
        }
    }
}

/// Xib and storyboard text for the tests: Xcode's document element around `objects`.
enum InterfaceBuilderText {
    /// A xib whose objects start on line 6 (the File's Owner placeholder is line 4).
    static func xib(owner: String = "FormOwner", _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)" customModule="FormApp" customModuleProvider="target"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// A document read from `text`, named `Test.xib` in errors.
    static func document(_ text: String) throws -> InterfaceBuilderDocument {
        try InterfaceBuilderDocument(data: Data(text.utf8), file: "Test.xib")
    }

    /// The top-level objects of the xib `text`, made with `owner` as File's Owner, classes
    /// searched in this test module.
    @MainActor static func load(_ text: String, owner: AnyObject? = nil) throws -> [AnyObject] {
        try UINib(document: document(text), modules: ["UIKitTests"]).instantiateObjects(withOwner: owner)
    }

    /// The error loading `text` (nil when it loads).
    @MainActor static func error(_ text: String, owner: AnyObject? = FormOwner()) -> InterfaceBuilderError? {
        do {
            _ = try load(text, owner: owner)
            return nil
        } catch let error as InterfaceBuilderError {
            return error
        } catch {
            return nil
        }
    }
}

extension InterfaceBuilderText {
    /// A storyboard of one scene whose objects start on line 6, with `initial` its initial view
    /// controller.
    static func storyboard(initial: String = "c", _ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(initial)">
            <scenes>
                <scene sceneID="s">
                    <objects>
        \(objects)
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The error making the storyboard `text`'s initial view controller and then loading its
    /// view, as `loadView` does (nil when both succeed).
    @MainActor static func storyboardError(_ text: String) -> InterfaceBuilderError? {
        do {
            let document = try document(text)
            let storyboard = UIStoryboard(document: document, modules: ["UIKitTests"])
            guard let controller = try storyboard.loadInitialViewController(),
                let scene = document.scenes.first(where: { $0["id"] == document.initialViewControllerID })
            else { return nil }
            try document.loadView(ofScene: scene, into: controller, modules: ["UIKitTests"])
            return nil
        } catch let error as InterfaceBuilderError {
            return error
        } catch {
            return nil
        }
    }
}

/// A view whose `init?(coder:)` fails.
final class FailingView: UIView {
    required init?(coder: NSCoder) { return nil }
}

/// A constraint whose `init?(coder:)` fails.
final class FailingConstraint: NSLayoutConstraint {
    required init?(coder: NSCoder) { return nil }
}

/// A view controller whose `init?(coder:)` fails.
final class FailingController: UIViewController {
    required init?(coder: NSCoder) { return nil }
}

/// A view with an action, written as `kbsim port` writes a class with an `@IBAction`.
final class ActionView: UIView {
    private(set) var taps = 0
    func tap(_ sender: Any) { taps += 1 }
    override func interfaceBuilderSelector(forAction name: String) -> Selector? {
        switch name {
        case "tap:": Selector("tap:", ActionView.tap)
        default: super.interfaceBuilderSelector(forAction: name)
        }
    }
}
