import Foundation
import KeyboardSim

/// The grammar of a printed notification, after its name:
///
/// - Objective-C, `NSConcreteNotification 0x… {name = UIKeyboardWillShowNotification;
///   object = <UIScreen: 0x…; bounds = {{0, 0}, {375, 667}}; …>; userInfo = {…}}`;
/// - Swift's description, `name = UIKeyboardWillShowNotification, object = …, userInfo = Optional([…])`;
/// - Swift's reflection, `Notification(name: __C.NSNotificationName(_rawValue: UIKeyboardWillShowNotification),
///   object: Optional(<UIScreen …>), userInfo: Optional([…]))`.
///
/// The object matters only as "a UIScreen or not" (and the screen's printed bounds); the
/// userInfo is read by the dictionary grammar (`LogScanner+Dictionary.swift`).
extension LogScanner {
    /// The fields after the name `name`, whose token starts at `start`; the cursor is after the
    /// name. Nil without a userInfo: code that names a notification
    /// (`name:UIKeyboardWillShowNotification object:nil]`) is not one.
    mutating func describedEntry(_ name: String, start: Int, cursor: inout Int) -> Entry? {
        let line = log.lineNumber(start)
        // A notification's description prints `object =` only when there is one: not printed
        // is nil (a paste cut at the name included).
        var object = LoggedNotification.Object.none
        // Skip what closes the name (`)` of `_rawValue: …)`, a quote), then the fields.
        while cursor < log.count, [UInt8(ascii: ")"), UInt8(ascii: "\"")].contains(log[cursor]) { cursor += 1 }
        while true {
            log.skipBlanks(&cursor, newlines: true)
            while cursor < log.count, [UInt8(ascii: ";"), UInt8(ascii: ",")].contains(log[cursor]) {
                cursor += 1
                log.skipBlanks(&cursor, newlines: true)
            }
            if log.field("object", &cursor) {
                let raw = log.readValue(&cursor, stops: [UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: ")")])
                object = raw.contains("UIScreen") ? .screen : .none
                if let size = PrintedValue.screenSize(inDescription: raw) { screenSize = size }
            } else if log.field("userInfo", &cursor) {
                guard let userInfo = userInfoValue(&cursor) else { return failure(line, userInfoProblem ?? "cannot read the userInfo") }
                return entry(at: start, name: name, object: object, userInfo: userInfo, nameSource: nil)
            } else {
                return nil
            }
        }
    }
}
