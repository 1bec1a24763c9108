import Foundation

extension Explanation {
    /// Tells a handler's `change` records with what the trace knows around them — the keyboard
    /// notification the handler answered (the record's post), the screen (or Stage Manager's
    /// window) and its safe area — so that a number is said with where it matches, never with
    /// what the code meant: "-20 − 260, the end frame's part over the screen (667 − 407)".
    struct ChangeNarrator {
        /// The keyboard's posts, by number: their names, `userInfo`, and the area they were posted
        /// over (a deferred handler runs after a rotation has changed the screen).
        private var posts: [Int: Post] = [:]
        /// The post of the last keyboard delivery told (or of the last handler headed).
        private var lastDelivered: Int?

        private struct Post {
            var name: String
            var userInfo: OrderedUserInfo
            var bottom: Double
            var area: String
            var safeAreaBottom: Double
        }
        /// Where the app's area ends on the screen: the screen's bottom, or a placed window's.
        private var bottom: Double = .infinity
        private var area = "the screen"
        private var safeAreaBottom: Double = 0
        /// Each controller's property's count of changes, since the handlers' records of it were
        /// last continuous.
        private var counts: [String: Count] = [:]

        /// A property's changes since they were last continuous: where it stood before the first
        /// of them, when that first came, where the last left it, and when each value it was
        /// given was last given (bounded by the values, however long the replay).
        private struct Count {
            var first: ChangedValue
            var firstChange: SimulationInstant?
            var last: ChangedValue
            var givenAt: [ChangedValue: SimulationInstant] = [:]

            init(from value: ChangedValue) {
                (first, last) = (value, value)
            }
        }

        /// Takes in what a record tells about the scene: a keyboard post, the screen, the window.
        mutating func observe(_ event: TraceRecord.Event) {
            switch event {
            case .notification(let postID, let name, _, let userInfo) where name.hasPrefix("UIKeyboard"):
                posts[postID] = Post(name: name, userInfo: userInfo, bottom: bottom, area: area, safeAreaBottom: safeAreaBottom)
            case .delivery(let postID, let name, _, _) where name.hasPrefix("UIKeyboard"):
                lastDelivered = postID
            case .screen(_, let size, let safeArea):
                (bottom, area, safeAreaBottom) = (Double(size.height), "the screen", Double(safeArea.bottom))
            case .window(let frame):
                (bottom, area) = (Double(frame.maxY), "the window")
            default:
                break
            }
        }

        /// The line that heads a handler's changes when they answer another post than the
        /// delivery told last (a handler deferred with `DispatchQueue.main.async`): `→
        /// BottomConstantController, answering #7 UIKeyboardWillHideNotification:`; nil otherwise.
        mutating func heading(controller: String, post: Int?) -> String? {
            guard let post, post != lastDelivered, let answered = posts[post] else { return nil }
            lastDelivered = post
            return "    → \(controller), answering #\(post) \(answered.name):"
        }

        /// `BottomConstantController changed bottomSpace.constant from -20 to -280: -20 − 260, the
        /// end frame's part over the screen (667 − 407)`. The new value is told, in this order:
        /// back where it stood before the first change of this count; from that first value by
        /// one of the end frame's measures; back where an
        /// earlier change had put it; from the value just before by one of the measures; or with
        /// its values alone. The count restarts when a change begins where the last one did not
        /// end (something else moved the value: a rotation, a layout, an animation).
        mutating func sentence(
            controller: String, property: String, from: ChangedValue, to: ChangedValue, post: Int?, at time: SimulationInstant
        ) -> String {
            let key = controller + "\u{1F}" + property
            var count = counts[key].flatMap { $0.last == from ? $0 : nil } ?? Count(from: from)
            defer {
                if count.firstChange == nil { count.firstChange = time }
                count.last = to
                count.givenAt[to] = time
                counts[key] = count
            }
            let text = "\(controller) changed \(property) from \(from) to \(to)"
            let first = count.first
            if to == first, let firstChange = count.firstChange {
                return text + ": back where it stood before the change at \(firstChange)"
            }
            // Counted from a value that is not the one just before, only the end frame's measures
            // count: where the keyboard ends is what a handler sets a value from; a begin frame's
            // measure would match by chance.
            if let relation = relation(from: first, to: to, post: post, endFrameOnly: first != from) {
                return text + ": " + relation
            }
            if let when = count.givenAt[to] {
                return text + ": back where a change at \(when) had put it"
            }
            if first != from, let relation = relation(from: from, to: to, post: post, endFrameOnly: false) {
                return text + ": " + relation
            }
            return text
        }

        /// `-20 − 260, the end frame's part over the screen (667 − 407)`: the moved number from
        /// `base`, when its amount equals one of the keyboard's measures in post `post`.
        private func relation(from base: ChangedValue, to value: ChangedValue, post: Int?, endFrameOnly: Bool) -> String? {
            guard let (component, start, end) = Self.component(from: base, to: value),
                let reason = match(abs(end - start), post: post, endFrameOnly: endFrameOnly)
            else { return nil }
            return "\(component)\(formatNumber(start)) \(end < start ? "−" : "+") \(formatNumber(abs(end - start))), \(reason)"
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

        /// What `amount` equals among the keyboard's measures in post `post`: when its end frame
        /// is on the screen, the end frame's part over the screen (or the window), with or without
        /// the screen's bottom safe area, or its height, with or without that safe area; then the
        /// begin frame's part over the screen (when on it) or its height.
        private func match(_ amount: Double, post: Int?, endFrameOnly: Bool) -> String? {
            guard let post, let answered = posts[post], let end = answered.userInfo.endFrame else { return nil }
            let (userInfo, bottom, area, safe) = (answered.userInfo, answered.bottom, answered.area, answered.safeAreaBottom)
            var candidates: [(value: Double, text: String)] = []
            func over(_ frame: CGRect, _ name: String) {
                let part = bottom - Double(frame.minY)
                guard part > 0 else { return }
                let sum = "\(formatNumber(bottom)) − \(formatNumber(frame.minY))"
                candidates.append((part, "the \(name) frame's part over \(area) (\(sum))"))
                if name == "end" && safe > 0 {
                    candidates.append(
                        (
                            part - safe,
                            "the end frame's part over \(area) less the screen's bottom safe area (\(sum) − \(formatNumber(safe)))"
                        ))
                }
            }
            if end.height > 0 && Double(end.minY) < bottom {
                over(end, "end")
                candidates.append((Double(end.height), "the end frame's height"))
                if safe > 0 {
                    candidates.append(
                        (
                            Double(end.height) - safe,
                            "the end frame's height less the screen's bottom safe area (\(formatNumber(end.height)) − \(formatNumber(safe)))"
                        ))
                }
            }
            if !endFrameOnly, let begin = userInfo.beginFrame, begin.height > 0 {
                if Double(begin.minY) < bottom { over(begin, "begin") }
                candidates.append((Double(begin.height), "the begin frame's height"))
            }
            return candidates.first { $0.value > 0 && abs($0.value - amount) < 0.001 }?.text
        }
    }
}
