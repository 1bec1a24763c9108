import Testing
import KBSimPort

@Suite("LinuxPort: #keyPath written as the key it stands for")
struct LinuxPortKeyPathTests {
    @Test("a type's property, a property of self and a path of several names become strings; comments and strings stay")
    func rewritten() {
        let input = """
            import UIKit
            class Watcher: UIViewController {
                func watch(_ bar: UIView) {
                    bar.addObserver(self, forKeyPath: #keyPath(UIView.center), options: [.new], context: nil)
                    let path = #keyPath(view.frame)
                    // #keyPath(UIView.bounds) in a comment
                    let note = "#keyPath(UIView.bounds)"
                    _ = (path, note, #keyPath( UIScrollView.contentOffset ))
                }
            }

            """
        let result = LinuxPort.port(input)
        #expect(result.text.contains("bar.addObserver(self, forKeyPath: \"center\", options: [.new], context: nil)"))
        #expect(result.text.contains("let path = \"view.frame\""))
        #expect(result.text.contains("// #keyPath(UIView.bounds) in a comment"))
        #expect(result.text.contains("let note = \"#keyPath(UIView.bounds)\""))
        #expect(result.text.contains("_ = (path, note, \"contentOffset\")"))
        #expect(
            result.edits.filter { $0.kind == .rewroteKeyPathExpression }.map(\.description) == [
                "#keyPath(UIView.center) → \"center\" (the key it stands for; Swift on Linux has no #keyPath)",
                "#keyPath(view.frame) → \"view.frame\" (the key it stands for; Swift on Linux has no #keyPath)",
                "#keyPath( UIScrollView.contentOffset ) → \"contentOffset\" (the key it stands for; Swift on Linux has no #keyPath)",
            ])
        #expect(result.findings.isEmpty)
        #expect(LinuxPort.port(result.text).edits.isEmpty, "porting twice changes nothing")
    }
}

@Suite("LinuxPort: import QuartzCore")
struct LinuxPortQuartzCoreTests {
    @Test("beside import UIKit it goes; alone, or beside Foundation, it becomes import UIKit (and Foundation goes)")
    func quartzCore() {
        let beside = LinuxPort.port("import UIKit\nimport QuartzCore\nlet layer = CALayer()\n")
        #expect(beside.text == "import UIKit\nlet layer = CALayer()\n")
        let alone = LinuxPort.port("import QuartzCore\nlet layer = CALayer()\n")
        #expect(alone.text == "import UIKit\nlet layer = CALayer()\n")
        #expect(alone.edits.map(\.description) == ["import QuartzCore → import UIKit (where KeyboardSim keeps CALayer, CATransform3D…)"])
        let withFoundation = LinuxPort.port("import Foundation\nimport QuartzCore\nlet layer = CALayer()\n")
        #expect(withFoundation.text == "import UIKit\nlet layer = CALayer()\n")
        #expect(alone.findings.isEmpty && beside.findings.isEmpty)
        let conditional = "#if canImport(QuartzCore)\nimport QuartzCore\n#endif\n"
        #expect(LinuxPort.port(conditional).text == conditional)
    }
}
