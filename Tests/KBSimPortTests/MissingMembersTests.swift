import Testing
@testable import KBSimCommands
@testable import KBSimPort

/// The members of simulated types a file uses that the simulation lacks, found without the type
/// checker where the text says the type.
@Suite("MissingMembers")
struct MissingMembersTests {
    /// A catalog of its own, so that these tests hold while the simulation grows.
    private let catalog = UIKitMemberCatalog(types: [
        "UIResponder": .init(kind: "class", supertypes: ["Hashable"], members: ["becomeFirstResponder", "next"]),
        "UIView": .init(
            kind: "class", supertypes: ["UIResponder"], members: ["frame", "addSubview", "layoutSubviews", "AnimationOptions"]),
        "UITextView": .init(kind: "class", supertypes: ["UIView"], members: ["text", "isEditable", "textDidBeginEditingNotification"]),
        "UIKeyboardType": .init(kind: "enum", supertypes: ["Int"], members: ["numberPad"]),
        "UIOpen": .init(kind: "class", supertypes: ["NSObject"], members: []),
    ])

    private func missing(_ text: String) -> [String] {
        MissingMembers(SwiftSource(text), SwiftStructure(SwiftSource(text)), catalog: catalog).names.map(\.name)
    }

    @Test("a simulated type's member by name: static members, notification names, enum cases")
    func qualified() {
        #expect(
            missing(
                """
                let a = UITextView.textDidChangeNotification
                let b = UITextView.textDidBeginEditingNotification
                let c: UIKeyboardType = UIKeyboardType.decimalPad; let d = UIKeyboardType.numberPad
                let e = UIView.AnimationOptions.curveEaseIn; let f = UITextView.self; let g = UIKeyboardType(rawValue: 4)
                """) == ["UITextView.textDidChangeNotification", "UIKeyboardType.decimalPad"])
    }

    @Test("overrides and super calls in a subclass, through the file's own classes")
    func subclasses() {
        #expect(
            missing(
                """
                class Base: UITextView {
                    func refresh() {}
                    override func awakeFromNib() { super.awakeFromNib() }
                    override var text: String? { didSet { super.layoutSubviews() } }
                }
                final class Placeholder: Base {
                    override func refresh() { super.refresh() }
                    override func caretRect(for position: Int) -> Int { super.caretRect(for: position) }
                }
                """) == ["UITextView.awakeFromNib", "UITextView.caretRect"])
    }

    @Test("a name the file types as one simulated class: its members; self.name too")
    func typedNames() {
        #expect(
            missing(
                """
                final class Form {
                    let notes: UITextView = UITextView()
                    lazy var hint = UITextView(frame: .zero)
                    func textViewDidChange(_ textView: UITextView) {
                        _ = textView.text; _ = textView.attributedText; _ = textView?.caretRect
                        _ = self.notes.textContainerInset; _ = other.notes.unknownThing; _ = hint.frame
                    }
                    let options: UIView.AnimationOptions = []
                    func f() { options.formUnion([]) }
                }
                """) == ["UITextView.attributedText", "UITextView.caretRect", "UITextView.textContainerInset"])
    }

    @Test("a name bound again by a cast (or any value but a simulated type's initializer) is not typed by its parameter")
    func shadowedByACast() {
        #expect(
            missing(
                """
                final class Drag {
                    @objc func pan(_ view: UIView) {
                        guard let view = view as? UITextView else { return }
                        _ = view.attributedText
                    }
                    func other(_ field: UIView) { if let field = field as? UITextView { _ = field.attributedText } }
                    func made(_ notes: UITextView) { _ = notes.caretRect }
                }
                """) == ["UITextView.caretRect"])
    }

    @Test("not reported: the file's own extension members, its own types, names with two types, types the catalog cannot close")
    func notReported() {
        #expect(
            missing(
                """
                extension UITextView { var placeholderText: String { "" } }
                final class UIThing { var x = 1 }
                func a(_ view: UITextView) { _ = view.placeholderText; _ = UIThing.x }
                func b(_ view: UIView) { _ = view.anything }
                func c(_ object: UIOpen) { _ = object.description; _ = UIOpen.self }
                """) == [])
        #expect(
            missing(
                """
                func a(_ view: UITextView) { _ = view.anything }
                """) == ["UITextView.anything"])
    }

    @Test("what the file adds to a supertype counts for its subtypes; dictionary keys and generic constraints are not bindings")
    func supertypesAndBindings() {
        #expect(
            missing(
                """
                extension UIView { func shake() {} }
                extension UIResponder { var chain: [UIResponder] { [] } }
                final class Notes: UITextView { override func shake() { super.shake(); _ = super.chain } }
                func f(_ notes: UITextView) { notes.shake(); _ = notes.chain }
                let table: [Int: UITextView] = [:]; let limit = Int.max
                func g<T: UITextView>(_ t: T) -> Int { Int.bitWidth }
                """) == [])
    }

    @Test("the real catalog, as kbsim port uses it: each use located, the member named with its type")
    func realCatalog() {
        // Members no UIKit will ever have, so the test holds as the simulation grows.
        let text = "func f(_ textView: UITextView) {\n    let r = textView.notUIKitsRect(for: textView.notUIKitsEnd)\n}\n"
        let names = UnsimulatedAPI.names(in: SwiftSource(text))
        #expect(names.map(\.name) == ["UITextView.notUIKitsRect", "UITextView.notUIKitsEnd"])
        #expect(names.first?.positions == [TextPosition(line: 2, column: 22)])
        #expect(names.allSatisfy { $0.isMember })
    }
}
