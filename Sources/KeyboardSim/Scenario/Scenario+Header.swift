import Foundation

extension Scenario {
    /// The trace's first record: what this scenario runs, in its file's words.
    func header(framesPerSecond: Int) -> RunHeader {
        RunHeader(title: title, file: file, deviceID: device.id, deviceName: device.name, orientation: orientation.rawValue,
                  profile: profile.description, iosVersion: profile.majorVersion,
                  technique: RunHeader.Technique(name: technique.name, bug: technique.bug, observers: technique.observers.rawValue,
                                                 register: technique.register, unregister: technique.unregister, gap: technique.gap,
                                                 capturesSelfStrongly: technique.capturesSelfStrongly,
                                                 dispatchAsync: technique.dispatchAsync, forceUnwrap: technique.forceUnwrap),
                  framesPerSecond: framesPerSecond, duration: duration, keyboard: keyboard.rawValue, source: source)
    }
}
