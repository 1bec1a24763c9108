/// A scheduler for performing synchronous actions.
///
/// You can only use this scheduler for immediate actions. If you attempt to schedule actions
/// after a specific date, this scheduler ignores the date and performs them immediately.
///
/// It is `Sendable` (it has no state), so that `shared` can be a static constant in Swift 6.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The time type used by the immediate scheduler.
    public struct SchedulerTimeType: Strideable {
        /// The count of strides since the scheduler's epoch; the immediate scheduler's `now` is
        /// always the epoch.
        private let ticks: Int

        init(_ ticks: Int) {
            self.ticks = ticks
        }

        /// Returns the distance to another immediate scheduler time; this distance is always
        /// `0` in the context of an immediate scheduler.
        ///
        /// - Parameter other: The other scheduler time.
        /// - Returns: `0`, as a `Stride`.
        public func distance(to other: ImmediateScheduler.SchedulerTimeType) -> ImmediateScheduler.SchedulerTimeType.Stride {
            Stride(other.ticks &- ticks)
        }

        /// Advances the time by the specified amount; this is meaningless in the context of an
        /// immediate scheduler.
        ///
        /// - Parameter n: The amount to advance by.
        /// - Returns: The advanced time.
        public func advanced(by n: ImmediateScheduler.SchedulerTimeType.Stride) -> ImmediateScheduler.SchedulerTimeType {
            SchedulerTimeType(ticks &+ n.magnitude)
        }

        /// Returns whether two immediate scheduler times are equal.
        ///
        /// - Parameters:
        ///   - lhs: A scheduler time to compare.
        ///   - rhs: Another scheduler time to compare.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.ticks == rhs.ticks
        }

        /// Returns whether the first immediate scheduler time is earlier than the second.
        ///
        /// - Parameters:
        ///   - lhs: A scheduler time to compare.
        ///   - rhs: Another scheduler time to compare.
        public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.ticks < rhs.ticks
        }

        /// The increment by which the immediate scheduler counts time.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible {
            /// The type used when evaluating floating-point literals.
            public typealias FloatLiteralType = Double

            /// The type used when evaluating integer literals.
            public typealias IntegerLiteralType = Int

            /// The type used for expressing the stride's magnitude.
            public typealias Magnitude = Int

            /// The value of this time interval.
            public var magnitude: Int

            /// Creates an immediate scheduler time interval from the given time interval.
            ///
            /// - Parameter value: The count of strides.
            public init(_ value: Int) {
                magnitude = value
            }

            /// Creates an immediate scheduler time interval from an integer literal.
            ///
            /// - Parameter value: The count of strides.
            public init(integerLiteral value: Int) {
                magnitude = value
            }

            /// Creates an immediate scheduler time interval from a floating-point literal,
            /// truncated to a whole count.
            ///
            /// - Parameter value: The count of strides.
            public init(floatLiteral value: Double) {
                magnitude = Int(value)
            }

            /// Creates an immediate scheduler time interval from a binary integer type, if it
            /// fits in an `Int`.
            ///
            /// - Parameter source: The count of strides.
            public init?<T>(exactly source: T) where T: BinaryInteger {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            /// Returns whether the first interval is shorter than the second.
            public static func < (lhs: Stride, rhs: Stride) -> Bool {
                lhs.magnitude < rhs.magnitude
            }

            /// Returns whether two intervals are equal.
            public static func == (lhs: Stride, rhs: Stride) -> Bool {
                lhs.magnitude == rhs.magnitude
            }

            /// Multiplies two intervals.
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(lhs.magnitude * rhs.magnitude)
            }

            /// Adds two intervals.
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(lhs.magnitude + rhs.magnitude)
            }

            /// Subtracts one interval from another.
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(lhs.magnitude - rhs.magnitude)
            }

            /// Subtracts one interval from another, and assigns the result to the first.
            public static func -= (lhs: inout Stride, rhs: Stride) {
                lhs = lhs - rhs
            }

            /// Multiplies two intervals, and assigns the result to the first.
            public static func *= (lhs: inout Stride, rhs: Stride) {
                lhs = lhs * rhs
            }

            /// Adds two intervals, and assigns the result to the first.
            public static func += (lhs: inout Stride, rhs: Stride) {
                lhs = lhs + rhs
            }

            /// Converts the specified number of seconds into an immediate scheduler interval.
            public static func seconds(_ s: Int) -> Stride {
                Stride(s)
            }

            /// Converts the specified number of seconds, as a floating-point value, into an
            /// immediate scheduler interval.
            public static func seconds(_ s: Double) -> Stride {
                Stride(Int(s))
            }

            /// Converts the specified number of milliseconds into an immediate scheduler
            /// interval.
            public static func milliseconds(_ ms: Int) -> Stride {
                Stride(ms)
            }

            /// Converts the specified number of microseconds into an immediate scheduler
            /// interval.
            public static func microseconds(_ us: Int) -> Stride {
                Stride(us)
            }

            /// Converts the specified number of nanoseconds into an immediate scheduler
            /// interval.
            public static func nanoseconds(_ ns: Int) -> Stride {
                Stride(ns)
            }

            /// Creates an interval by decoding from the given decoder.
            ///
            /// - Parameter decoder: The decoder to read data from.
            public init(from decoder: any Decoder) throws {
                magnitude = try decoder.singleValueContainer().decode(Int.self)
            }

            /// Encodes this interval into the given encoder.
            ///
            /// - Parameter encoder: The encoder to write data to.
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(magnitude)
            }
        }
    }

    /// A type that defines options accepted by the immediate scheduler: it accepts none.
    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    ///
    /// You cannot create instances of the immediate scheduler yourself. Use only the shared
    /// instance.
    public static let shared = ImmediateScheduler()

    private init() {}

    /// Performs the action at the next possible opportunity, which is immediately.
    ///
    /// - Parameters:
    ///   - options: Options that affect the execution of the action; there are none.
    ///   - action: The action to perform.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        action()
    }

    /// The immediate scheduler's definition of the current moment in time.
    public var now: ImmediateScheduler.SchedulerTimeType {
        SchedulerTimeType(0)
    }

    /// The minimum tolerance allowed by the immediate scheduler.
    public var minimumTolerance: ImmediateScheduler.SchedulerTimeType.Stride {
        SchedulerTimeType.Stride(0)
    }

    /// Performs the action immediately, ignoring the date.
    ///
    /// - Parameters:
    ///   - date: Ignored.
    ///   - tolerance: Ignored.
    ///   - options: Options that affect the execution of the action; there are none.
    ///   - action: The action to perform.
    public func schedule(
        after date: ImmediateScheduler.SchedulerTimeType, tolerance: ImmediateScheduler.SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        action()
    }

    /// Performs the action once, immediately, ignoring the date and the interval.
    ///
    /// - Parameters:
    ///   - date: Ignored.
    ///   - interval: Ignored.
    ///   - tolerance: Ignored.
    ///   - options: Options that affect the execution of the action; there are none.
    ///   - action: The action to perform.
    /// - Returns: A cancellable that does nothing: the action has already run.
    @discardableResult
    public func schedule(
        after date: ImmediateScheduler.SchedulerTimeType, interval: ImmediateScheduler.SchedulerTimeType.Stride,
        tolerance: ImmediateScheduler.SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
