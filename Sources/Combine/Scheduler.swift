/// A protocol that provides to a scheduler with an expression for relative time.
public protocol SchedulerTimeIntervalConvertible {
    /// Converts the specified number of seconds into an instance of this scheduler time type.
    static func seconds(_ s: Int) -> Self

    /// Converts the specified number of seconds, as a floating-point value, into an instance of
    /// this scheduler time type.
    static func seconds(_ s: Double) -> Self

    /// Converts the specified number of milliseconds into an instance of this scheduler time
    /// type.
    static func milliseconds(_ ms: Int) -> Self

    /// Converts the specified number of microseconds into an instance of this scheduler time
    /// type.
    static func microseconds(_ us: Int) -> Self

    /// Converts the specified number of nanoseconds into an instance of this scheduler time
    /// type.
    static func nanoseconds(_ ns: Int) -> Self
}

/// A protocol that defines when and how to execute a closure.
///
/// You can use a scheduler to execute code as soon as possible, or after a future date.
/// Individual scheduler implementations use whatever time-keeping system makes sense for them.
/// Schedulers express this as their `SchedulerTimeType`. Since this type conforms to
/// `SchedulerTimeIntervalConvertible`, you can always express these times with the convenience
/// functions like `.milliseconds(500)`. Schedulers can accept options to control how they
/// execute the actions passed to them. These options may control factors like which threads or
/// dispatch queues execute the actions.
public protocol Scheduler<SchedulerTimeType> {
    /// Describes an instant in time for this scheduler.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

    /// A type that defines options accepted by the scheduler.
    ///
    /// This type is freely definable by each `Scheduler`. Typically, operations that take a
    /// `Scheduler` parameter will also take `SchedulerOptions`.
    associatedtype SchedulerOptions

    /// This scheduler's definition of the current moment in time.
    var now: SchedulerTimeType { get }

    /// The minimum tolerance allowed by the scheduler.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Performs the action at the next possible opportunity.
    ///
    /// - Parameters:
    ///   - options: Options that affect the execution of the action.
    ///   - action: The action to perform.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

    /// Performs the action at some time after the specified date.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - tolerance: How late after `date` the scheduler may run the action.
    ///   - options: Options that affect the execution of the action.
    ///   - action: The action to perform.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)

    /// Performs the action at some time after the specified date, at the specified frequency,
    /// optionally taking into account tolerance if possible.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs.
    ///   - tolerance: How late after each due time the scheduler may run the action.
    ///   - options: Options that affect the execution of the action.
    ///   - action: The action to perform.
    /// - Returns: A cancellable that stops the repetition.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> Cancellable
}

extension Scheduler {
    /// Performs the action at some time after the specified date, using the scheduler's minimum
    /// tolerance.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - action: The action to perform.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Performs the action at the next possible opportunity, without options.
    ///
    /// - Parameter action: The action to perform.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }

    /// Performs the action at some time after the specified date, at most `tolerance` late.
    ///
    /// - Parameters:
    ///   - date: The earliest time the action may run.
    ///   - tolerance: How late after `date` the scheduler may run the action.
    ///   - action: The action to perform.
    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Performs the action at some time after the specified date, at the specified frequency,
    /// taking into account tolerance if possible.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs.
    ///   - tolerance: How late after each due time the scheduler may run the action.
    ///   - action: The action to perform.
    /// - Returns: A cancellable that stops the repetition.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }

    /// Performs the action at some time after the specified date, at the specified frequency,
    /// using minimum tolerance possible for this scheduler.
    ///
    /// - Parameters:
    ///   - date: The time of the first run.
    ///   - interval: The time between runs.
    ///   - action: The action to perform.
    /// - Returns: A cancellable that stops the repetition.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, action)
    }
}
