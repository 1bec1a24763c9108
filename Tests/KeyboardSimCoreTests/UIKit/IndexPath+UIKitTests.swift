import Foundation
import Testing
import KeyboardSimCore

@MainActor @Suite("IndexPath+UIKit")
struct IndexPathUIKitTests {
    @Test("row and section are the second and first indexes, as on iOS")
    func rowAndSection() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1)
        #expect(path == IndexPath(indexes: [1, 3]))
        path.row = 7
        path.section = 2
        #expect(Array(path) == [2, 7])
        #expect(IndexPath(row: 0, section: 0) < IndexPath(row: 5, section: 0))
        #expect(IndexPath(row: 9, section: 0) < IndexPath(row: 0, section: 1))
        // No trap where iOS would trap on a path that is not two long.
        #expect(IndexPath().row == 0 && IndexPath(index: 4).row == 0 && IndexPath(index: 4).section == 4)
    }
}
