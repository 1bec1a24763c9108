import KeyboardSimCore

/// `ProcessInfo`, for code that reaches Foundation through this module: Foundation's process
/// information, except that the operating system is the iOS the current simulation runs.
///
/// On iOS, `ProcessInfo.processInfo.operatingSystemVersion` and `UIDevice.current.systemVersion`
/// name the same version, and `#available(iOS 13, *)` answers for it. On Linux `#available` on an
/// iOS version is always true, so `kbsim port` rewrites it into
/// `ProcessInfo.processInfo.isOperatingSystemAtLeast(…)`, which this type answers for the
/// simulation's profile: a library's iOS 9 branch does not run on the iOS 8 profile.
///
/// Like ``NotificationCenter``, this declaration shadows Foundation's for a file that imports
/// `UIKit` without `import Foundation` (which `kbsim port` deletes beside `import UIKit`).
/// Asked with no simulation current (in a `static let` evaluated before the first one, say), it
/// answers iOS 17, the version `UIDevice.current` has then.
///
/// ```swift
/// if ProcessInfo.processInfo.isOperatingSystemAtLeast(OperatingSystemVersion(majorVersion: 9, minorVersion: 0, patchVersion: 0)) {
///     // iOS 9 and later: UIKeyboardIsLocalUserInfoKey is posted
/// }
/// ```
@dynamicMemberLookup
public final class ProcessInfo: Sendable {
    private let host: Foundation.ProcessInfo

    private init(host: Foundation.ProcessInfo) {
        self.host = host
    }

    /// The process's information (one object; its operating system follows the current simulation).
    public static let processInfo = ProcessInfo(host: .processInfo)

    /// The current simulation's iOS version (`UIDevice.current.systemVersion`), as
    /// `OperatingSystemVersion`.
    public var operatingSystemVersion: OperatingSystemVersion {
        let version = Simulation.current?.profile.version ?? IOSVersion(17)
        return OperatingSystemVersion(majorVersion: version.major, minorVersion: version.minor, patchVersion: version.patch)
    }

    /// Whether the simulation's iOS is `version` or later: what `#available(iOS N, *)` asks.
    public func isOperatingSystemAtLeast(_ version: OperatingSystemVersion) -> Bool {
        let running = operatingSystemVersion
        return (running.majorVersion, running.minorVersion, running.patchVersion)
            >= (version.majorVersion, version.minorVersion, version.patchVersion)
    }

    /// `Version 17.0`, as iOS writes it before the build number (no build is simulated).
    public var operatingSystemVersionString: String {
        let version = Simulation.current?.profile.version ?? IOSVersion(17)
        return "Version \(version.systemVersion)"
    }

    /// The process's environment variables.
    public var environment: [String: String] { host.environment }
    /// The process's command-line arguments.
    public var arguments: [String] { host.arguments }
    /// The process's name.
    public var processName: String { host.processName }
    /// The process's identifier.
    public var processIdentifier: Int32 { host.processIdentifier }
    /// A string unique to this process and call.
    public var globallyUniqueString: String { host.globallyUniqueString }
    /// The host's name.
    public var hostName: String { host.hostName }
    /// The number of processors.
    public var processorCount: Int { host.processorCount }
    /// The number of processors available.
    public var activeProcessorCount: Int { host.activeProcessorCount }
    /// The amount of memory, in bytes.
    public var physicalMemory: UInt64 { host.physicalMemory }
    /// The time since the host restarted.
    public var systemUptime: TimeInterval { host.systemUptime }
    /// Low Power Mode is never on in the simulation.
    public var isLowPowerModeEnabled: Bool { false }
    /// The simulation is an iPhone or iPad app, not a Mac Catalyst one.
    public var isMacCatalystApp: Bool { false }
    /// The simulation is not an iOS app running on a Mac.
    public var isiOSAppOnMac: Bool { false }

    /// Any other property of Foundation's `ProcessInfo` (`userName`, `fullUserName`…), the
    /// process's own.
    public subscript<Value>(dynamicMember keyPath: KeyPath<Foundation.ProcessInfo, Value>) -> Value {
        host[keyPath: keyPath]
    }
}
