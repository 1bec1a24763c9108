// "Did you mean …?": the nearest of the names a message offers, by edit distance.

/// ` (did you mean "dismissKeyboard"?)` when a choice is within a third of the text's length in
/// edits (at least 2), or the text is a case-insensitive prefix of one; "" otherwise.
package func didYouMean(_ text: String, among choices: [String]) -> String {
    suggestion(text, choices)
}

func suggestion(_ text: String, _ choices: [String]) -> String {
    // A choice whose length differs from the text's by more than the allowed edits cannot be
    // suggested (each edit changes the length by at most one), nor can a text longer than it
    // be its prefix: such choices are not measured, so a long text costs no more than a short one.
    let count = text.count
    let allowed = max(2, count / 3)
    let choices = choices.filter { abs($0.count - count) <= allowed || $0.count >= count }
    guard !choices.isEmpty else { return "" }
    let lower = text.lowercased()
    let scored = choices.map { choice -> (String, Int) in
        let distance = editDistance(lower, choice.lowercased())
        return (choice, choice.lowercased().hasPrefix(lower) && lower.count >= 3 ? 0 : distance)
    }
    guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, text.count / 3) else { return "" }
    return " (did you mean \"\(best.0)\"?)"
}

func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
        var current = [i + 1]
        for (j, cb) in b.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
        }
        previous = current
    }
    return previous[b.count]
}
