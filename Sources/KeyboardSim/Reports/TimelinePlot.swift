import Foundation

/// The keyboard's top and the focused field's bottom over time, from a replay's trace (the
/// records `kbsim run --format json` prints): as a static SVG (`kbsim render --svg`), drawn to
/// read in black and white, and as a compact text plot under `kbsim run`'s trace.
public enum TimelinePlot {
    /// What the screen showed at one instant: y values in window points.
    struct Sample {
        var t: Double
        /// nil when there is no software keyboard (a hardware keyboard).
        var keyboardTop: Double?
        /// nil while nothing is focused.
        var fieldBottom: Double?
        var field: String?
    }

    /// A replay as the plots draw it.
    struct Series {
        var label: String
        var samples: [Sample]
        var screenHeight: Double
        var duration: Double
        /// Keyboard notifications: time and short name.
        var posts: [(t: Double, name: String)]
    }

    static func series(_ trace: Trace, label: String) -> Series {
        var samples: [Sample] = []
        var posts: [(Double, String)] = []
        var focused: String?
        var views: [String: CGRect] = [:]
        var keyboard: CGRect?
        var screenHeight = 0.0
        var seenFrame = false
        let fps = Double(trace.header?.framesPerSecond ?? 60)
        /// The state now. Across a quiet stretch (no record for more than a display frame) the
        /// previous state is held up to now first: nothing moved, so the line is a step there.
        func sample(at t: Double) -> Sample {
            if var held = samples.last, t - held.t > 1.5 / fps {
                held.t = t
                samples.append(held)
            }
            let keyboardTop = keyboard.map { Double(min($0.minY, CGFloat(screenHeight))) }
            let fieldBottom = focused.flatMap { views[$0] }.map { Double($0.maxY) }
            return Sample(t: t, keyboardTop: keyboardTop, fieldBottom: fieldBottom, field: focused)
        }
        for record in trace {
            let t = record.time.seconds
            switch record.event {
            case .screen(_, let size, _):
                screenHeight = Double(size.height)
                if !seenFrame { keyboard = CGRect(x: 0, y: size.height, width: size.width, height: 0) }
            case .focus(_, let to):
                focused = to
                samples.append(sample(at: t))
            case .frame(_, let frameKeyboard, let frameViews, _):
                seenFrame = true
                keyboard = frameKeyboard
                for view in frameViews { views[view.name] = view.frame }
                samples.append(sample(at: t))
            case .notification(_, let name, _, _) where name.hasPrefix("UIKeyboard"):
                posts.append((t, shortName(name)))
            default:
                continue
            }
        }
        let duration = trace.header?.duration ?? trace.last?.time.seconds ?? 0
        samples.append(sample(at: duration))
        return Series(label: label, samples: samples, screenHeight: screenHeight, duration: duration, posts: posts)
    }

    /// `UIKeyboardWillShowNotification` → `willShow`.
    static func shortName(_ name: String) -> String {
        var short = String(name.dropFirst("UIKeyboard".count))
        if short.hasSuffix("Notification") { short = String(short.dropLast("Notification".count)) }
        return short.prefix(1).lowercased() + short.dropFirst()
    }

    // MARK: SVG

    /// The timeline of one replay, or of two on one time axis (`A` solid marks, `B` open).
    public static func svg(_ traces: [Trace], width: Double = 960) -> String {
        let all = traces.enumerated().map { index, trace in
            let title = trace.header?.title ?? ""
            return series(trace, label: traces.count > 1 ? "\(index == 0 ? "A" : "B"): \(title)" : title)
        }
        let duration = all.map(\.duration).max() ?? 1
        let left = 70.0, right = 20.0, top = 74.0
        let plotHeight = 240.0, gapTop = top + plotHeight + 46, gapHeight = 110.0
        let height = gapTop + gapHeight + 62 + Double(all.count) * 16
        let plotWidth = width - left - right
        // Window y: the values drawn, with room around them.
        let ys = all.flatMap { $0.samples.flatMap { [$0.keyboardTop, $0.fieldBottom].compactMap { $0 } } }
        let yMin = max(0, (ys.min() ?? 0) - 20), yMax = max(yMin + 10, (ys.max() ?? 100) + 10)
        let gaps = all.flatMap { $0.samples.compactMap(gap) }
        let gapMin = min(-10, gaps.min() ?? 0), gapMax = max(30, gaps.max() ?? 0)
        func x(_ t: Double) -> Double { left + plotWidth * t / duration }
        func y(_ value: Double) -> Double { top + plotHeight * (value - yMin) / (yMax - yMin) }
        func gy(_ value: Double) -> Double { gapTop + gapHeight * (gapMax - value) / (gapMax - gapMin) }

        var svg = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" \
            font-family="Helvetica, Arial, sans-serif" font-size="12" data-left="\(n(left))" data-plot-width="\(n(plotWidth))" \
            data-duration="\(formatNumber(duration, decimals: 6))" data-top="\(n(top))" data-bottom="\(n(gapTop + gapHeight))">
            <title>\(escape(all.map(\.label).joined(separator: " | ")))</title>
            <defs><pattern id="overlap" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
            <line x1="0" y1="0" x2="0" y2="6" stroke="black" stroke-width="1.5"/></pattern></defs>
            <rect width="100%" height="100%" fill="white"/>

            """
        svg +=
            "<text x=\"\(n(left))\" y=\"20\" font-size=\"14\" font-weight=\"bold\">\(escape(all.count > 1 ? "Two replays on one timeline" : all[0].label))</text>\n"
        // Axes and grid.
        svg += axis(left: left, top: top, width: plotWidth, height: plotHeight)
        svg += axis(left: left, top: gapTop, width: plotWidth, height: gapHeight)
        for tick in ticks(0, duration, count: 10) {
            svg +=
                "<line x1=\"\(n(x(tick)))\" y1=\"\(n(top))\" x2=\"\(n(x(tick)))\" y2=\"\(n(gapTop + gapHeight))\" stroke=\"#ccc\" stroke-width=\"0.5\"/>\n"
            svg +=
                "<text x=\"\(n(x(tick)))\" y=\"\(n(gapTop + gapHeight + 16))\" text-anchor=\"middle\">\(formatNumber(tick, decimals: 2))</text>\n"
        }
        svg += "<text x=\"\(n(left + plotWidth / 2))\" y=\"\(n(gapTop + gapHeight + 34))\" text-anchor=\"middle\">time (s)</text>\n"
        for tick in ticks(yMin, yMax, count: 6) {
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(y(tick) + 4))\" text-anchor=\"end\">\(formatNumber(tick, decimals: 0))</text>\n"
        }
        svg +=
            "<text transform=\"translate(16 \(n(top + plotHeight / 2))) rotate(-90)\" text-anchor=\"middle\">window y (points, down)</text>\n"
        for tick in ticks(gapMin, gapMax, count: 4) {
            svg += "<text x=\"\(n(left - 6))\" y=\"\(n(gy(tick) + 4))\" text-anchor=\"end\">\(formatNumber(tick, decimals: 0))</text>\n"
        }
        svg +=
            "<line x1=\"\(n(left))\" y1=\"\(n(gy(0)))\" x2=\"\(n(left + plotWidth))\" y2=\"\(n(gy(0)))\" stroke=\"black\" stroke-width=\"0.8\"/>\n"
        svg += "<text transform=\"translate(16 \(n(gapTop + gapHeight / 2))) rotate(-90)\" text-anchor=\"middle\">gap (points)</text>\n"
        svg +=
            "<text x=\"\(n(left + 4))\" y=\"\(n(gapTop - 6))\">gap = keyboard top − field bottom; hatched: the keyboard covers the field</text>\n"

        for (index, series) in all.enumerated() {
            let dash = index == 0 ? "" : " stroke-dasharray=\"2 3\""
            // Overlap shaded in the upper plot and below zero in the gap plot.
            for segment in runs(series.samples, where: { (gap($0) ?? 1) < 0 }) {
                let upper =
                    segment.map { "\(n(x($0.t))),\(n(y($0.keyboardTop ?? 0)))" }
                    + segment.reversed().map { "\(n(x($0.t))),\(n(y($0.fieldBottom ?? 0)))" }
                svg += "<polygon points=\"\(upper.joined(separator: " "))\" fill=\"url(#overlap)\" stroke=\"none\"/>\n"
                let lower = segment.map { "\(n(x($0.t))),\(n(gy(gap($0) ?? 0)))" } + segment.reversed().map { "\(n(x($0.t))),\(n(gy(0)))" }
                svg += "<polygon points=\"\(lower.joined(separator: " "))\" fill=\"url(#overlap)\" stroke=\"none\"/>\n"
            }
            svg += path(
                series.samples.map { s in s.keyboardTop.map { (x(s.t), y($0)) } },
                attributes: "stroke=\"black\" stroke-width=\"2.5\" fill=\"none\"\(dash)")
            svg += path(
                series.samples.map { s in s.fieldBottom.map { (x(s.t), y($0)) } },
                attributes: "stroke=\"black\" stroke-width=\"1.2\" fill=\"none\" stroke-dasharray=\"\(index == 0 ? "6 3" : "1 2")\"")
            svg += path(
                series.samples.map { s in gap(s).map { (x(s.t), gy($0)) } },
                attributes: "stroke=\"black\" stroke-width=\"1.5\" fill=\"none\"\(dash)")
            // Notification posts: ticks above the plot, labels stacked when they share an instant.
            var stacked: [Double: Int] = [:]
            for post in series.posts where post.name.hasPrefix("will") {
                let level = stacked[post.t, default: 0]
                stacked[post.t] = level + 1
                let px = x(post.t), py = top - 8 - Double(level) * 11 - Double(index) * 24
                svg +=
                    "<line x1=\"\(n(px))\" y1=\"\(n(top))\" x2=\"\(n(px))\" y2=\"\(n(py + 2))\" stroke=\"black\" stroke-width=\"0.6\"\(dash)/>\n"
                svg += "<text x=\"\(n(px + 2))\" y=\"\(n(py))\" font-size=\"9\">\(index == 0 ? "" : "B ")\(escape(post.name))</text>\n"
            }
        }
        // Legend.
        var legendY = gapTop + gapHeight + 52
        svg +=
            "<text x=\"\(n(left))\" y=\"\(n(legendY - 2))\" font-size=\"11\">thick: keyboard top · dashed: focused field's bottom · ticks: will-notifications posted</text>\n"
        for series in all where all.count > 1 {
            legendY += 16
            svg +=
                "<text x=\"\(n(left))\" y=\"\(n(legendY))\" font-size=\"11\">\(escape(series.label)) \(series.label.hasPrefix("A") ? "(solid)" : "(dotted)")</text>\n"
        }
        return svg + "</svg>\n"
    }

    static func gap(_ sample: Sample) -> Double? {
        guard let keyboardTop = sample.keyboardTop, let fieldBottom = sample.fieldBottom else { return nil }
        return keyboardTop - fieldBottom
    }

    /// Maximal runs of consecutive samples that satisfy `predicate`.
    private static func runs(_ samples: [Sample], where predicate: (Sample) -> Bool) -> [[Sample]] {
        var result: [[Sample]] = [], current: [Sample] = []
        for sample in samples {
            if predicate(sample) { current.append(sample) } else if !current.isEmpty { result.append(current); current = [] }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// A polyline through the points, broken where a point is missing.
    private static func path(_ points: [(Double, Double)?], attributes: String) -> String {
        var d = "", pen = false
        for point in points {
            guard let (px, py) = point else { pen = false; continue }
            d += "\(pen ? "L" : "M")\(n(px)) \(n(py)) "
            pen = true
        }
        return d.isEmpty ? "" : "<path d=\"\(d.trimmingCharacters(in: .whitespaces))\" \(attributes)/>\n"
    }

    private static func axis(left: Double, top: Double, width: Double, height: Double) -> String {
        "<rect x=\"\(n(left))\" y=\"\(n(top))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"none\" stroke=\"black\" stroke-width=\"0.8\"/>\n"
    }

    /// About `count` round tick values between `low` and `high`.
    static func ticks(_ low: Double, _ high: Double, count: Int) -> [Double] {
        guard high > low else { return [low] }
        let raw = (high - low) / Double(count)
        let magnitude = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? raw
        var values: [Double] = []
        var value = (low / step).rounded(.up) * step
        while value <= high + step * 1e-9 {
            values.append(value)
            value += step
        }
        return values
    }

    private static func n(_ value: Double) -> String { formatNumber(value, decimals: 1) }

    /// `text` as XML and HTML text or attribute value: `&`, `<`, `>` and `"` escaped, and every
    /// character XML 1.0 forbids replaced, so a title holding one still makes a well-formed SVG and
    /// says where it was: a control character (below U+0020 but tab, line feed and return; and
    /// U+007F) as its Unicode control picture (U+2400…), the noncharacters U+FFFE and U+FFFF as
    /// U+FFFD. Every SVG and HTML writer escapes the text it is given here.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            case "\u{00}"..."\u{1F}": escaped.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "\u{FFFD}")
            case "\u{7F}": escaped += "\u{2421}"
            case "\u{FFFE}", "\u{FFFF}": escaped += "\u{FFFD}"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    // MARK: Text

    /// A compact plot for terminals and CI logs: rows are window y (top of the range first),
    /// columns time; `K` the keyboard's top, `F` the focused field's bottom, `X` both in one
    /// cell, `#` where the keyboard covers the field.
    public static func text(_ trace: Trace, columns: Int = 72, rows: Int = 12) -> String {
        let series = series(trace, label: trace.header?.title ?? "")
        let ys = series.samples.flatMap { [$0.keyboardTop, $0.fieldBottom].compactMap { $0 } }
        guard let low = ys.min(), let high = ys.max() else { return "" }
        let yMin = low - 10, yMax = max(high, low + 1) + 10
        var grid = Array(repeating: Array(repeating: Character(" "), count: columns), count: rows)
        func row(_ value: Double) -> Int { min(rows - 1, max(0, Int(((value - yMin) / (yMax - yMin) * Double(rows - 1)).rounded()))) }
        for column in 0..<columns {
            let t = series.duration * Double(column) / Double(columns - 1)
            guard let sample = series.samples.last(where: { $0.t <= t }) ?? series.samples.first else { continue }
            if let keyboardTop = sample.keyboardTop, let fieldBottom = sample.fieldBottom, keyboardTop < fieldBottom {
                for r in row(keyboardTop)...row(fieldBottom) { grid[r][column] = "#" }
            }
            if let keyboardTop = sample.keyboardTop { grid[row(keyboardTop)][column] = "K" }
            if let fieldBottom = sample.fieldBottom {
                let r = row(fieldBottom)
                grid[r][column] = grid[r][column] == "K" ? "X" : "F"
            }
        }
        let labelWidth = 6
        var lines = ["Positions over time (K keyboard top, F focused field's bottom, X both, # keyboard over the field; window y, down):"]
        for (index, line) in grid.enumerated() {
            let value = yMin + (yMax - yMin) * Double(index) / Double(rows - 1)
            let label = index == 0 || index == rows - 1 || index == rows / 2 ? formatNumber(value, decimals: 0) : ""
            lines.append(String(repeating: " ", count: max(0, labelWidth - label.count)) + label + " |" + String(line))
        }
        lines.append(String(repeating: " ", count: labelWidth) + " +" + String(repeating: "-", count: columns))
        let end = formatNumber(series.duration, decimals: 2) + " s"
        lines.append(
            String(repeating: " ", count: labelWidth + 2) + "0 s" + String(repeating: " ", count: max(1, columns - 3 - end.count)) + end)
        return lines.joined(separator: "\n") + "\n"
    }
}
