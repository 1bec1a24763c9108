import Testing
import KBSimPort

@Suite("LinuxPort: an override in an extension moves into its class's body")
struct LinuxPortExtensionOverridesTests {
    static let input = """
        import UIKit

        public class Menu: UIView {
            var items: [String] = []
        }

        public extension Menu {
            /// Lays the items out.
            @objc override func layoutSubviews() {
                super.layoutSubviews()
            }

            func helper() {}

            override var intrinsicContentSize: CGSize {
                CGSize(width: 100, height: 44 * CGFloat(items.count))
            }
        }

        extension UILabel {
            override open var text: String? { didSet {} }
        }

        extension Elsewhere {
            override func viewDidLoad() {}
        }

        """

    @Test("moved with its doc comment and the extension's access, after the other edits; the extension keeps the rest")
    func moved() {
        let result = LinuxPort.port(SwiftSource(Self.input))
        #expect(
            result.text == """
                import UIKit

                public class Menu: UIView {
                    var items: [String] = []
                    /// Lays the items out.
                    public override func layoutSubviews() {
                        super.layoutSubviews()
                    }
                    public override var intrinsicContentSize: CGSize {
                        CGSize(width: 100, height: 44 * CGFloat(items.count))
                    }
                }

                public extension Menu {

                    func helper() {}

                }

                extension UILabel {
                    override open var text: String? { didSet {} }
                }

                extension Elsewhere {
                    override func viewDidLoad() {}
                }

                """)
        #expect(
            result.edits.filter { $0.kind == .movedExtensionOverride }.map(\.description) == [
                "move override func layoutSubviews in an extension of Menu into class Menu's body (Swift on Linux overrides only in a class's body; iOS takes it in an extension)",
                "move override var intrinsicContentSize in an extension of Menu into class Menu's body (Swift on Linux overrides only in a class's body; iOS takes it in an extension)",
            ])
        #expect(result.edits.filter { $0.kind == .movedExtensionOverride }.map(\.position.line) == [9, 15])
        #expect(result.findings.map(\.position.line) == [21, 25], "UIKit's class and a class of another file are reported")
        #expect(LinuxPort.port(SwiftSource(result.text)).edits.isEmpty, "porting twice moves nothing more")
    }

    @Test("keeping lines: #sourceLocation directives keep the member's own line numbers, and every other line stays")
    func keepingLines() {
        let result = LinuxPort.port(SwiftSource(Self.input), keepingLines: true, file: "/app/Menu.swift")
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[4] == "#sourceLocation(file: \"/app/Menu.swift\", line: 8)")
        #expect(lines[5] == "    /// Lays the items out.")
        #expect(lines.contains("#sourceLocation(file: \"/app/Menu.swift\", line: 5)"))
        // After the class's brace, the file's lines are where they were: count the directives'
        // lines and the moved ones out.
        let closing = lines.lastIndex(of: "#sourceLocation(file: \"/app/Menu.swift\", line: 5)")!
        #expect(lines[closing + 1] == "}")
        let after = Array(lines[(closing + 1)...])
        let original = Self.input.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(after.count == original.count - 4)
        #expect(after[2] == "public extension Menu {" && after[15] == "extension UILabel {")
        let unnamed = LinuxPort.port(SwiftSource(Self.input), keepingLines: true)
        #expect(!unnamed.text.contains("#sourceLocation") && unnamed.findings.count == 4, "without the file's name: left, with a finding")
    }

    @Test("a class whose outlets add members at its end takes the moved override after them, on a line of its own")
    func afterInterfaceBuilderMembers() {
        let input = """
            import UIKit

            class Cell: UITableViewCell {
                @IBOutlet weak var label: UILabel!
            }

            extension Cell {
                override func awakeFromNib() {
                    super.awakeFromNib()
                }
            }

            """
        for keepingLines in [false, true] {
            let result = LinuxPort.port(SwiftSource(input), keepingLines: keepingLines, file: "/app/Cell.swift")
            let text = result.text
            let setValue = text.range(of: "override func setValue(_ value: Any?, forKey key: String)")
            let awake = text.range(of: "override func awakeFromNib()")
            let classEnd = text.range(of: "\n}", range: (awake?.upperBound ?? text.startIndex)..<text.endIndex)
            let extensionStart = text.range(of: "extension Cell {")
            #expect(setValue != nil && awake != nil && classEnd != nil && extensionStart != nil)
            if let setValue, let awake, let classEnd, let extensionStart {
                #expect(setValue.lowerBound < awake.lowerBound && awake.upperBound < classEnd.lowerBound)
                #expect(classEnd.upperBound <= extensionStart.lowerBound, "the override is inside the class, before the extension")
            }
            #expect(result.findings.isEmpty)
            #expect(LinuxPort.port(SwiftSource(text)).edits.filter { $0.kind == .movedExtensionOverride }.isEmpty)
        }
    }
}
