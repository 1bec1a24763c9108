import Foundation
import KeyboardSim

/// The grammar of `KeyboardRecorder`'s output (the `KeyboardSimRecorder` product), found
/// anywhere in a line so that a console's prefix (a timestamp, the app's name) does not matter:
///
/// - a device record, printed when recording starts and again when the screen changes:
///   `[KeyboardRecorder 1] t=12.345 device model=iPhone14,7 ios=17.2 idiom=phone screen=390x844
///   scale=3 orientation=portrait safeArea=47,0,34,0`;
/// - a notification: `[KeyboardRecorder 1] t=12.845 name = UIKeyboardWillShowNotification;
///   object = UIScreen; userInfo = {…}`, read by the description grammar
///   (`LogScanner+Notification.swift`), its time the `t=` (seconds of a monotonic clock).
extension LogScanner {
    /// What a device record says.
    struct RecordedDevice: Equatable {
        var offset: Int
        var line: Int
        var time: Double
        /// The model identifier (`iPhone14,7`), or the machine where there is none.
        var model: String
        /// `UIDevice.current.systemVersion` (`17.2`).
        var systemVersion: String
        var idiom: String
        var screenSize: CGSize
        var scale: Double
        var orientation: UIInterfaceOrientation?
        var safeArea: UIEdgeInsets
    }

    static let recorderMarker = "[KeyboardRecorder "

    /// The recorder's `t=` on a line of its output, in seconds.
    static func recorderTime(_ line: String) -> Double? {
        guard let marker = line.range(of: recorderMarker), let close = line[marker.upperBound...].firstIndex(of: "]") else { return nil }
        let rest = line[line.index(after: close)...].drop { $0 == " " }
        guard rest.hasPrefix("t=") else { return nil }
        return Double(rest.dropFirst(2).prefix { $0 != " " })
    }

    /// At a `[KeyboardRecorder 1]` marker: a device record is read to the line's end (nil when
    /// it is not one, and the problem recorded when it cannot be read); the cursor is left after
    /// the marker and its time on a notification's line.
    mutating func recorderLine(_ cursor: inout Int) -> RecordedDevice? {
        let start = cursor
        let end = log.lineEnd(start)
        let text = log.string(start..<end)
        guard let close = text.firstIndex(of: "]") else { return nil }
        let words = text[text.index(after: close)...].split(separator: " ")
        guard words.count >= 2, words[0].hasPrefix("t="), let time = Double(words[0].dropFirst(2)) else {
            cursor = start + 1
            return nil
        }
        guard words[1] == "device" else {
            cursor = start + text.utf8.distance(from: text.startIndex, to: close) + 1
            return nil
        }
        cursor = end
        var fields: [String: String] = [:]
        for word in words.dropFirst(2) {
            guard let sign = word.firstIndex(of: "=") else { continue }
            fields[String(word[..<sign])] = String(word[word.index(after: sign)...])
        }
        let line = log.lineNumber(start)
        func numbers(_ key: String, separator: Character) -> [Double]? {
            guard let text = fields[key] else { return nil }
            let parts = text.split(separator: separator).map { Double($0) }
            return parts.allSatisfy { $0 != nil } ? parts.compactMap { $0 } : nil
        }
        guard let model = fields["model"], let version = fields["ios"], let idiom = fields["idiom"],
            let size = numbers("screen", separator: "x"), size.count == 2, let scale = fields["scale"].flatMap(Double.init),
            let orientation = fields["orientation"], let insets = numbers("safeArea", separator: ","), insets.count == 4
        else {
            _ = failure(
                line,
                "a KeyboardRecorder device record without model, ios, idiom, screen=WxH, scale, orientation and safeArea=top,left,bottom,right"
            )
            return nil
        }
        return RecordedDevice(
            offset: start, line: line, time: time, model: model, systemVersion: version, idiom: idiom,
            screenSize: CGSize(width: size[0], height: size[1]), scale: scale,
            orientation: UIInterfaceOrientation(rawValue: orientation),
            safeArea: UIEdgeInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3]))
    }
}
