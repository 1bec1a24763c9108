import Foundation
import KeyboardSim
import Testing
import UIKit

/// A custom text input that implements only `UIKeyInput`'s three methods, as a PIN pad does.
private final class PinView: UIView, UIKeyInput {
    var digits = ""
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text }
    func deleteBackward() { digits = String(digits.dropLast()) }
    override var canBecomeFirstResponder: Bool { true }
}

/// A picker's delegate that gives a view per row, counting how often it is asked.
private final class ViewRows: UIPickerViewDataSource, UIPickerViewDelegate {
    var asked: [Int] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 20 }
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        asked.append(row)
        let label = UILabel()
        label.text = "row \(row)"
        return label
    }
}

/// A picker's delegate that gives styled titles only.
private final class StyledTitles: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        NSAttributedString(string: "styled \(row)")
    }
}

private final class Prefetcher: UITableViewDataSourcePrefetching {
    var loaded: [IndexPath] = []
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { loaded += indexPaths }
}

/// A controller that restores itself from an activity, as a state-restoring screen overrides it.
private final class RestoringController: UIViewController {
    var restored: String?
    override func restoreUserActivityState(_ activity: NSUserActivity) {
        super.restoreUserActivityState(activity)
        restored = activity.title
    }
}

/// A text view delegate that refuses links, as a terms-of-service screen does to open them itself.
private final class LinkRefuser: UITextViewDelegate {
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction)
        -> Bool
    { false }
}

/// Members of Apple's documentation that ordinary screens use beside their keyboard handling
/// (issue 43): the later text input traits of a login form, a picker's row views, a table
/// controller's refresh control, prefetching, user activities, links in a text view.
@MainActor @Suite("Screen members: later text traits, picker row views, refresh, prefetching, activities")
struct ScreenMembersTests {
    private func screen() -> (Simulation, UIViewController) { shownScreen(UIViewController()) }

    @Test("the later traits are UIKit's defaults, stored on fields and text views, and a search bar's are its field's")
    func laterTraits() {
        let field = UITextField()
        #expect(field.smartQuotesType == .default && field.smartDashesType == .default && field.smartInsertDeleteType == .default)
        #expect(field.passwordRules == nil && field.inlinePredictionType == .default && field.mathExpressionCompletionType == .default)
        #expect(field.writingToolsBehavior == .default && field.allowedWritingToolsResultOptions.isEmpty)
        field.smartQuotesType = .no
        field.passwordRules = UITextInputPasswordRules(descriptor: "required: upper; required: digit; minlength: 8;")
        field.writingToolsBehavior = .none
        #expect(field.smartQuotesType == .no && field.writingToolsBehavior == .none)
        #expect(field.passwordRules == UITextInputPasswordRules(descriptor: "required: upper; required: digit; minlength: 8;"))
        #expect(UITextSmartQuotesType.yes.rawValue == 2 && UIWritingToolsBehavior.none.rawValue == -1)

        let textView = UITextView()
        textView.allowedWritingToolsResultOptions = [.plainText, .list]
        textView.smartDashesType = .yes
        #expect(textView.allowedWritingToolsResultOptions.contains(.list) && textView.smartDashesType == .yes)
        #expect(!textView.isWritingToolsActive)

        let bar = UISearchBar()
        bar.smartInsertDeleteType = .no
        bar.inlinePredictionType = .yes
        #expect(bar.searchTextField.smartInsertDeleteType == .no && bar.searchTextField.inlinePredictionType == .yes)

        // Through the protocol, as a library's `where Self: UITextInputTraits` code reaches them.
        let traits: any UITextInputTraits = field
        #expect(traits.smartQuotesType == .no)
    }

    @Test("a custom input without a later trait answers UIKit's default, and setting it says what a device would do")
    func customInputTraits() {
        let (sim, controller) = screen()
        let pin = PinView()
        controller.view.addSubview(pin)
        let traits: any UITextInputTraits = pin
        #expect(traits.smartQuotesType == .default && traits.passwordRules == nil)
        let settable = traits
        settable.smartDashesType = .no
        #expect(settable.smartDashesType == .default)
        #expect(
            sim.diagnostics.contains {
                $0.contains("PinView does not implement the text input trait smartDashesType (unrecognized selector)")
            }, "\(sim.diagnostics)")
    }

    @Test("a picker hands out the delegate's row views for the rows on its wheel, once each, and nil for titles")
    func pickerRowViews() {
        let picker = UIPickerView()
        let rows = ViewRows()
        picker.dataSource = rows
        picker.delegate = rows
        picker.selectRow(10, inComponent: 0, animated: false)
        let shown = picker.view(forRow: 12, forComponent: 0) as? UILabel
        #expect(shown?.text == "row 12")
        #expect(picker.view(forRow: 12, forComponent: 0) === shown, "the same view while the row shows")
        #expect(picker.view(forRow: 13, forComponent: 0) != nil, "three rows of 32 points each side of the selection")
        #expect(picker.view(forRow: 14, forComponent: 0) == nil, "off the 216-point wheel")
        #expect(picker.view(forRow: 99, forComponent: 0) == nil, "no such row")
        #expect(rows.asked == [12, 13])
        picker.reloadComponent(0)
        _ = picker.view(forRow: 12, forComponent: 0)
        #expect(rows.asked == [12, 13, 12], "asked again after a reload")

        let other = ViewRows()
        picker.delegate = other
        #expect((picker.view(forRow: 12, forComponent: 0) as? UILabel) !== shown, "a new delegate's views")
        #expect(other.asked == [12])

        let titles = StyledTitles()
        let titled = UIPickerView()
        titled.dataSource = titles
        titled.delegate = titles
        #expect(titled.view(forRow: 0, forComponent: 0) == nil, "Apple: nil when the delegate does not give views")
        let drawn = titles.pickerView(titled, viewForRow: 1, forComponent: 0, reusing: nil) as? UILabel
        #expect(drawn?.attributedText?.string == "styled 1", "UIKit's own row shows the styled title")
    }

    @Test("a table controller's refresh control is its table's")
    func refreshControl() {
        let controller = UITableViewController(style: .plain)
        let control = UIRefreshControl()
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        controller.tableView.refreshControl = nil
        #expect(controller.refreshControl == nil)
    }

    @Test("a prefetching data source is kept weakly, never called, and the trace says so")
    func prefetching() {
        let (sim, controller) = screen()
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        controller.view.addSubview(table)
        var prefetcher: Prefetcher? = Prefetcher()
        table.prefetchDataSource = prefetcher
        #expect(table.prefetchDataSource === prefetcher)
        #expect(sim.diagnostics.contains { $0.contains("UITableView.prefetchDataSource: prefetching is not simulated") })
        #expect(prefetcher?.loaded == [])
        prefetcher = nil
        #expect(table.prefetchDataSource == nil)
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(collection.prefetchDataSource == nil && collection.isPrefetchingEnabled)
    }

    @Test("user activities: stored on a responder, restored through an override, the app's layout left to right")
    func activitiesAndDirection() {
        let (sim, _) = screen()
        let controller = RestoringController()
        let activity = NSUserActivity(activityType: "com.example.compose")
        activity.title = "draft"
        controller.userActivity = activity
        #expect(controller.userActivity === activity)
        let restorer: any UIUserActivityRestoring = controller
        restorer.restoreUserActivityState(activity)
        #expect(controller.restored == "draft")
        #expect(sim.application.userInterfaceLayoutDirection == .leftToRight)
    }

    @Test("a field is its own text input view; a text view's link methods default to yes and reach the delegate's own")
    func textInputViewAndLinks() {
        let field = UITextField()
        let input: any UITextInput = field
        #expect(input.textInputView === field)
        let textView = UITextView()
        let url = URL(string: "https://example.com/terms")!
        let refuser = LinkRefuser()
        let delegate: any UITextViewDelegate = refuser
        #expect(
            !delegate.textView(textView, shouldInteractWith: url, in: NSRange(location: 0, length: 5), interaction: .invokeDefaultAction))
        #expect(delegate.textView(textView, shouldInteractWith: url, in: NSRange(location: 0, length: 5)), "UIKit's default: yes")
        #expect(UITextField.didEndEditingReasonUserInfoKey == "UITextFieldDidEndEditingReasonKey")
    }
}
