import KeyboardSim

/// Apple's model identifiers (`uname`'s machine, `iPhone14,7`) and the marketing names they
/// stand for: how `kbsim import` reads the device a `KeyboardRecorder` header names. The name is
/// then looked up in the catalogue (`Device.named`, which knows names and aliases); a model the
/// table or the catalogue does not know leaves the choice to the screen and the safe area.
///
///     DeviceModelIdentifier.marketingName("iPhone12,8")   // "iPhone SE (2nd generation)"
enum DeviceModelIdentifier {
    /// The marketing name of `identifier`; nil for one not in the table (a Mac, `x86_64`).
    static func marketingName(_ identifier: String) -> String? {
        table.first { $0.identifiers.contains(identifier) }?.name
    }

    /// iPhones and the iPods and iPads of the screens the catalogue has, oldest first.
    static let table: [(identifiers: [String], name: String)] = [
        (["iPhone3,1", "iPhone3,2", "iPhone3,3"], "iPhone 4"),
        (["iPhone4,1"], "iPhone 4s"),
        (["iPod4,1"], "iPod touch (4th generation)"),
        (["iPhone5,1", "iPhone5,2"], "iPhone 5"),
        (["iPhone5,3", "iPhone5,4"], "iPhone 5c"),
        (["iPhone6,1", "iPhone6,2"], "iPhone 5s"),
        (["iPod5,1"], "iPod touch (5th generation)"),
        (["iPhone7,2"], "iPhone 6"),
        (["iPhone7,1"], "iPhone 6 Plus"),
        (["iPhone8,1"], "iPhone 6s"),
        (["iPhone8,2"], "iPhone 6s Plus"),
        (["iPhone8,4"], "iPhone SE (1st generation)"),
        (["iPhone9,1", "iPhone9,3"], "iPhone 7"),
        (["iPhone9,2", "iPhone9,4"], "iPhone 7 Plus"),
        (["iPhone10,1", "iPhone10,4"], "iPhone 8"),
        (["iPhone10,2", "iPhone10,5"], "iPhone 8 Plus"),
        (["iPhone10,3", "iPhone10,6"], "iPhone X"),
        (["iPhone11,2"], "iPhone XS"),
        (["iPhone11,4", "iPhone11,6"], "iPhone XS Max"),
        (["iPhone11,8"], "iPhone XR"),
        (["iPhone12,1"], "iPhone 11"),
        (["iPhone12,3"], "iPhone 11 Pro"),
        (["iPhone12,5"], "iPhone 11 Pro Max"),
        (["iPhone12,8"], "iPhone SE (2nd generation)"),
        (["iPhone13,1"], "iPhone 12 mini"),
        (["iPhone13,2"], "iPhone 12"),
        (["iPhone13,3"], "iPhone 12 Pro"),
        (["iPhone13,4"], "iPhone 12 Pro Max"),
        (["iPhone14,4"], "iPhone 13 mini"),
        (["iPhone14,5"], "iPhone 13"),
        (["iPhone14,2"], "iPhone 13 Pro"),
        (["iPhone14,3"], "iPhone 13 Pro Max"),
        (["iPhone14,6"], "iPhone SE (3rd generation)"),
        (["iPhone14,7"], "iPhone 14"),
        (["iPhone14,8"], "iPhone 14 Plus"),
        (["iPhone15,2"], "iPhone 14 Pro"),
        (["iPhone15,3"], "iPhone 14 Pro Max"),
        (["iPhone15,4"], "iPhone 15"),
        (["iPhone15,5"], "iPhone 15 Plus"),
        (["iPhone16,1"], "iPhone 15 Pro"),
        (["iPhone16,2"], "iPhone 15 Pro Max"),
        (["iPhone17,3"], "iPhone 16"),
        (["iPhone17,4"], "iPhone 16 Plus"),
        (["iPhone17,1"], "iPhone 16 Pro"),
        (["iPhone17,2"], "iPhone 16 Pro Max"),
        (["iPhone17,5"], "iPhone 16e"),
        (["iPad4,1", "iPad4,2", "iPad4,3"], "iPad Air"),
        (["iPad5,3", "iPad5,4"], "iPad Air 2"),
        (["iPad7,5", "iPad7,6"], "iPad (6th generation)"),
        (["iPad13,18", "iPad13,19"], "iPad (10th generation)"),
        (["iPad13,16", "iPad13,17"], "iPad Air (5th generation)"),
    ]
}
