import Testing
import KBSimPort

/// An override in an extension of one of UIKit's classes (Former's `extension UITableViewCell {
/// override open var inputView … }`): iOS replaces the class's Objective-C method for every
/// instance whose class does not override it; here it moves into the body of each of the
/// module's classes that derive from that UIKit class directly and do not declare the member,
/// which is where Swift on Linux lets it override.
@Suite("LinuxPort: an override in an extension of a UIKit class moves into the module's subclasses of it")
struct PortContextUIKitExtensionOverridesTests {
    static let cellsFile = """
        import UIKit

        public final class PickerCell: UITableViewCell {
            let picker = UIView()
        }

        class LabelCell: UITableViewCell {
            override var canBecomeFirstResponder: Bool { false }
        }

        final class BoldLabelCell: LabelCell {}

        """

    static let helpersFile = """
        import UIKit

        extension UITableViewCell {
            // For the picker rows
            override open var inputView: UIView? {
                if let cell = self as? PickerCell { return cell.picker }
                return super.inputView
            }

            override open var canBecomeFirstResponder: Bool {
                self is PickerCell || super.canBecomeFirstResponder
            }
        }

        """

    static var context: PortContext {
        PortContext(
            files: [("/lib/Cells.swift", SwiftSource(cellsFile)), ("/lib/UITableViewCell+Rows.swift", SwiftSource(helpersFile))],
            keepingLines: false)
    }

    @Test("the extension's file leaves each override out; each direct subclass that does not declare it takes it, with its own access")
    func movedIntoSubclasses() {
        let context = Self.context
        #expect(context.superclasses["PickerCell"] == "UITableViewCell" && context.superclasses["BoldLabelCell"] == "LabelCell")
        #expect(context.movedOverrides.map(\.className) == ["LabelCell", "PickerCell", "PickerCell"])

        let leaving = LinuxPort.port(SwiftSource(Self.helpersFile), context: context, file: "/lib/UITableViewCell+Rows.swift")
        #expect(!leaving.text.contains("inputView") && !leaving.text.contains("canBecomeFirstResponder"), "\(leaving.text)")
        #expect(leaving.findings.isEmpty, "\(leaving.findings)")
        #expect(
            leaving.edits.filter { $0.kind == .movedExtensionOverride }.map(\.replacement) == [
                "class LabelCell's body in Cells.swift", "class PickerCell's body in Cells.swift", "class PickerCell's body in Cells.swift",
            ])

        let taking = LinuxPort.port(SwiftSource(Self.cellsFile), context: context, file: "/lib/Cells.swift")
        #expect(
            taking.text == """
                import UIKit

                public final class PickerCell: UITableViewCell {
                    let picker = UIView()
                    // For the picker rows
                    public override var inputView: UIView? {
                        if let cell = self as? PickerCell { return cell.picker }
                        return super.inputView
                    }
                    public override var canBecomeFirstResponder: Bool {
                        self is PickerCell || super.canBecomeFirstResponder
                    }
                }

                class LabelCell: UITableViewCell {
                    override var canBecomeFirstResponder: Bool { false }
                    // For the picker rows
                    override var inputView: UIView? {
                        if let cell = self as? PickerCell { return cell.picker }
                        return super.inputView
                    }
                }

                final class BoldLabelCell: LabelCell {}

                """, "\(taking.text)")
    }

    @Test("without the module (one file on its own), an override in an extension of a UIKit class is a by-hand finding")
    func aloneIsAFinding() {
        let result = LinuxPort.port(SwiftSource(Self.helpersFile), context: .none, file: "/lib/UITableViewCell+Rows.swift")
        #expect(result.findings.count == 2)
        #expect(result.text.contains("override open var inputView"))
    }
}
