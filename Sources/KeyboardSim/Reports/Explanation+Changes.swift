import Foundation

extension Explanation {
    /// Tells a handler's `change` records with what the trace knows around them — the
    /// notification the controller was last delivered, the views' frames on screen, the screen's
    /// safe area — so that a number is said with where it matches, never with what the code
    /// meant: "-20 − 260, the end frame's part over loginView (667 − 407)".
    struct ChangeNarrator {
        /// The `userInfo` last delivered to each controller.
        private var delivered: [String: OrderedUserInfo] = [:]
        /// Each property's value before its first change in the replay.
        private var firstValues: [String: ChangedValue] = [:]
        private var posts: [Int: OrderedUserInfo] = [:]
        private var views: [NamedFrame] = []
        private var safeAreaBottom: Double = 0
        private var screenHeight: Double = .infinity

        /// Takes in what a record tells about the scene: a post, a delivery, a display frame, the
        /// screen.
        mutating func observe(_ event: TraceRecord.Event) {
            switch event {
            case .notification(let postID, _, _, let userInfo): posts[postID] = userInfo
            case .delivery(let postID, _, let registration, _):
                if let userInfo = posts[postID] { delivered[registration.owner ?? registration.observer] = userInfo }
            case .frame(_, _, let frames, _): views = frames
            case .screen(_, let size, let safeArea):
                safeAreaBottom = Double(safeArea.bottom)
                screenHeight = Double(size.height)
            default: break
            }
        }

        /// `BottomConstantController changed bottomSpace.constant from -20 to -280: -20 − 260, the
        /// end frame's part over loginView (667 − 407)` — the new value told from where the
        /// property stood before its first change, else from where it stood before this one.
        mutating func sentence(controller: String, property: String, from: ChangedValue, to: ChangedValue) -> String {
            let first = firstValues[property] ?? from
            firstValues[property] = first
            let text = "\(controller) changed \(property) from \(from) to \(to)"
            if to == first { return text + ": back where it stood before its first change" }
            for base in first == from ? [from] : [first, from] {
                guard let (component, start, end) = Self.component(from: base, to: to),
                    let reason = match(abs(end - start), property: property, controller: controller)
                else { continue }
                return text + ": \(component)\(formatNumber(start)) \(end < start ? "−" : "+") \(formatNumber(abs(end - start))), \(reason)"
            }
            return text
        }

        /// The one number a change moved, before and after: a constant, a frame's y (else its
        /// height), an inset's bottom, an offset's y; nil when none of them moved.
        private static func component(from: ChangedValue, to: ChangedValue) -> (name: String, from: Double, to: Double)? {
            switch (from, to) {
            case (.number(let a), .number(let b)):
                return a != b ? ("", a, b) : nil
            case (.rect(let a), .rect(let b)):
                if a.minY != b.minY { return ("y ", Double(a.minY), Double(b.minY)) }
                return a.height != b.height ? ("height ", Double(a.height), Double(b.height)) : nil
            case (.edgeInsets(let a), .edgeInsets(let b)):
                return a.bottom != b.bottom ? ("bottom ", Double(a.bottom), Double(b.bottom)) : nil
            case (.point(let a), .point(let b)):
                return a.y != b.y ? ("y ", Double(a.y), Double(b.y)) : nil
            default:
                return nil
            }
        }

        /// What `amount` equals among the keyboard's measures in the notification the controller
        /// was last delivered: when its end frame is on the screen, the end frame's part over the
        /// view the property belongs to (or the first named view), with or without the screen's
        /// bottom safe area, or its height; then the begin frame's part over that view (when on
        /// the screen) or its height.
        private func match(_ amount: Double, property: String, controller: String) -> String? {
            guard let userInfo = delivered[controller], var end = userInfo.endFrame else { return nil }
            if Double(end.minY) >= screenHeight { end = .zero }
            let subject = property.split(separator: ".").first.map(String.init)
            let view = views.first { $0.name == subject } ?? views.first
            let safe = safeAreaBottom
            var candidates: [(value: Double, text: String)] = []
            if let view, end.height > 0 {
                let over = Double(view.frame.maxY - end.minY)
                let part = "the end frame's part over \(view.name)"
                let sum = "\(formatNumber(view.frame.maxY)) − \(formatNumber(end.minY))"
                if over > 0 {
                    candidates.append((over, "\(part) (\(sum))"))
                    if safe > 0 {
                        candidates.append((over - safe, "\(part) less the screen's bottom safe area (\(sum) − \(formatNumber(safe)))"))
                    }
                }
            }
            if end.height > 0 {
                candidates.append((Double(end.height), "the end frame's height"))
                if safe > 0 {
                    candidates.append(
                        (
                            Double(end.height) - safe,
                            "the end frame's height less the screen's bottom safe area (\(formatNumber(end.height)) − \(formatNumber(safe)))"
                        ))
                }
            }
            if let begin = userInfo.beginFrame, begin.height > 0 {
                if let view, Double(begin.minY) < screenHeight {
                    let over = Double(view.frame.maxY - begin.minY)
                    candidates.append(
                        (over, "the begin frame's part over \(view.name) (\(formatNumber(view.frame.maxY)) − \(formatNumber(begin.minY)))"))
                }
                candidates.append((Double(begin.height), "the begin frame's height"))
            }
            return candidates.first { $0.value > 0 && abs($0.value - amount) < 0.001 }?.text
        }
    }
}
