import Foundation
import SimulationContext

// Apple's SDK declares this conformance in its Foundation overlay; Linux's Foundation has none.

extension RunLoop: Scheduler {
    /// The scheduler time type that the run loop uses.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        /// The date represented by this type.
        public var date: Date

        /// Initializes a run loop scheduler time with the given date.
        ///
        /// - Parameter date: The date to represent.
        public init(_ date: Date) {
            self.date = date
        }

        /// Returns the distance to another run loop scheduler time.
        ///
        /// - Parameter other: Another run loop time.
        /// - Returns: The time interval between this time and the provided time.
        public func distance(to other: RunLoop.SchedulerTimeType) -> RunLoop.SchedulerTimeType.Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// Returns a run loop scheduler time calculated by advancing this instance's time by the
        /// given interval.
        ///
        /// - Parameter n: A time interval to advance.
        /// - Returns: A run loop time advanced by the given interval from this instance's time.
        public func advanced(by n: RunLoop.SchedulerTimeType.Stride) -> RunLoop.SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
        }

        /// Returns whether the first run loop time is earlier than the second.
        ///
        /// - Parameters:
        ///   - lhs: A run loop time to compare.
        ///   - rhs: Another run loop time to compare.
        public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.date < rhs.date
        }

        /// Returns whether two run loop times are equal.
        ///
        /// - Parameters:
        ///   - lhs: A run loop time to compare.
        ///   - rhs: Another run loop time to compare.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.date == rhs.date
        }

        /// Hashes the date.
        ///
        /// - Parameter hasher: The hasher to use when combining the components of this instance.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(date)
        }

        /// The interval by which run loop times advance.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, SchedulerTimeIntervalConvertible {
            /// The type used when evaluating floating-point literals: seconds.
            public typealias FloatLiteralType = TimeInterval

            /// The type used when evaluating integer literals: seconds.
            public typealias IntegerLiteralType = TimeInterval

            /// The type used for expressing the stride's magnitude: seconds.
            public typealias Magnitude = TimeInterval

            /// The value of this time interval in seconds.
            public var magnitude: TimeInterval

            /// The value of this time interval in seconds.
            public var timeInterval: TimeInterval {
                magnitude
            }

            /// Creates a run loop scheduler time interval from an integer seconds value.
            ///
            /// - Parameter value: The number of seconds.
            public init(integerLiteral value: TimeInterval) {
                magnitude = value
            }

            /// Creates a run loop scheduler time interval from a floating-point seconds value.
            ///
            /// - Parameter value: The number of seconds.
            public init(floatLiteral value: TimeInterval) {
                magnitude = value
            }

            /// Creates a run loop scheduler time interval from the given time interval.
            ///
            /// - Parameter timeInterval: The number of seconds.
            public init(_ timeInterval: TimeInterval) {
                magnitude = timeInterval
            }

            /// Creates a run loop scheduler time interval from a binary integer type, as seconds.
            ///
            /// If `exactly` cannot convert to a `TimeInterval`, the resulting time interval is
            /// `nil`.
            /// - Parameter source: A binary integer representing a time interval.
            public init?<T>(exactly source: T) where T: BinaryInteger {
                guard let value = TimeInterval(exactly: source) else { return nil }
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
                Stride(lhs.timeInterval * rhs.timeInterval)
            }

            /// Adds two intervals.
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(lhs.magnitude + rhs.magnitude)
            }

            /// Subtracts one interval from another.
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(lhs.magnitude - rhs.magnitude)
            }

            /// Multiplies two intervals, and assigns the result to the first.
            public static func *= (lhs: inout Stride, rhs: Stride) {
                lhs = lhs * rhs
            }

            /// Adds two intervals, and assigns the result to the first.
            public static func += (lhs: inout Stride, rhs: Stride) {
                lhs = lhs + rhs
            }

            /// Subtracts one interval from another, and assigns the result to the first.
            public static func -= (lhs: inout Stride, rhs: Stride) {
                lhs = lhs - rhs
            }

            /// Converts the specified number of seconds into a run loop interval.
            public static func seconds(_ s: Int) -> Stride {
                Stride(TimeInterval(s))
            }

            /// Converts the specified number of seconds, as a floating-point value, into a run
            /// loop interval.
            public static func seconds(_ s: Double) -> Stride {
                Stride(s)
            }

            /// Converts the specified number of milliseconds into a run loop interval.
            public static func milliseconds(_ ms: Int) -> Stride {
                Stride(TimeInterval(ms) / 1_000)
            }

            /// Converts the specified number of microseconds into a run loop interval.
            public static func microseconds(_ us: Int) -> Stride {
                Stride(TimeInterval(us) / 1_000_000)
            }

            /// Converts the specified number of nanoseconds into a run loop interval.
            public static func nanoseconds(_ ns: Int) -> Stride {
                Stride(TimeInterval(ns) / 1_000_000_000)
            }

            /// Creates an interval by decoding its number of seconds.
            ///
            /// - Parameter decoder: The decoder to read data from.
            public init(from decoder: any Decoder) throws {
                magnitude = try decoder.singleValueContainer().decode(TimeInterval.self)
            }

            /// Encodes this interval as its number of seconds.
            ///
            /// - Parameter encoder: The encoder to write data to.
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(magnitude)
            }
        }
    }

    /// Options that affect the operation of the run loop scheduler: there are none.
    public struct SchedulerOptions {}

    /// Performs the action on this run loop, the next time it runs in its default mode.
    ///
    /// - Parameters:
    ///   - options: Ignored: there are none.
    ///   - action: The action to perform.
    public func schedule(options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) {
        if let runLoop = simulatedMainRunLoop { return runLoop.enqueueOnMainRunLoop(action) }
        let work = UncheckedSendableBox(action)
        perform { work.value() }
    }

    /// Performs the action on this run loop, the first time it runs in its default mode at or
    /// after the given date.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - tolerance: How late after `date` the run loop may run the action.
    ///   - options: Ignored: there are none.
    ///   - action: The action to perform.
    public func schedule(
        after date: RunLoop.SchedulerTimeType, tolerance: RunLoop.SchedulerTimeType.Stride,
        options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        if let runLoop = simulatedMainRunLoop {
            runLoop.enqueueOnMainRunLoop(atNanoseconds: SimulatedMain.nanoseconds(of: date.date), action)
            return
        }
        let work = UncheckedSendableBox(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.value() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
    }

    /// Performs the action on this run loop at the given date, then again every `interval`,
    /// until the returned cancellable cancels it.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs.
    ///   - tolerance: How late after each due time the run loop may run the action.
    ///   - options: Ignored: there are none.
    ///   - action: The action to perform.
    /// - Returns: A cancellable that invalidates the timer.
    public func schedule(
        after date: RunLoop.SchedulerTimeType, interval: RunLoop.SchedulerTimeType.Stride,
        tolerance: RunLoop.SchedulerTimeType.Stride, options: RunLoop.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        if let runLoop = simulatedMainRunLoop {
            return SimulatedMain.repeating(
                on: runLoop, first: SimulatedMain.nanoseconds(of: date.date),
                interval: UInt64((Swift.max(0, Swift.min(interval.timeInterval, 9e9)) * 1e9).rounded()), action)
        }
        let work = UncheckedSendableBox(action)
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in work.value() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }

    /// This scheduler's definition of the current moment in time: the current date.
    public var now: RunLoop.SchedulerTimeType {
        if let runLoop = simulatedMainRunLoop { return SchedulerTimeType(SimulatedMain.date(of: runLoop)) }
        return SchedulerTimeType(Date())
    }

    /// The current simulation's main run loop, when this is the main run loop
    /// (`SimulatedMainRunLoop+Schedulers.swift`).
    private var simulatedMainRunLoop: (any SimulatedMainRunLoop)? {
        SimulatedMain.runLoop(if: self === RunLoop.main)
    }

    /// The minimum tolerance allowed by the scheduler: zero.
    public var minimumTolerance: RunLoop.SchedulerTimeType.Stride {
        0.0
    }
}
