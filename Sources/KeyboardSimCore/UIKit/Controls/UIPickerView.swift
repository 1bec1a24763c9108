import Foundation

/// The data source of a `UIPickerView`: how many wheels (components) and rows it has.
@preconcurrency @MainActor public protocol UIPickerViewDataSource: SelectorResponding {
    /// The number of components (wheels).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The delegate of a `UIPickerView`: its rows' titles, and what the user selected. Every
/// method is optional, as in UIKit.
@preconcurrency @MainActor public protocol UIPickerViewDelegate: SelectorResponding {
    /// The title of `row` in `component`.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The user selected `row` in `component` (the wheel came to rest on it).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    /// The width of `component`, in points.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of every row of `component`, in points.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The styled title of `row` in `component`; UIKit prefers it to the plain title.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view that shows `row` in `component` (`view` is one the wheel no longer shows, to
    /// reuse, or `nil`); UIKit prefers it to either title.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(1, pickerView.numberOfComponents))
    }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    /// UIKit's answer without the method: none, so the plain title shows.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        nil
    }
    /// Without the method UIKit draws the row's title itself: here a label with the attributed
    /// or the plain title, which `UIPickerView.view(forRow:forComponent:)` does not hand out
    /// (Apple: it returns `nil` "if the delegate doesn't implement that method").
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = PickerRowTitleLabel()
        if let styled = pickerView.delegate?.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = styled
        } else {
            label.text = pickerView.delegate?.pickerView(pickerView, titleForRow: row, forComponent: component)
        }
        return label
    }
}

/// The label UIKit shows for a row when the delegate gives titles, not views.
final class PickerRowTitleLabel: UILabel {}

/// A spinning-wheel picker, as UIKit's `UIPickerView`: the classic input view of a form's field
/// (`field.inputView = picker`), where it takes the keyboard's place.
///
/// Its size is the wheels' — 216 points high in portrait (UIKit pins a picker's height to it:
/// "invalid height value 0.0 pinned to 216.0", a picker's log quoted at
/// http://45.79.140.111/INFO1-CE9236/src/picker, which also gives 320 × 216 in portrait and 162
/// high in landscape); as an input view the keyboard takes that height. Selection is stored:
/// `selectRow(_:inComponent:animated:)` from code, or `Simulation.pick(row:inComponent:of:)` as
/// the user's spin, which tells the delegate.
open class UIPickerView: UIView {
    /// Where the picker's rows come from (held weakly).
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { rowViews = [:] }
    }
    /// The picker's delegate (held weakly).
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { rowViews = [:] }
    }
    /// Whether the selection indicator shows (deprecated in iOS 13; stored and inert).
    open var showsSelectionIndicator = true
    private var selectedRows: [Int: Int] = [:]

    /// The number of components, from the data source (0 without one).
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// The views the delegate gave for the rows the wheels show, by component and row.
    private var rowViews: [Int: [Int: UIView]] = [:]

    /// The view the delegate's `pickerView(_:viewForRow:forComponent:reusing:)` gave for `row`
    /// of `component`, or `nil` when the row is not on the wheel or the delegate gives titles
    /// instead (https://developer.apple.com/documentation/uikit/uipickerview/view(forrow:forcomponent:)).
    /// The wheel shows the rows within half its height (108 points for the standard 216) of the
    /// selected row's centre: three on each side for 32-point rows (unconfirmed: counted from
    /// the wheel's height, not measured). A row's view is asked for when this method first
    /// needs it (with nothing to reuse), not when the picker shows; it is kept outside the
    /// picker's view hierarchy, and asked for again after a reload or a new delegate or data
    /// source.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard let delegate, row >= 0, row < numberOfRows(inComponent: component) else { return nil }
        let height = bounds.height > 0 ? bounds.height : intrinsicContentSize.height
        let reach = Int((height / 2) / max(1, rowSize(forComponent: component).height))
        guard abs(row - selectedRow(inComponent: component)) <= reach else { return nil }
        if let shown = rowViews[component]?[row] { return shown }
        let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
        guard !(view is PickerRowTitleLabel) else { return nil }
        rowViews[component, default: [:]][row] = view
        return view
    }

    /// The number of rows in `component`, from the data source.
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// The size of a row of `component`.
    open func rowSize(forComponent component: Int) -> CGSize {
        let delegate = delegate
        let width = delegate?.pickerView(self, widthForComponent: component) ?? bounds.width / CGFloat(max(1, numberOfComponents))
        return CGSize(width: width, height: delegate?.pickerView(self, rowHeightForComponent: component) ?? 32)
    }

    /// Reloads every component from the data source (a selection past the new last row moves to it).
    open func reloadAllComponents() {
        rowViews = [:]
        for component in selectedRows.keys { reloadComponent(component) }
    }

    /// Reloads `component` from the data source.
    open func reloadComponent(_ component: Int) {
        rowViews[component] = nil
        guard let row = selectedRows[component] else { return }
        selectedRows[component] = min(row, max(0, numberOfRows(inComponent: component) - 1))
    }

    /// Spins `component` to `row` in code; the delegate is not told, as in UIKit. A row outside
    /// the component is clamped to it.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = min(max(0, row), max(0, numberOfRows(inComponent: component) - 1))
    }

    /// The selected row of `component` (0 until one is selected; -1 for a component with no rows).
    open func selectedRow(inComponent component: Int) -> Int {
        guard numberOfRows(inComponent: component) > 0 else { return -1 }
        return selectedRows[component] ?? 0
    }

    /// The user spun `component` to `row`: selected, and the delegate told.
    func userSelected(row: Int, inComponent component: Int) {
        selectRow(row, inComponent: component, animated: true)
        delegate?.pickerView(self, didSelectRow: selectedRow(inComponent: component), inComponent: component)
    }

    /// The wheels' size: 320 × 216 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
}
