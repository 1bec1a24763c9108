extension PortWork {
    /// Edit 1: deletes every `@objc`, `@objc(name:)` and `@objcMembers` attribute.
    ///
    ///     @objc func f()          →  func f()
    ///     @objc private func f()  →  private func f()
    ///     @objc(keyboardWillShow:)   (a line of its own: the line goes)
    ///     @objc protocol P        →  protocol P: AnyObject
    ///
    /// An `@objc` protocol is a class protocol (`weak var delegate: P?` needs that), so the
    /// `AnyObject` it implied is written out.
    mutating func deleteObjCAttributes() {
        for index in tokens.indices
        where source.token(index, is: .attribute, "@objc") || source.token(index, is: .attribute, "@objcMembers") {
            var end = tokens[index].range.upperBound
            var last = index
            if source.token(index + 1, isPunctuation: "("), let close = source.closing(index + 1) {
                end = tokens[close].range.upperBound
                last = close
            }
            let range = tokens[index].range.lowerBound..<end
            edits.append(PortEdit(.deletedObjC, at: position(range.lowerBound), original: displayed(range)))
            delete(range)
            keepClassConstraint(ofProtocolAfter: last)
        }
    }

    /// When the declaration after token `index` is a protocol, adds `AnyObject` to what it
    /// inherits: `protocol P {` → `protocol P: AnyObject {`, `protocol P: Q {` → `protocol P: AnyObject, Q {`.
    private mutating func keepClassConstraint(ofProtocolAfter index: Int) {
        var cursor = index
        // Modifiers and other attributes between `@objc` and `protocol`.
        while let next = source.nextSignificant(after: cursor), next - index < 20 {
            if source.token(next, is: .identifier, "protocol") {
                guard let name = source.nextSignificant(after: next), tokens[name].kind == .identifier else { return }
                if let colon = source.nextSignificant(after: name), source.token(colon, isPunctuation: ":") {
                    if let first = source.nextSignificant(after: colon),
                       source.token(first, is: .identifier, "AnyObject") || source.token(first, is: .identifier, "class") { return }
                    replace(tokens[colon].range, with: ": AnyObject,")
                } else {
                    replace(tokens[name].range, with: source.text(of: name) + ": AnyObject")
                }
                return
            }
            guard tokens[next].kind == .attribute || tokens[next].kind == .identifier else { return }
            cursor = next
        }
    }
}
