import Dispatch
import SimulationContext

// Apple's SDK declares this conformance in its Dispatch overlay; Linux's Dispatch has none.

extension DispatchQueue: Scheduler {
    /// The scheduler time type used by the dispatch queue.
    public struct SchedulerTimeType: Strideable, Codable, Hashable {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        /// Creates a dispatch queue time type instance.
        ///
        /// - Parameter time: The dispatch time to represent.
        public init(_ time: DispatchTime) {
            dispatchTime = time
        }

        /// Creates a dispatch queue time by decoding its uptime in nanoseconds.
        ///
        /// - Parameter decoder: The decoder to read data from.
        public init(from decoder: any Decoder) throws {
            let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
            self.init(DispatchTime(uptimeNanoseconds: nanoseconds))
        }

        /// Encodes this dispatch queue time as its uptime in nanoseconds.
        ///
        /// - Parameter encoder: The encoder to write data to.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// Returns the distance to another dispatch queue time.
        ///
        /// - Parameter other: Another dispatch queue time.
        /// - Returns: The time interval between this time and the provided time.
        public func distance(to other: DispatchQueue.SchedulerTimeType) -> DispatchQueue.SchedulerTimeType.Stride {
            let from = dispatchTime.uptimeNanoseconds
            let to = other.dispatchTime.uptimeNanoseconds
            let nanoseconds = to >= from ? Self.clamped(to - from) : -Self.clamped(from - to)
            return Stride(.nanoseconds(nanoseconds))
        }

        /// Returns a dispatch queue scheduler time calculated by advancing this instance's time
        /// by the given interval.
        ///
        /// - Parameter n: A time interval to advance.
        /// - Returns: A dispatch queue time advanced by the given interval from this instance's
        ///   time.
        public func advanced(by n: DispatchQueue.SchedulerTimeType.Stride) -> DispatchQueue.SchedulerTimeType {
            let start = dispatchTime.uptimeNanoseconds
            let moved: UInt64
            if n.magnitude >= 0 {
                let (sum, overflow) = start.addingReportingOverflow(UInt64(n.magnitude))
                moved = overflow ? UInt64.max : sum
            } else {
                moved = start - Swift.min(start, UInt64(-(n.magnitude + 1)) + 1)
            }
            return SchedulerTimeType(DispatchTime(uptimeNanoseconds: moved))
        }

        /// Returns whether two dispatch queue times are equal.
        ///
        /// - Parameters:
        ///   - lhs: A dispatch queue time to compare.
        ///   - rhs: Another dispatch queue time to compare.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime == rhs.dispatchTime
        }

        /// Returns whether the first dispatch queue time is earlier than the second.
        ///
        /// - Parameters:
        ///   - lhs: A dispatch queue time to compare.
        ///   - rhs: Another dispatch queue time to compare.
        public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime < rhs.dispatchTime
        }

        /// Hashes the dispatch time.
        ///
        /// - Parameter hasher: The hasher to use when combining the components of this instance.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        private static func clamped(_ nanoseconds: UInt64) -> Int {
            nanoseconds > UInt64(Int.max) ? Int.max : Int(nanoseconds)
        }

        /// A type that represents the distance between two values: a count of nanoseconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral, Hashable, Codable {
            /// If created via floating point literal, the value is converted to nanoseconds via
            /// multiplication.
            public typealias FloatLiteralType = Double

            /// Nanoseconds, same as `DispatchTimeInterval`.
            public typealias IntegerLiteralType = Int

            /// The type used for expressing the stride's magnitude: nanoseconds.
            public typealias Magnitude = Int

            /// The value of this time interval in nanoseconds.
            public var magnitude: Int

            /// A `DispatchTimeInterval` created with the value of this type in nanoseconds.
            public var timeInterval: DispatchTimeInterval {
                .nanoseconds(magnitude)
            }

            /// Creates a dispatch queue time interval from the given dispatch time interval.
            ///
            /// - Parameter timeInterval: A dispatch time interval.
            public init(_ timeInterval: DispatchTimeInterval) {
                magnitude = Self.nanoseconds(in: timeInterval)
            }

            /// Creates a dispatch queue time interval from a floating-point seconds value.
            ///
            /// - Parameter value: The number of seconds, as a `Double`.
            public init(floatLiteral value: Double) {
                magnitude = Self.nanoseconds(fromSeconds: value)
            }

            /// Creates a dispatch queue time interval from an integer seconds value.
            ///
            /// - Parameter value: The number of seconds, as an `Int`.
            public init(integerLiteral value: Int) {
                magnitude = Self.product(value, 1_000_000_000)
            }

            /// Creates a dispatch queue time interval from a binary integer type, as a count of
            /// nanoseconds.
            ///
            /// If `exactly` cannot convert to an `Int`, the resulting time interval is `nil`.
            /// - Parameter source: A binary integer representing a time interval.
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

            /// Multiplies two intervals' nanosecond counts.
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(.nanoseconds(product(lhs.magnitude, rhs.magnitude)))
            }

            /// Adds two intervals.
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(.nanoseconds(lhs.magnitude + rhs.magnitude))
            }

            /// Subtracts one interval from another.
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(.nanoseconds(lhs.magnitude - rhs.magnitude))
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

            /// Converts the specified number of seconds, as a floating-point value, into an
            /// instance of this scheduler time type.
            public static func seconds(_ s: Double) -> Stride {
                Stride(.nanoseconds(nanoseconds(fromSeconds: s)))
            }

            /// Converts the specified number of seconds into an instance of this scheduler time
            /// type.
            public static func seconds(_ s: Int) -> Stride {
                Stride(.seconds(s))
            }

            /// Converts the specified number of milliseconds into an instance of this scheduler
            /// time type.
            public static func milliseconds(_ ms: Int) -> Stride {
                Stride(.milliseconds(ms))
            }

            /// Converts the specified number of microseconds into an instance of this scheduler
            /// time type.
            public static func microseconds(_ us: Int) -> Stride {
                Stride(.microseconds(us))
            }

            /// Converts the specified number of nanoseconds into an instance of this scheduler
            /// time type.
            public static func nanoseconds(_ ns: Int) -> Stride {
                Stride(.nanoseconds(ns))
            }

            /// Hashes the nanosecond count.
            ///
            /// - Parameter hasher: The hasher to use when combining the components of this
            ///   instance.
            public func hash(into hasher: inout Hasher) {
                hasher.combine(magnitude)
            }

            /// Creates an interval by decoding its nanosecond count.
            ///
            /// - Parameter decoder: The decoder to read data from.
            public init(from decoder: any Decoder) throws {
                magnitude = try decoder.singleValueContainer().decode(Int.self)
            }

            /// Encodes this interval as its nanosecond count.
            ///
            /// - Parameter encoder: The encoder to write data to.
            public func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(magnitude)
            }

            private static func product(_ a: Int, _ b: Int) -> Int {
                let (result, overflow) = a.multipliedReportingOverflow(by: b)
                guard overflow else { return result }
                return (a < 0) == (b < 0) ? Int.max : Int.min
            }

            private static func nanoseconds(fromSeconds seconds: Double) -> Int {
                let value = (seconds * 1_000_000_000).rounded(.towardZero)
                if value >= Double(Int.max) { return Int.max }
                if value <= Double(Int.min) { return Int.min }
                return Int(value)
            }

            private static func nanoseconds(in interval: DispatchTimeInterval) -> Int {
                switch interval {
                case .seconds(let s): return product(s, 1_000_000_000)
                case .milliseconds(let ms): return product(ms, 1_000_000)
                case .microseconds(let us): return product(us, 1_000)
                case .nanoseconds(let ns): return ns
                case .never: return Int.max
                @unknown default: return Int.max
                }
            }
        }
    }

    /// A set of options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS

        /// The dispatch queue work item flags.
        public var flags: DispatchWorkItemFlags

        /// The dispatch group, if any, that should be used for performing actions.
        public var group: DispatchGroup?

        /// Creates dispatch queue scheduler options.
        ///
        /// - Parameters:
        ///   - qos: The quality of service for the scheduled work.
        ///   - flags: The work item flags for the scheduled work.
        ///   - group: The dispatch group the scheduled work enters, if any.
        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The minimum tolerance allowed by the scheduler: zero.
    public var minimumTolerance: DispatchQueue.SchedulerTimeType.Stride {
        SchedulerTimeType.Stride(.seconds(0))
    }

    /// This scheduler's definition of the current moment in time.
    public var now: DispatchQueue.SchedulerTimeType {
        if let runLoop = simulatedMainRunLoop { return SchedulerTimeType(SimulatedMain.dispatchTime(of: runLoop)) }
        return SchedulerTimeType(DispatchTime.now())
    }

    /// The current simulation's main run loop, when this is the main queue
    /// (`SimulatedMainRunLoop+Schedulers.swift`).
    private var simulatedMainRunLoop: (any SimulatedMainRunLoop)? {
        SimulatedMain.runLoop(if: CurrentSimulation.isMainQueue(self))
    }

    /// Performs the action asynchronously on this queue, at the next possible opportunity.
    ///
    /// - Parameters:
    ///   - options: The quality of service, flags and group of the work, if any.
    ///   - action: The action to perform.
    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) {
        if let runLoop = simulatedMainRunLoop { return runLoop.enqueueOnMainRunLoop(action) }
        let work = UncheckedSendableBox(action)
        let qos = options?.qos ?? .unspecified
        let flags = options?.flags ?? []
        if let group = options?.group {
            async(group: group, qos: qos, flags: flags) { work.value() }
        } else {
            async(qos: qos, flags: flags) { work.value() }
        }
    }

    /// Performs the action asynchronously on this queue, at the given time or later.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - tolerance: Ignored: the queue runs the action as soon after `date` as it can.
    ///   - options: The quality of service and flags of the work, if any.
    ///   - action: The action to perform.
    public func schedule(
        after date: DispatchQueue.SchedulerTimeType, tolerance: DispatchQueue.SchedulerTimeType.Stride,
        options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        if let runLoop = simulatedMainRunLoop {
            runLoop.enqueueOnMainRunLoop(atNanoseconds: SimulatedMain.nanoseconds(of: date.dispatchTime), action)
            return
        }
        let work = UncheckedSendableBox(action)
        asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            work.value()
        }
    }

    /// Performs the action on this queue at the given time, then again every `interval`, until
    /// the returned cancellable cancels it.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs.
    ///   - tolerance: The leeway the timer may take.
    ///   - options: Ignored.
    ///   - action: The action to perform.
    /// - Returns: A cancellable that stops the timer.
    public func schedule(
        after date: DispatchQueue.SchedulerTimeType, interval: DispatchQueue.SchedulerTimeType.Stride,
        tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        if let runLoop = simulatedMainRunLoop {
            return SimulatedMain.repeating(
                on: runLoop, first: SimulatedMain.nanoseconds(of: date.dispatchTime), interval: UInt64(Swift.max(0, interval.magnitude)),
                action)
        }
        let work = UncheckedSendableBox(action)
        let timer = DispatchSource.makeTimerSource(flags: [], queue: self)
        timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval, leeway: tolerance.timeInterval)
        timer.setEventHandler { work.value() }
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
