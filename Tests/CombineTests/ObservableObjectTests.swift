import Combine
import Testing

// ObservableObject: objectWillChange fires before each @Published property changes.
// https://developer.apple.com/documentation/combine/observableobject

@Suite("ObservableObject")
struct ObservableObjectTests {
    @Test("An ObservableObject's objectWillChange fires before each @Published change")
    func observableObject() {
        final class Responder: ObservableObject {
            @Published var height = 0
            @Published var isVisible = false
        }
        let responder = Responder()
        var log: [String] = []
        let changes = responder.objectWillChange.sink { log.append("will change from \(responder.height)") }
        let heights = responder.$height.sink { log.append("height \($0)") }
        responder.height = 336
        responder.isVisible = true
        #expect(log == ["height 0", "will change from 0", "height 336", "will change from 336"])
        #expect(responder.objectWillChange === responder.objectWillChange)
        _ = (changes, heights)
    }
}
