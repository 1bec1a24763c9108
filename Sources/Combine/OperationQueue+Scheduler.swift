import Dispatch
import Foundation
import SimulationContext

// Apple's SDK declares this conformance in its Foundation overlay; Linux's Foundation has none.
// Timed actions wait on a Dispatch timer, then enter the queue as operations.

extension OperationQueue: Scheduler {
    /// The scheduler time type that the operation queue uses.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        /// The date represented by this type.
        public var date: Date

        /// Initializes an operation queue scheduler time with the given date.
        ///
        /// - Parameter date: The date to represent.
        public init(_ date: Date) {
            self.date = date
        }

        /// Returns the distance to another operation queue scheduler time.
        ///
        /// - Parameter other: Another operation queue time.
        /// - Returns: The time interval between this time and the provided time.
        public func distance(to other: OperationQueue.SchedulerTimeType) -> OperationQueue.SchedulerTimeType.Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// Returns an operation queue scheduler time calculated by advancing this instance's time by the
        /// given interval.
        ///
        /// - Parameter n: A time interval to advance.
        /// - Returns: An operation queue time advanced by the given interval from this instance's time.
        public func advanced(by n: OperationQueue.SchedulerTimeType.Stride) -> OperationQueue.SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
        }

        /// Returns whether the first operation queue time is earlier than the second.
        ///
        /// - Parameters:
        ///   - lhs: An operation queue time to compare.
        ///   - rhs: Another operation queue time to compare.
        public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.date < rhs.date
        }

        /// Returns whether two operation queue times are equal.
        ///
        /// - Parameters:
        ///   - lhs: An operation queue time to compare.
        ///   - rhs: Another operation queue time to compare.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.date == rhs.date
        }

        /// Hashes the date.
        ///
        /// - Parameter hasher: The hasher to use when combining the components of this instance.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(date)
        }

        /// The interval by which operation queue times advance.
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

            /// Creates an operation queue scheduler time interval from an integer seconds value.
            ///
            /// - Parameter value: The number of seconds.
            public init(integerLiteral value: TimeInterval) {
                magnitude = value
            }

            /// Creates an operation queue scheduler time interval from a floating-point seconds value.
            ///
            /// - Parameter value: The number of seconds.
            public init(floatLiteral value: TimeInterval) {
                magnitude = value
            }

            /// Creates an operation queue scheduler time interval from the given time interval.
            ///
            /// - Parameter timeInterval: The number of seconds.
            public init(_ timeInterval: TimeInterval) {
                magnitude = timeInterval
            }

            /// Creates an operation queue scheduler time interval from a binary integer type, as seconds.
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

            /// Converts the specified number of seconds into an operation queue interval.
            public static func seconds(_ s: Int) -> Stride {
                Stride(TimeInterval(s))
            }

            /// Converts the specified number of seconds, as a floating-point value, into a run
            /// loop interval.
            public static func seconds(_ s: Double) -> Stride {
                Stride(s)
            }

            /// Converts the specified number of milliseconds into an operation queue interval.
            public static func milliseconds(_ ms: Int) -> Stride {
                Stride(TimeInterval(ms) / 1_000)
            }

            /// Converts the specified number of microseconds into an operation queue interval.
            public static func microseconds(_ us: Int) -> Stride {
                Stride(TimeInterval(us) / 1_000_000)
            }

            /// Converts the specified number of nanoseconds into an operation queue interval.
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

    /// Options that affect the operation of the operation queue scheduler: there are none.
    public struct SchedulerOptions {}

    /// Adds the action to this operation queue as an operation.
    ///
    /// - Parameters:
    ///   - options: Ignored: there are none.
    ///   - action: The action to perform.
    public func schedule(options: OperationQueue.SchedulerOptions?, _ action: @escaping () -> Void) {
        if let runLoop = simulatedMainRunLoop { return runLoop.enqueueOnMainRunLoop(action) }
        let work = UncheckedSendableBox(action)
        addOperation { work.value() }
    }

    /// Adds the action to this operation queue as an operation at the given date, or as soon
    /// as possible if the date has passed.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - tolerance: How late after `date` the action may be added.
    ///   - options: Ignored: there are none.
    ///   - action: The action to perform.
    public func schedule(
        after date: OperationQueue.SchedulerTimeType, tolerance: OperationQueue.SchedulerTimeType.Stride,
        options: OperationQueue.SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        if let runLoop = simulatedMainRunLoop {
            runLoop.enqueueOnMainRunLoop(atNanoseconds: SimulatedMain.nanoseconds(of: date.date), action)
            return
        }
        let work = UncheckedSendableBox(action)
        let timer = DispatchSource.makeTimerSource(flags: [], queue: .global())
        timer.schedule(wallDeadline: Self.wallTime(date.date), leeway: Self.leeway(tolerance))
        timer.setEventHandler { [weak self] in
            timer.cancel()
            self?.addOperation { work.value() }
        }
        timer.resume()
    }

    /// Adds the action to this operation queue as an operation at the given date, then again
    /// every `interval`, until the returned cancellable cancels it.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs.
    ///   - tolerance: How late after each due time the action may be added.
    ///   - options: Ignored: there are none.
    ///   - action: The action to perform.
    /// - Returns: A cancellable that stops the repetition.
    public func schedule(
        after date: OperationQueue.SchedulerTimeType, interval: OperationQueue.SchedulerTimeType.Stride,
        tolerance: OperationQueue.SchedulerTimeType.Stride, options: OperationQueue.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        if let runLoop = simulatedMainRunLoop {
            return SimulatedMain.repeating(
                on: runLoop, first: SimulatedMain.nanoseconds(of: date.date),
                interval: UInt64((Swift.max(0, Swift.min(interval.timeInterval, 9e9)) * 1e9).rounded()), action)
        }
        let work = UncheckedSendableBox(action)
        let timer = DispatchSource.makeTimerSource(flags: [], queue: .global())
        let nanoseconds = Swift.max(1, Int((interval.timeInterval * 1_000_000_000).rounded()))
        timer.schedule(wallDeadline: Self.wallTime(date.date), repeating: .nanoseconds(nanoseconds), leeway: Self.leeway(tolerance))
        timer.setEventHandler { [weak self] in
            self?.addOperation { work.value() }
        }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }

    /// The wall-clock dispatch time of a date.
    private static func wallTime(_ date: Date) -> DispatchWallTime {
        let delay = Swift.max(0, date.timeIntervalSinceNow)
        return .now() + .nanoseconds(Int((Swift.min(delay, 1e9) * 1_000_000_000).rounded()))
    }

    /// The dispatch leeway of a tolerance.
    private static func leeway(_ tolerance: OperationQueue.SchedulerTimeType.Stride) -> DispatchTimeInterval {
        .nanoseconds(Int((Swift.max(0, Swift.min(tolerance.timeInterval, 1e9)) * 1_000_000_000).rounded()))
    }

    /// This scheduler's definition of the current moment in time: the current date.
    public var now: OperationQueue.SchedulerTimeType {
        if let runLoop = simulatedMainRunLoop { return SchedulerTimeType(SimulatedMain.date(of: runLoop)) }
        return SchedulerTimeType(Date())
    }

    /// The current simulation's main run loop, when this is the main queue
    /// (`SimulatedMainRunLoop+Schedulers.swift`).
    private var simulatedMainRunLoop: (any SimulatedMainRunLoop)? {
        SimulatedMain.runLoop(if: self === OperationQueue.main)
    }

    /// The minimum tolerance allowed by the scheduler: zero.
    public var minimumTolerance: OperationQueue.SchedulerTimeType.Stride {
        0.0
    }
}
