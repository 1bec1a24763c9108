import Testing
import UIKit

/// A cell subclass that records which initializer made it, as a library's row cells do.
private final class SwitchCell: UITableViewCell {
    var madeWithStyle: UITableViewCell.CellStyle?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        madeWithStyle = style
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("UITableViewCell made through a metatype (what kbsim port writes for cellType.init(style:reuseIdentifier:))")
struct CellMetatypeTests {
    @Test("init(style:registeredReuseIdentifier:) through a metatype makes the subclass through its init(style:reuseIdentifier:)")
    func subclassThroughMetatype() {
        let type: UITableViewCell.Type = SwitchCell.self
        let cell = type.init(style: .subtitle, registeredReuseIdentifier: "switch")
        let made = cell as? SwitchCell
        #expect(made != nil)
        #expect(made?.madeWithStyle == .subtitle)
        #expect(cell.reuseIdentifier == "switch")
        #expect(cell.detailTextLabel != nil, "the subtitle style has a detail label")
        let plain = UITableViewCell.self.init(style: .default, registeredReuseIdentifier: nil)
        #expect(plain.reuseIdentifier == nil)
        #expect(plain.detailTextLabel == nil, "the default style has none")
    }

    @Test("a registered class is still made with the .default style")
    func registeredClassDefaultStyle() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(SwitchCell.self, forCellReuseIdentifier: "switch")
        let cell = tableView.dequeueReusableCell(withIdentifier: "switch")
        #expect((cell as? SwitchCell)?.madeWithStyle == .default)
        #expect(cell?.reuseIdentifier == "switch")
    }
}
