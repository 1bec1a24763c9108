import Foundation

extension Scenario {
    /// The trace's first record: what this scenario runs, in its file's words.
    func header(framesPerSecond: Int) -> RunHeader {
        RunHeader(
            title: title, file: file, deviceID: device.id, deviceName: device.name, orientation: orientation.rawValue,
            profile: profile.description, iosVersion: profile.majorVersion,
            technique: RunHeader.TechniqueOptions(
                name: technique.name.rawValue, bug: technique.bug?.rawValue, observers: technique.observers.rawValue,
                register: technique.register.rawValue, unregister: technique.unregister.rawValue, gap: technique.gap,
                capturesSelfStrongly: technique.capturesSelfStrongly,
                dispatchAsync: technique.dispatchAsync, forceUnwrap: technique.forceUnwrap),
            framesPerSecond: framesPerSecond, duration: duration, keyboard: keyboard.rawValue, source: source,
            expectations: expectations)
    }
}
