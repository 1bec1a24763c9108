import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("UITableViewCell")
struct UITableViewCellTests {
    @Test("the content view fills the cell and the labels sit 16 points in, per style")
    func labels() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "x")
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: 60)
        cell.textLabel?.text = "Name"
        cell.detailTextLabel?.text = "Ada"
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 60))
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 343, height: 30))
        #expect(cell.detailTextLabel?.frame == CGRect(x: 16, y: 30, width: 343, height: 30))
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.reuseIdentifier == "x")

        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        plain.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        plain.textLabel?.text = "Row"
        plain.layoutIfNeeded()
        #expect(plain.detailTextLabel == nil)
        #expect(plain.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 44))

        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value.frame = CGRect(x: 0, y: 0, width: 232, height: 44)
        value.textLabel?.text = "Key"
        value.detailTextLabel?.text = "Value"
        value.layoutIfNeeded()
        #expect(value.detailTextLabel?.frame == CGRect(x: 116, y: 0, width: 100, height: 44))
        #expect(UITableViewCell().reuseIdentifier == nil)
        #expect(UITableViewCell.CellStyle.allCases.map(\.rawValue) == [0, 1, 2, 3])
    }
}
