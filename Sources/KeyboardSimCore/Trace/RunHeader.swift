import Foundation

/// What a replay ran: the first record of every scenario's trace, so that reports (text, JSON
/// Lines, `explain`, pictures, the matrix) need nothing but the trace.
///
/// Its values are the words scenario files and reports use (device id and name, orientation,
/// iOS version, the technique's options), not the simulation's objects.
public struct RunHeader: Sendable, Hashable {
    /// The technique and its options as the scenario file gave them.
    public struct TechniqueOptions: Sendable, Hashable {
        /// The technique's name (or your controller's type name).
        public var name: String
        /// The bug it was built with.
        public var bug: String?
        /// The observer style, or `own code`.
        public var observers: String
        /// Where observers are registered, or `own code`.
        public var register: String
        /// Where they are removed, or `own code`.
        public var unregister: String
        /// Points between the field and the keyboard.
        public var gap: Double
        /// Whether a block observer captures `self` strongly.
        public var capturesSelfStrongly: Bool
        /// Whether handlers run in `DispatchQueue.main.async`.
        public var dispatchAsync: Bool
        /// Whether handlers force-unwrap `userInfo`.
        public var forceUnwrap: Bool

        /// Options as stated.
        public init(
            name: String, bug: String?, observers: String, register: String, unregister: String, gap: Double,
            capturesSelfStrongly: Bool, dispatchAsync: Bool, forceUnwrap: Bool
        ) {
            self.name = name
            self.bug = bug
            self.observers = observers
            self.register = register
            self.unregister = unregister
            self.gap = gap
            self.capturesSelfStrongly = capturesSelfStrongly
            self.dispatchAsync = dispatchAsync
            self.forceUnwrap = forceUnwrap
        }
    }

    /// The scenario's title.
    public var title: String
    /// The scenario file's path, as given.
    public var file: String
    /// The device's id (`iphone-se-3`).
    public var deviceID: String
    /// The device's name (`iPhone SE (3rd generation)`).
    public var deviceName: String
    /// The orientation's name.
    public var orientation: String
    /// The behaviour profile's name, e.g. "iOS 17".
    public var profile: String
    /// The iOS version (6, 7, 10, 17).
    public var iosVersion: Int
    /// The technique and its options.
    public var technique: TechniqueOptions
    /// Display frames per second of the replay.
    public var framesPerSecond: Int
    /// When the replay ends: the last step, then the settle time.
    public var duration: Double
    /// `simulated`, or `logged` for a replay driven by its `post` steps.
    public var keyboard: String
    /// Where the replayed notifications were logged, when the scenario says.
    public var source: String?
    /// What the scenario expects of the verdicts (its `expect`, or what the replay was held to),
    /// so that a saved trace can be judged again.
    public var expectations: [Expectation]

    /// A header with every field stated.
    public init(
        title: String, file: String, deviceID: String, deviceName: String, orientation: String, profile: String,
        iosVersion: Int, technique: TechniqueOptions, framesPerSecond: Int, duration: Double, keyboard: String, source: String?,
        expectations: [Expectation] = []
    ) {
        self.title = title
        self.file = file
        self.deviceID = deviceID
        self.deviceName = deviceName
        self.orientation = orientation
        self.profile = profile
        self.iosVersion = iosVersion
        self.technique = technique
        self.framesPerSecond = framesPerSecond
        self.duration = duration
        self.keyboard = keyboard
        self.source = source
        self.expectations = expectations
    }
}

/// A scenario step as it was performed: its place in the file, its time, its kind and what it
/// does in words (`kbsim explain` heads each part of the story with it).
public struct StepRecord: Sendable, Hashable {
    /// The step's index in the scenario's `steps`.
    public var index: Int
    /// The time the file gives it, in seconds.
    public var at: Double
    /// The step's `do`, e.g. `focus`.
    public var kind: String
    /// What it does, e.g. "focus nameField".
    public var summary: String
    /// Whether the step hands the handlers a logged notification (rather than making iOS post).
    public var isLoggedPost: Bool

    /// A step record: its index in the file, its time, its `do`, what `explain` says of it, and whether it posts a logged notification.
    public init(index: Int, at: Double, kind: String, summary: String, isLoggedPost: Bool) {
        self.index = index
        self.at = at
        self.kind = kind
        self.summary = summary
        self.isLoggedPost = isLoggedPost
    }
}
