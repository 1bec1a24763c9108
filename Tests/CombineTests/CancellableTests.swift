import Combine
import Testing

// AnyCancellable: cancels once, when asked or when deinitialized.
// https://developer.apple.com/documentation/combine/anycancellable, https://developer.apple.com/documentation/combine/cancellable/cancel()

@Suite("AnyCancellable")
struct CancellableTests {
    @Test("An AnyCancellable cancels when it is deinitialized, once")
    func anyCancellableCancelsOnDeinit() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        do {
            let cancellable = subject.sink { values.append($0) }
            subject.send(1)
            _ = cancellable
        }
        subject.send(2)
        #expect(values == [1])

        var cancelCount = 0
        do {
            let cancellable = AnyCancellable { cancelCount += 1 }
            cancellable.cancel()
            cancellable.cancel()
        }
        #expect(cancelCount == 1)
        do {
            _ = AnyCancellable { cancelCount += 1 }
        }
        #expect(cancelCount == 2)
    }

    @Test("store(in:) keeps cancellables in a set or an array; emptying it cancels them")
    func storeInCollections() {
        let subject = PassthroughSubject<Int, Never>()
        var values: [Int] = []
        var set = Set<AnyCancellable>()
        var array: [AnyCancellable] = []
        subject.sink { values.append($0) }.store(in: &set)
        subject.sink { values.append($0 * 10) }.store(in: &array)
        #expect(set.count == 1)
        #expect(array.count == 1)
        subject.send(1)
        set.removeAll()
        subject.send(2)
        array.removeAll()
        subject.send(3)
        #expect(values == [1, 10, 20])
    }
}
