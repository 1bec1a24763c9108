import Foundation

/// A date picker, as UIKit's `UIDatePicker`: the input view of a form's date field
/// (`field.inputView = datePicker`), where it takes the keyboard's place.
///
/// As an input view it shows its wheels, 216 points high (as `UIPickerView`'s: the same wheels;
/// the height of a date picker's wheels on current iOS versions is unconfirmed by a public
/// measurement). The date is stored and clamped to `minimumDate`…`maximumDate`; the user's
/// spin (`Simulation.pick(_:in:)`) sets it and sends `.valueChanged`, as a wheel coming to rest
/// does; setting `date` in code sends nothing, as in UIKit.
open class UIDatePicker: UIControl {
    /// What the picker picks, as UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable {
        /// Hours and minutes.
        case time = 0
        /// Day, month and year.
        case date = 1
        /// Date, hours and minutes.
        case dateAndTime = 2
        /// Hours and minutes of a duration.
        case countDownTimer = 3
        /// Month and year (iOS 17.4).
        case yearAndMonth = 4
    }

    /// The picker's mode (default `.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime
    /// The style the app asks for (default `.automatic`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style shown: wheels, unless the app asked for another.
    open var datePickerStyle: UIDatePickerStyle { preferredDatePickerStyle == .automatic ? .wheels : preferredDatePickerStyle }
    /// The locale (nil: the current one).
    open var locale: Locale?
    /// The calendar (the current one by default).
    open var calendar: Calendar! = Calendar.current
    /// The time zone (nil: the current one).
    open var timeZone: TimeZone?
    /// The earliest date it may show.
    open var minimumDate: Date? {
        didSet { date = clamped(date) }
    }
    /// The latest date it may show.
    open var maximumDate: Date? {
        didSet { date = clamped(date) }
    }
    /// The interval of the minute wheel, 1 to 30, a divisor of 60 (stored).
    open var minuteInterval = 1
    /// Whether a date is rounded to `minuteInterval` (iOS 15; stored).
    open var roundsToMinuteInterval = true
    /// A count-down timer's duration, in seconds.
    open var countDownDuration: TimeInterval = 0
    private var storedDate = Date(timeIntervalSinceReferenceDate: 0)

    /// The date shown (held to `minimumDate`…`maximumDate`). Setting it sends nothing.
    open var date: Date {
        get { storedDate }
        set { storedDate = clamped(newValue) }
    }

    /// Sets the date; `animated` spins the wheels on iOS (not drawn here).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The user spun the wheels to `date`: set, and `.valueChanged` sent.
    func userPicked(_ date: Date) {
        self.date = date
        sendActions(for: .valueChanged)
    }

    private func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    /// The wheels' size: 320 × 216 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
}

/// How a date picker shows, as UIKit's `UIDatePickerStyle` (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice: wheels here.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A compact label that opens a calendar (iOS 14).
    case compact = 2
    /// A calendar inline (iOS 14).
    case inline = 3
}
