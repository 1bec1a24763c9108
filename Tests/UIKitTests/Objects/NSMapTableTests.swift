import Testing
import UIKit

/// What a keyboard library keeps per view.
private final class State {
    let height: CGFloat
    init(_ height: CGFloat) { self.height = height }
}

/// Foundation's NSMapTable, which Foundation on Linux lacks, as `import UIKit` brings it.
@MainActor @Suite("NSMapTable: per-object storage with weak keys or values")
struct NSMapTableTests {
    @Test("weak keys: an entry goes with its view; the table does not keep the view alive")
    func weakKeys() {
        let table = NSMapTable<UIView, State>.weakToStrongObjects()
        var view: UIView? = UIView()
        weak let released = view
        table.setObject(State(260), forKey: view)
        #expect(table.object(forKey: view)?.height == 260 && table.count == 1)
        view = nil
        #expect(released == nil, "the table held its key weakly")
        #expect(table.count == 0 && table.keyEnumerator().nextObject() == nil)
    }

    @Test("weak values: an entry goes with its value; strong keys that are Hashable compare by value")
    func weakValues() {
        let table = NSMapTable<NSString, State>.strongToWeakObjects()
        var state: State? = State(216)
        table.setObject(state, forKey: "login" as NSString)
        #expect(table.object(forKey: NSString(string: "login"))?.height == 216, "an equal string finds it, as isEqual does")
        state = nil
        #expect(table.object(forKey: "login" as NSString) == nil && table.count == 0)
    }

    @Test("strong tables: set, replace, remove; a nil object removes; enumerators and the dictionary see what is there")
    func strongTable() {
        let table = NSMapTable<UIView, State>.strongToStrongObjects()
        let first = UIView(), second = UIView()
        table.setObject(State(1), forKey: first)
        table.setObject(State(2), forKey: second)
        table.setObject(State(3), forKey: first)
        #expect(table.count == 2 && table.object(forKey: first)?.height == 3)
        #expect(table.dictionaryRepresentation().count == 2)
        var heights: [CGFloat] = []
        let values = table.objectEnumerator()
        while let state = values?.nextObject() as? State { heights.append(state.height) }
        #expect(heights.sorted() == [2, 3])
        table.setObject(nil, forKey: second)
        #expect(table.count == 1)
        table.removeAllObjects()
        #expect(table.count == 0 && table.object(forKey: first) == nil)
    }

    @Test("weak keys and values: an entry goes with either; a value whose key went is let go as the table grows")
    func weakToWeak() {
        let table = NSMapTable<UIView, State>.weakToWeakObjects()
        let view = UIView()
        var state: State? = State(1)
        table.setObject(state, forKey: view)
        state = nil
        #expect(table.count == 0)
        let keyed = NSMapTable<UIView, State>.weakToStrongObjects()
        var key: UIView? = UIView()
        weak let value = {
            let value = State(2)
            keyed.setObject(value, forKey: key)
            return value
        }()
        key = nil
        let others = (0..<16).map { _ in UIView() }
        for other in others { keyed.setObject(State(3), forKey: other) }
        #expect(value == nil, "setObject tidied the entry whose key went")
        #expect(keyed.dictionaryRepresentation()[others[0]]?.height == 3, "the dictionary is keyed by the views themselves")
    }

    @Test("the pointer personality compares keys by identity, even equal strings")
    func pointerPersonality() {
        let table = NSMapTable<NSString, State>(keyOptions: .objectPointerPersonality, valueOptions: .strongMemory)
        let key = NSString(string: "a")
        table.setObject(State(1), forKey: key)
        #expect(table.object(forKey: key)?.height == 1)
        #expect(table.object(forKey: NSString(string: "a")) == nil)
    }
}
