extension PortWork {
    /// Edit: a table view cell made through a metatype, `cellType.init(style: s, reuseIdentifier: r)`,
    /// calls the simulated UIKit's required initializer with the same meaning:
    ///
    ///     row.cellType.init(style: row.style, reuseIdentifier: row.identifier)
    ///                  →  row.cellType.init(style: row.style, registeredReuseIdentifier: row.identifier)
    ///
    /// On iOS `UITableViewCell.init(style:reuseIdentifier:)` is Objective-C's, which a metatype may
    /// call; in Swift only a `required` initializer can make an instance of a class known at run
    /// time, and the simulated cell's `init(style:registeredReuseIdentifier:)` is that initializer
    /// (it calls the class's `init(style:reuseIdentifier:)`, a subclass's override included). Any
    /// `.init` whose arguments are labelled exactly `style:` and `reuseIdentifier:` (only
    /// `UITableViewCell` has that initializer in UIKit), but `self.init` and `super.init`.
    ///
    /// A header or footer view made through a metatype, `viewType.init(reuseIdentifier: r)` (only
    /// `UITableViewHeaderFooterView` has that initializer in UIKit), calls the simulated view's
    /// required `init(registeredReuseIdentifier:)` the same way.
    mutating func rewriteCellMetatypeConstruction() {
        guard imports.contains(where: { $0.module == "UIKit" }) || edits.contains(where: { $0.kind == .addedUIKitImport })
        else { return }
        for index in tokens.indices where source.token(index, is: .identifier, "init") {
            guard let dot = source.previousSignificant(before: index), source.token(dot, isPunctuation: "."),
                let receiver = source.previousSignificant(before: dot),
                !source.token(receiver, is: .identifier, "self"), !source.token(receiver, is: .identifier, "super"),
                let open = source.nextSignificant(after: index), source.token(open, isPunctuation: "("),
                let close = source.closing(open)
            else { continue }
            let labels = argumentLabels(open, close)
            let written = labels.map { source.text(of: $0) }
            guard written == ["style", "reuseIdentifier"] || written == ["reuseIdentifier"],
                let label = labels.last
            else { continue }
            let call = tokens[index].range.lowerBound..<tokens[close].range.upperBound
            let original = displayed(call)
            replace(tokens[label].range, with: "registeredReuseIdentifier")
            edits.append(
                PortEdit(
                    .rewroteCellMetatypeInit, at: position(call.lowerBound), original: original,
                    replacement: written.count == 2 ? "init(style:registeredReuseIdentifier:)" : "init(registeredReuseIdentifier:)"))
        }
    }

    /// The label tokens of the arguments in the parentheses `open`…`close` (nested brackets
    /// skipped): each identifier followed by `:` that opens an argument.
    private func argumentLabels(_ open: Int, _ close: Int) -> [Int] {
        var labels: [Int] = []
        var argumentStart = true
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if source.token(index, isPunctuation: "(") || source.token(index, isPunctuation: "[")
                || source.token(index, isPunctuation: "{"),
                let nested = source.closing(index)
            {
                index = nested + 1
                argumentStart = false
                continue
            }
            if token.isSignificant {
                if source.token(index, isPunctuation: ",") {
                    argumentStart = true
                } else {
                    if argumentStart, token.kind == .identifier, let colon = source.nextSignificant(after: index),
                        source.token(colon, isPunctuation: ":")
                    {
                        labels.append(index)
                    }
                    argumentStart = false
                }
            }
            index += 1
        }
        return labels
    }
}
