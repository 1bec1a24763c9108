import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("CGColor: the Core Graphics colour stand-in")
struct CGColorTests {
    @Test("components are RGBA clamped to 0–1; grey sets all three channels")
    func components() {
        #expect(CGColor(red: 1.5, green: -1, blue: 0.25, alpha: 2).components == [1, 0, 0.25, 1])
        #expect(CGColor(gray: 0.5, alpha: 0.4).components == [0.5, 0.5, 0.5, 0.4])
        #expect(CGColor(gray: 0.5, alpha: 0.4).alpha == 0.4)
        #expect(CGColor(gray: 0, alpha: 1).numberOfComponents == 4)
    }

    @Test("equality and hashing by components; copy(alpha:) changes only the alpha")
    func equality() {
        let a = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(a == CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
        #expect(a != CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(Set([a, CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)]).count == 1)
        #expect(a.copy(alpha: 0.5)?.components == [0.2, 0.4, 0.6, 0.5])
        #expect(a.description == "rgba(0.2, 0.4, 0.6, 1)")
    }
}
