/// The display's refresh: frames at exact multiples of 1/60 s (or 1/120 s) on the virtual clock.
///
/// Frame k is at `k × 1 000 000 000 / fps` nanoseconds (integer division), so frames never drift
/// however long a simulation runs. The link only schedules ticks while someone is subscribed, so
/// an idle simulation has nothing pending and `runUntilIdle()` returns.
public final class DisplayLink {
    /// Identifies a subscription, for removing it.
    public struct Subscription: Hashable, Sendable {
        fileprivate let id: Int
    }

    /// Frames per second: 60, or 120 on ProMotion devices.
    public let framesPerSecond: Int
    private let clock: VirtualClock
    private var subscribers: [(id: Int, callback: (Int, SimulationInstant) -> Void)] = []
    private var nextID = 0
    private var scheduledTick: VirtualClock.TaskID?

    /// A display link on `clock` that ticks at `framesPerSecond` (60 or 120).
    public init(clock: VirtualClock, framesPerSecond: Int = 60) {
        self.clock = clock
        self.framesPerSecond = framesPerSecond > 0 ? framesPerSecond : 60
    }

    /// The instant of frame `index`.
    public func instant(ofFrame index: Int) -> SimulationInstant {
        SimulationInstant(nanoseconds: Int64(index) * 1_000_000_000 / Int64(framesPerSecond))
    }

    /// The index of the first frame at or after `instant`.
    public func frameIndex(atOrAfter instant: SimulationInstant) -> Int {
        let fps = Int64(framesPerSecond)
        var index = instant.nanoseconds * fps / 1_000_000_000
        while self.instant(ofFrame: Int(index)) < instant { index += 1 }
        return Int(index)
    }

    /// Calls `callback(frameIndex, instant)` on every display frame until removed. The first call
    /// is the next frame strictly after now (the current frame has already been drawn).
    @discardableResult
    public func add(_ callback: @escaping (Int, SimulationInstant) -> Void) -> Subscription {
        let id = nextID
        nextID += 1
        subscribers.append((id, callback))
        scheduleNextTick()
        return Subscription(id: id)
    }

    /// Stops calling a subscriber. Safe to call from inside its own callback.
    public func remove(_ subscription: Subscription) {
        subscribers.removeAll { $0.id == subscription.id }
        if subscribers.isEmpty, let tick = scheduledTick {
            clock.cancel(tick)
            scheduledTick = nil
        }
    }

    /// Whether anything is subscribed.
    public var isActive: Bool { !subscribers.isEmpty }

    private func scheduleNextTick() {
        guard scheduledTick == nil, !subscribers.isEmpty else { return }
        let index = frameIndex(atOrAfter: clock.now + .nanoseconds(1))
        let at = instant(ofFrame: index)
        scheduledTick = clock.schedule(at: at) { [weak self] in
            guard let self else { return }
            self.scheduledTick = nil
            for subscriber in self.subscribers {
                // A subscriber may remove another; skip the ones removed during this tick.
                guard self.subscribers.contains(where: { $0.id == subscriber.id }) else { continue }
                subscriber.callback(index, at)
            }
            self.scheduleNextTick()
        }
    }
}
