import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("DisplayLink")
struct DisplayLinkTests {
    @Test("frames fall on exact multiples of 1/fps", arguments: [60, 120])
    func frameInstants(fps: Int) {
        let clock = VirtualClock()
        let link = DisplayLink(clock: clock, framesPerSecond: fps)
        var frames: [(Int, Int64)] = []
        let subscription = link.add { index, instant in frames.append((index, instant.nanoseconds)) }
        clock.advance(by: .seconds(1))
        link.remove(subscription)
        #expect(frames.count == fps)
        #expect(frames.first?.0 == 1)
        #expect(frames.last?.1 == 1_000_000_000)
        for (index, nanoseconds) in frames {
            #expect(nanoseconds == Int64(index) * 1_000_000_000 / Int64(fps))
        }
        #expect(clock.pendingCount == 0, "no tick is scheduled once nobody listens")
    }

    @Test("a 0.25 s animation spans 15 frames at 60 Hz and 30 at 120 Hz")
    func quarterSecond() {
        for (fps, expected) in [(60, 15), (120, 30)] {
            let clock = VirtualClock()
            let link = DisplayLink(clock: clock, framesPerSecond: fps)
            var count = 0
            link.add { _, _ in count += 1 }
            clock.advance(by: .milliseconds(250))
            #expect(count == expected)
        }
    }
}
