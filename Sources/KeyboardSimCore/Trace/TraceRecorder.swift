/// Where a simulation's parts append what happens, stamped with the simulation's time. What it
/// has committed is never edited.
///
/// The records of the current instant are held until the instant is over (the clock has moved
/// on), then committed in the order they were recorded. Only one thing is decided meanwhile: a
/// display frame recorded again at the same instant — a movement ends on a frame and another
/// starts at that very instant — supersedes its earlier recording, so the trace has one record
/// per display frame, the one made last. Reading `records` gives the committed records followed
/// by the current instant's as they stand.
///
/// ```swift
/// let recorder = TraceRecorder(clock: clock)
/// recorder.record(.diagnostic("Unable to simultaneously satisfy constraints."))
/// recorder.note("changed no named constraint's constant", by: "FormController")
/// ```
///
/// Like the clock it reads, a recorder is confined to its simulation's thread.
package final class TraceRecorder: UIKitRecorder {
    private let clock: VirtualClock
    /// Every record so far, in order: the committed ones (never edited), then from
    /// `currentStart` the current instant's. One array, so that reading the trace does not copy
    /// it (the recorder appends in place again once the reader lets go). (These three are read
    /// and written for every record, without the run-time exclusivity check, a thread-local
    /// lookup per access: no access calls out, so none overlaps another.)
    @exclusivity(unchecked) private var all: [TraceRecord] = []
    /// Where the current instant's records start in `all`.
    @exclusivity(unchecked) private var currentStart = 0
    /// Where the current instant's last display frame record is in `all`.
    @exclusivity(unchecked) private var currentFrame: Int?
    /// How many display frame records the trace holds.
    private var frameRecords = 0
    /// Whether display frames have been left out (`maximumFrameRecords` reached; said once).
    private var isLeavingFramesOut = false
    /// The most display frame records the trace keeps (`Simulation.maximumFrameRecords`).
    var maximumFrameRecords = TraceRecorder.defaultMaximumFrameRecords

    /// The default bound on display frame records: 250,000, about 100 MB (a frame record with
    /// the keyboard and two views takes about 400 bytes), or 35 minutes of continuous movement
    /// at 120 frames per second. Display frames are what grows fastest with a run's length; the
    /// other records grow with what happens (steps, posts), and have a bound of their own.
    package static let defaultMaximumFrameRecords = 250_000

    /// How many records other than display frames the trace holds.
    private var otherRecords = 0
    /// Whether records other than display frames have been left out (`maximumRecords`
    /// reached; said once).
    private var isLeavingRecordsOut = false
    /// The most records other than display frames the trace keeps (`Simulation.maximumTraceRecords`).
    var maximumRecords = TraceRecorder.defaultMaximumRecords

    /// The default bound on records other than display frames: 1,000,000. What they take is
    /// measured by `kbsim bench scale` (a session that shows and hides the keyboard every
    /// second records 6 a second); with the frame bound it keeps a long session's trace
    /// within the figure the documentation states.
    package static let defaultMaximumRecords = 1_000_000

    init(clock: VirtualClock) {
        self.clock = clock
    }

    /// Every record so far: the committed ones, then the current instant's.
    var records: [TraceRecord] {
        commitIfInstantIsOver()
        return all
    }

    /// Records `event` at the current time. A display frame (`.frame`) supersedes a record of
    /// the same frame made earlier in this instant.
    package func record(_ event: TraceRecord.Event) {
        commitIfInstantIsOver()
        if case .frame(let index, _, _, _) = event {
            if let at = currentFrame, case .frame(let earlier, _, _, _) = all[at].event, earlier == index {
                all.remove(at: at)
                frameRecords -= 1
                currentFrame = nil
            }
            guard frameRecords < maximumFrameRecords else {
                if !isLeavingFramesOut {
                    // Said once, where the first frame left out would have been.
                    isLeavingFramesOut = true
                    all.append(
                        TraceRecord(
                            time: clock.now,
                            event: .diagnostic(
                                "KeyboardSim keeps at most \(maximumFrameRecords) display frame records (Simulation.maximumFrameRecords); later display frames are not recorded, and verdicts that measure frames judge the recorded ones"
                            )))
                }
                return
            }
            frameRecords += 1
            currentFrame = all.count
        } else if !Self.isKeptPastTheBound(event) {
            guard otherRecords < maximumRecords else {
                if !isLeavingRecordsOut {
                    isLeavingRecordsOut = true
                    all.append(
                        TraceRecord(
                            time: clock.now,
                            event: .diagnostic(
                                "KeyboardSim keeps at most \(maximumRecords) trace records other than display frames (Simulation.maximumTraceRecords); later ones are not recorded but for a replay's run header, verdicts, observer audit and what it is held to, and verdicts judge the recorded ones"
                            )))
                }
                return
            }
            otherRecords += 1
        }
        all.append(TraceRecord(time: clock.now, event: event))
    }

    /// What a replay's verdicts are: recorded whatever the bound (one each per replay, or one
    /// per check), so a bounded trace still says what it judged.
    private static func isKeptPastTheBound(_ event: TraceRecord.Event) -> Bool {
        switch event {
        case .run, .judging, .verdict, .audit: true
        default: false
        }
    }

    /// Records UIKit's console warning or a misuse of the simulation.
    func diagnostic(_ message: String) {
        record(.diagnostic(message))
    }

    /// Records what a technique's controller says of a handler (a missing key, a deferred
    /// handler, a handler that changed nothing), shown by `kbsim explain`.
    package func note(_ text: String, by controller: String) {
        record(.note(controller: controller, text: text))
    }

    /// Records that a handler would have trapped in the real app.
    package func recordCrash(controller: String, reason: String) {
        record(.crash(controller: controller, reason: reason))
    }

    /// Records a change of first responder (the window tells, by the views' debug names).
    func recordFocusChange(from old: String?, to new: String?) {
        record(.focus(from: old, to: new))
    }

    private func commitIfInstantIsOver() {
        guard currentStart < all.count, all[currentStart].time < clock.now else { return }
        currentStart = all.count
        currentFrame = nil
    }
}
