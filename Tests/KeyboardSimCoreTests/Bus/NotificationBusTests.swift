import Foundation
import Testing
import KeyboardSimTestSupport
import KeyboardSimCore

private let ping = Notification.Name("Ping")
private let pong = Notification.Name("Pong")

/// A selector-style target that logs its deliveries.
private final class Listener {
    let tag: String
    let log: Log
    init(_ tag: String, _ log: Log) {
        self.tag = tag
        self.log = log
    }
    func handle(_ note: Notification) { log.entries.append(tag) }
}

/// Removes itself in `deinit`, as the lecture's controllers do in `dealloc`.
private final class SelfRemovingListener {
    let center: NotificationBus
    let log: Log
    init(center: NotificationBus, log: Log) {
        self.center = center
        self.log = log
        center.addObserver(self, selector: SelfRemovingListener.handle, name: ping, object: nil)
        center.addObserver(self, selector: SelfRemovingListener.handle, name: pong, object: nil)
    }
    deinit { center.removeObserver(self) }
    func handle(_ note: Notification) { log.entries.append(note.name.rawValue) }
}

/// A selector-style observer whose method takes an `NSNotification`, as Objective-C-era code does.
private final class LegacyListener {
    var names: [String] = []
    func handle(_ note: NSNotification) { names.append(note.name.rawValue) }
}

private final class Log {
    var entries: [String] = []
}

@MainActor @Suite("NotificationBus")
struct NotificationBusTests {
    @Test("delivery follows registration order across the three styles")
    func registrationOrder() {
        let bus = NotificationBus()
        let log = Log()
        var listeners: [Listener] = []
        var tokens: [NSObjectProtocol] = []
        for index in 0..<12 {
            switch index % 3 {
            case 0:
                let listener = Listener("s\(index)", log)
                listeners.append(listener)
                bus.addObserver(listener, selector: Listener.handle, name: UIResponder.keyboardWillShowNotification, object: nil)
            case 1:
                tokens.append(
                    bus.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
                        log.entries.append("b\(index)")
                    })
            default:
                tokens.append(bus.addObserver(of: nil, for: .keyboardWillShow) { _ in log.entries.append("m\(index)") })
            }
        }
        let info = KeyboardInfo(
            beginFrame: .zero, endFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
            animationDuration: 0.25, animationCurve: .keyboard, isLocal: true)
        bus.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info.userInfo())
        #expect(log.entries == ["s0", "b1", "m2", "s3", "b4", "m5", "s6", "b7", "m8", "s9", "b10", "m11"])
        #expect(listeners.count == 4 && tokens.count == 8)
    }

    @Test("posts go through a real Foundation NotificationCenter owned by the bus")
    func foundationCenter() {
        let bus = NotificationBus()
        var names: [String] = []
        bus.addObserver(forName: nil, object: nil, queue: nil) { names.append($0.name.rawValue) }
        bus.foundationCenter.post(name: ping, object: nil)
        bus.post(name: pong)
        NotificationCenter.default.post(name: ping, object: nil)
        #expect(names == ["Ping", "Pong"], "posts on the bus's own center arrive; NotificationCenter.default is never observed")
        #expect(bus.foundationCenter !== NotificationCenter.default)
    }

    @Test("removeObserver(observer) removes every registration of that observer")
    func removeAll() {
        let bus = NotificationBus()
        let log = Log()
        let a = Listener("a", log), b = Listener("b", log)
        bus.addObserver(a, selector: Listener.handle, name: ping, object: nil)
        bus.addObserver(a, selector: Listener.handle, name: pong, object: nil)
        bus.addObserver(b, selector: Listener.handle, name: ping, object: nil)
        bus.removeObserver(a)
        bus.post(name: ping)
        bus.post(name: pong)
        #expect(log.entries == ["b"])
        #expect(bus.currentRegistrations.map(\.id) == [3])
    }

    @Test(
        "observers removed one by one, many of them: the rest keep their order, ids and deliveries (removed ones are set aside, then dropped together)"
    )
    func manyRemovals() {
        let bus = NotificationBus()
        let log = Log()
        let listeners = (0..<300).map { Listener("s\($0)", log) }
        var tokens: [NSObjectProtocol] = []
        for (index, listener) in listeners.enumerated() {
            bus.addObserver(listener, selector: Listener.handle, name: ping, object: nil)
            tokens.append(bus.addObserver(forName: ping, object: nil, queue: nil) { _ in log.entries.append("b\(index)") })
        }
        // Every listener but each tenth, and every token but each seventh, removed one by one,
        // interleaved with posts (some during a compaction, some between).
        for index in 0..<300 {
            if index % 10 != 0 { bus.removeObserver(listeners[index]) }
            if index % 7 != 0 { bus.removeObserver(tokens[index]) }
            if index % 97 == 0 { bus.post(name: pong) }
        }
        bus.post(name: ping)
        var expected: [String] = []
        var ids: [Int] = []
        for index in 0..<300 {
            if index % 10 == 0 {
                expected.append("s\(index)")
                ids.append(2 * index + 1)
            }
            if index % 7 == 0 {
                expected.append("b\(index)")
                ids.append(2 * index + 2)
            }
        }
        #expect(log.entries == expected)
        #expect(bus.currentRegistrations.map(\.id) == ids)
        #expect(bus.registrationCount(for: ping) == ids.count)
        // Removing an observer again, or one removed long ago, changes nothing.
        bus.removeObserver(listeners[1])
        bus.removeObserver(tokens[1])
        #expect(bus.currentRegistrations.map(\.id) == ids)
    }

    @Test("a handler that removes later observers during a post: they are not called, whatever the list's compaction")
    func removalsDuringAPost() {
        let bus = NotificationBus()
        let log = Log()
        let listeners = (0..<40).map { Listener("s\($0)", log) }
        var first: NSObjectProtocol?
        first = bus.addObserver(forName: ping, object: nil, queue: nil) { _ in
            log.entries.append("first")
            for listener in listeners.dropFirst(5) { bus.removeObserver(listener) }
            if let first { bus.removeObserver(first) }
        }
        for listener in listeners { bus.addObserver(listener, selector: Listener.handle, name: ping, object: nil) }
        bus.post(name: ping)
        #expect(log.entries == ["first", "s0", "s1", "s2", "s3", "s4"])
        bus.post(name: ping)
        #expect(log.entries.suffix(5) == ["s0", "s1", "s2", "s3", "s4"])
        #expect(bus.currentRegistrations.count == 5)
    }

    @Test("removeObserver(_:name:object:) removes only the matching registrations")
    func removeMatching() {
        let bus = NotificationBus()
        let log = Log()
        let a = Listener("a", log)
        let sender = NSObject()
        bus.addObserver(a, selector: Listener.handle, name: ping, object: nil)
        bus.addObserver(a, selector: Listener.handle, name: pong, object: nil)
        bus.addObserver(a, selector: Listener.handle, name: pong, object: sender)
        bus.removeObserver(a, name: pong, object: sender)
        bus.post(name: pong, object: sender)
        #expect(log.entries == ["a"], "the unfiltered pong registration remains")
        bus.removeObserver(a, name: ping, object: nil)
        bus.post(name: ping)
        #expect(log.entries == ["a"])
        #expect(bus.currentRegistrations.map(\.name) == ["Pong"])
    }

    @Test("removeObserver(self) does not remove block registrations; the token does")
    func blockNeedsToken() {
        let bus = NotificationBus()
        let owner = NSObject()
        var count = 0
        let token = bus.addObserver(forName: ping, object: nil, queue: nil) { _ in count += 1 }
        bus.removeObserver(owner)
        bus.post(name: ping)
        #expect(count == 1)
        bus.removeObserver(token)
        bus.post(name: ping)
        #expect(count == 1)
        #expect(bus.currentRegistrations.isEmpty)
    }

    @Test("object: filters by identity; nil observes every sender")
    func objectFilter() {
        let bus = NotificationBus()
        let first = NSObject(), second = NSObject()
        var log: [String] = []
        bus.addObserver(forName: ping, object: first, queue: nil) { _ in log.append("first only") }
        bus.addObserver(forName: ping, object: nil, queue: nil) { _ in log.append("any") }
        bus.post(name: ping, object: second)
        bus.post(name: ping, object: first)
        bus.post(name: ping, object: nil)
        #expect(log == ["any", "first only", "any", "any"])
    }

    @Test("registering twice delivers twice")
    func twice() {
        let bus = NotificationBus()
        let log = Log()
        let a = Listener("a", log)
        bus.addObserver(a, selector: Listener.handle, name: ping, object: nil)
        bus.addObserver(a, selector: Listener.handle, name: ping, object: nil)
        bus.post(name: ping)
        #expect(log.entries == ["a", "a"])
    }

    @Test("queue nil and queue .main both run before post returns, on the posting thread")
    func synchronous() {
        let bus = NotificationBus()
        var ran: [String] = []
        var onPostingThread: [Bool] = []
        let poster = pthread_self()
        bus.addObserver(forName: ping, object: nil, queue: nil) { _ in
            ran.append("nil")
            onPostingThread.append(pthread_equal(pthread_self(), poster) != 0)
        }
        bus.addObserver(forName: ping, object: nil, queue: .main) { _ in ran.append("main") }
        bus.post(name: ping)
        #expect(ran == ["nil", "main"], "both blocks ran before post returned")
        #expect(onPostingThread == [true])
        #expect(bus.currentRegistrations.map(\.observer) == ["block", "block on queue main"])
    }

    @Test("a removal inside a handler takes effect for later deliveries of the same post")
    func removalDuringPost() {
        let bus = NotificationBus()
        var log: [String] = []
        var later: NSObjectProtocol?
        bus.addObserver(forName: ping, object: nil, queue: nil) { _ in
            log.append("first")
            if let later { bus.removeObserver(later) }
        }
        later = bus.addObserver(forName: ping, object: nil, queue: nil) { _ in log.append("second") }
        bus.post(name: ping)
        #expect(log == ["first"])
    }

    @Test("an observer added inside a handler does not receive the post in progress")
    func additionDuringPost() {
        let bus = NotificationBus()
        var log: [String] = []
        var added = false
        bus.addObserver(forName: ping, object: nil, queue: nil) { _ in
            log.append("first")
            if !added {
                added = true
                bus.addObserver(forName: ping, object: nil, queue: nil) { _ in log.append("added") }
            }
        }
        bus.post(name: ping)
        #expect(log == ["first"])
        bus.post(name: ping)
        #expect(log == ["first", "first", "added"])
    }

    @Test("a deallocated selector-style target is skipped and its registrations dropped")
    func weakTarget() {
        let sim = Simulation()
        let log = Log()
        var listener: Listener? = Listener("gone", log)
        sim.notificationCenter.addObserver(listener!, selector: Listener.handle, name: ping, object: nil)
        weak let weakListener = listener
        listener = nil
        #expect(weakListener == nil, "the bus holds selector targets weakly")
        sim.notificationCenter.post(name: ping)
        #expect(log.entries.isEmpty)
        #expect(sim.notificationCenter.currentRegistrations.isEmpty)
        let removal = sim.trace.compactMap { record -> String? in
            if case .observer(let action, _) = record.event, action != .add { return action.rawValue }
            return nil
        }
        #expect(removal == ["targetDeallocated"])
    }

    @Test("before iOS 9 a post to a deallocated selector target is the classic crash, reported")
    func unretainedTarget() {
        let sim = Simulation(device: .iPhoneSE1, profile: .iOS7)
        let log = Log()
        var listener: Listener? = Listener("gone", log)
        sim.notificationCenter.addObserver(listener!, selector: Listener.handle, name: ping, object: nil)
        listener = nil
        sim.notificationCenter.post(name: ping)
        #expect(sim.diagnostics.count == 1)
        #expect(sim.diagnostics.first?.contains("sent to deallocated instance of Listener") == true)
    }

    @Test(
        "removeObserver(self) in deinit removes the registrations (the weak reference is already nil there)",
        arguments: [BehaviorProfile.iOS7, .iOS17])
    func removalInDeinit(profile: BehaviorProfile) {
        let sim = Simulation(device: profile.majorVersion < 8 ? .iPhoneSE1 : .iPhoneSE3, profile: profile)
        let log = Log()
        var listener: SelfRemovingListener? = SelfRemovingListener(center: sim.notificationCenter, log: log)
        #expect(sim.notificationCenter.currentRegistrations.count == 2)
        listener = nil
        #expect(sim.notificationCenter.currentRegistrations.isEmpty)
        sim.notificationCenter.post(name: ping)
        #expect(log.entries.isEmpty)
        #expect(sim.diagnostics.isEmpty, "the removal in dealloc is the correct code before iOS 9, not a crash")
        let removals = sim.trace.compactMap { record -> String? in
            if case .observer(let action, _) = record.event, action != .add { return action.rawValue }
            return nil
        }
        #expect(removals == ["removed", "removed"])
        #expect(sim.audit.report().isClean)
        _ = listener
    }

    @Test("a selector-style method may take NSNotification")
    func nsNotificationMethod() {
        let bus = NotificationBus()
        let listener = LegacyListener()
        bus.addObserver(listener, selector: LegacyListener.handle, name: ping, object: nil)
        bus.post(name: ping, object: nil, userInfo: ["key": 1])
        #expect(listener.names == ["Ping"])
        bus.removeObserver(listener)
        bus.post(name: ping)
        #expect(listener.names == ["Ping"])
    }

    @Test("a block registration retains what it captures until its token is removed")
    func blockRetains() {
        let bus = NotificationBus()
        var captured: NSObject? = NSObject()
        weak let weakCaptured = captured
        let token = bus.addObserver(forName: ping, object: nil, queue: nil) { [captured] _ in _ = captured }
        captured = nil
        #expect(weakCaptured != nil, "the bus keeps the block and its captures alive")
        bus.removeObserver(token)
        #expect(weakCaptured == nil)
    }

    @Test("typed messages carry the decoded values; a post missing a key is not delivered")
    func messages() {
        let sim = Simulation()
        var messages: [UIResponder.KeyboardWillChangeFrameMessage] = []
        sim.notificationCenter.addObserver(of: nil, for: .keyboardWillChangeFrame) { messages.append($0) }
        let info = KeyboardInfo(
            beginFrame: CGRect(x: 0, y: 667, width: 375, height: 260),
            endFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
            animationDuration: 0.25, animationCurve: .keyboard, isLocal: true)
        sim.notificationCenter.post(name: UIResponder.keyboardWillChangeFrameNotification, object: sim.screen, userInfo: info.userInfo())
        sim.notificationCenter.post(
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameBeginUserInfoKey: NSValue(rect: .zero)])
        #expect(messages.count == 1)
        #expect(messages.first?.endFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
        #expect(messages.first?.animationCurve == .keyboard)
        #expect(messages.first?.screen === sim.screen)
        #expect(
            sim.diagnostics == [
                "KeyboardWillChangeFrameMessage not delivered to registration #1: UIKeyboardWillChangeFrameNotification userInfo has no UIKeyboardFrameEndUserInfoKey; a handler that force-unwraps it crashes here"
            ])
    }
}
