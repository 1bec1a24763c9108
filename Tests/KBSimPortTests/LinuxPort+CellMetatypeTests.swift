import KBSimPort
import Testing

@Suite("LinuxPort: cells made through a metatype")
struct LinuxPortCellMetatypeTests {
    @Test("cellType.init(style:reuseIdentifier:) calls the required init(style:registeredReuseIdentifier:) (QuickTableViewController)")
    func metatypeConstruction() {
        let input = """
            import UIKit
            func make(_ row: Row, _ type: UITableViewCell.Type) -> UITableViewCell {
                let a = row.cellType.init(style: row.cellStyle, reuseIdentifier: row.cellReuseIdentifier)
                let b = type.init(style: .value1, reuseIdentifier: f(x, y: [1, 2]))
                let c = UITableViewCell(style: .default, reuseIdentifier: "kept")
                let d = type.init(frame: .zero)
                return a
            }
            class Cell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                convenience init() { self.init(style: .default, reuseIdentifier: nil) }
            }

            """
        let result = LinuxPort.port(input)
        #expect(
            result.text == """
                import UIKit
                func make(_ row: Row, _ type: UITableViewCell.Type) -> UITableViewCell {
                    let a = row.cellType.init(style: row.cellStyle, registeredReuseIdentifier: row.cellReuseIdentifier)
                    let b = type.init(style: .value1, registeredReuseIdentifier: f(x, y: [1, 2]))
                    let c = UITableViewCell(style: .default, reuseIdentifier: "kept")
                    let d = type.init(frame: .zero)
                    return a
                }
                class Cell: UITableViewCell {
                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                    }
                    convenience init() { self.init(style: .default, reuseIdentifier: nil) }
                }

                """)
        let rewritten = result.edits.filter { $0.kind == .rewroteCellMetatypeInit }
        #expect(rewritten.map(\.position.line) == [3, 4])
        #expect(
            rewritten.first?.description
                == "init(style: row.cellStyle, reuseIdentifier: row.cellReuseIdentifier) → init(style:registeredReuseIdentifier:) "
                + "(a cell class known at run time: Swift calls only a required initializer through a metatype; "
                + "this one calls the class's init(style:reuseIdentifier:))")
        #expect(LinuxPort.port(result.text).text == result.text, "porting the port changes nothing")
    }

    @Test("what Foundation on Linux lacks is a finding, and the code stays (Eureka)")
    func foundationOnLinuxGaps() {
        let input = """
            import UIKit
            let p = NSPredicate(format: "SELF MATCHES %@", pattern)
            let q = NSPredicate(block: { _, _ in true })
            let s = DateComponentsFormatter.localizedString(from: components, unitsStyle: .full)
            var rows: NSMutableArray { return mutableArrayValue(forKey: "_rows") }
            func value(_ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?) {}

            """
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(result.findings.map(\.position.line) == [2, 4, 5, 6])
        #expect(
            result.findings.map(\.code) == [
                "NSPredicate(format: \"SELF MATCHES %@\", pattern)", "DateComponentsFormatter", "mutableArrayValue",
                "AutoreleasingUnsafeMutablePointer",
            ])
        #expect(result.findings[0].advice.hasPrefix("Foundation on Linux has no predicate strings"))
        #expect(result.findings[1].advice.contains("Not supported in swift-corelibs-foundation"))
        #expect(result.findings[2].advice.contains("Objective-C runtime"))
    }

    @Test("a formatter's formatterBehavior, which Foundation on Linux lacks, is a finding (Apple's TableSearch sample)")
    func formatterBehaviorGap() {
        let input = """
            import UIKit
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            formatter.formatterBehavior = .default

            """
        let result = LinuxPort.port(input)
        #expect(result.text == input)
        #expect(result.findings.map(\.position.line) == [4])
        #expect(result.findings.map(\.code) == ["formatterBehavior"])
        #expect(result.findings.first?.advice.contains("iOS has only the 10.4 behavior") == true)
    }

    @Test("viewType.init(reuseIdentifier:) calls the header or footer view's required init(registeredReuseIdentifier:) (Former)")
    func headerFooterMetatypeConstruction() {
        let input = """
            import UIKit
            func make(_ viewType: UITableViewHeaderFooterView.Type) -> UITableViewHeaderFooterView {
                let a = viewType.init(reuseIdentifier: nil)
                let b = UITableViewHeaderFooterView(reuseIdentifier: "kept")
                return a
            }
            class Header: UITableViewHeaderFooterView {
                convenience init() { self.init(reuseIdentifier: nil) }
            }

            """
        let result = LinuxPort.port(input)
        #expect(
            result.text == """
                import UIKit
                func make(_ viewType: UITableViewHeaderFooterView.Type) -> UITableViewHeaderFooterView {
                    let a = viewType.init(registeredReuseIdentifier: nil)
                    let b = UITableViewHeaderFooterView(reuseIdentifier: "kept")
                    return a
                }
                class Header: UITableViewHeaderFooterView {
                    convenience init() { self.init(reuseIdentifier: nil) }
                }

                """)
        let rewritten = result.edits.filter { $0.kind == .rewroteCellMetatypeInit }
        #expect(rewritten.map(\.position.line) == [3])
        #expect(
            rewritten.first?.description
                == "init(reuseIdentifier: nil) → init(registeredReuseIdentifier:) (a header or footer view class known at run time: "
                + "Swift calls only a required initializer through a metatype; this one calls the class's init(reuseIdentifier:))")
        #expect(LinuxPort.port(result.text).text == result.text, "porting the port changes nothing")
    }
}
