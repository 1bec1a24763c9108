extension PortWork {
    /// Edit 1: deletes every `@objc` and `@objc(name:)` attribute.
    ///
    ///     @objc func f()          →  func f()
    ///     @objc private func f()  →  private func f()
    ///     @objc(keyboardWillShow:)   (a line of its own: the line goes)
    mutating func deleteObjCAttributes() {
        for index in tokens.indices where source.token(index, is: .attribute, "@objc") {
            var end = tokens[index].range.upperBound
            if source.token(index + 1, isPunctuation: "("), let close = source.closing(index + 1) {
                end = tokens[close].range.upperBound
            }
            let range = tokens[index].range.lowerBound..<end
            edits.append(PortEdit(.deletedObjC, at: position(range.lowerBound), original: displayed(range)))
            delete(range)
        }
    }
}
