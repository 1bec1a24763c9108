import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Why an Interface Builder document cannot be loaded: the file, the line and column, and what
/// is wrong there — an element or attribute the simulation does not support, a reference to an
/// object the document does not have, a class it cannot find.
public struct InterfaceBuilderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The document's path (or the name it was given).
    public let file: String
    /// The line of the element at fault (1-based; 0 when the fault is the whole file: not found,
    /// unreadable), where Foundation's XML parser places it: the line that ends its start tag.
    public let line: Int
    /// The column there (1-based; 0 with a line of 0).
    public let column: Int
    /// What is wrong and what to do about it.
    public let message: String

    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, as compilers write a diagnostic.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// One element of an Interface Builder document, as read: its name, attributes, children and
/// where it starts.
package final class InterfaceBuilderElement {
    package let name: String
    /// Its attributes, with the text of each `<string key="…">` child under its key (Xcode writes
    /// a long or multi-line `text` so instead of as an attribute).
    package private(set) var attributes: [String: String]
    package private(set) var children: [InterfaceBuilderElement] = []
    package let line: Int
    package let column: Int
    package private(set) weak var parent: InterfaceBuilderElement?

    init(name: String, attributes: [String: String], line: Int, column: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
        self.column = column
    }

    func append(_ child: InterfaceBuilderElement) {
        child.parent = self
        children.append(child)
    }

    /// The text content read (of a `<string>` only).
    var text = ""

    /// Takes a `<string key="…">` child's text as the attribute `key`; false when the element
    /// already has that attribute (the document then says one thing twice).
    func takeText(of string: InterfaceBuilderElement) -> Bool {
        guard let key = string.key, attributes[key] == nil else { return false }
        attributes[key] = string.text
        return true
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

    /// The `key` attribute: which property of its parent the element is (`frame`, `view`).
    package var key: String? { attributes["key"] }

    /// The first child named `name` (with `key`, when given).
    package func child(_ name: String, key: String? = nil) -> InterfaceBuilderElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The children of the first child named `name` (`subviews`, `constraints`, `connections`).
    package func list(_ name: String) -> [InterfaceBuilderElement] { child(name)?.children ?? [] }

    /// This element and everything under it, in document order.
    package var preorder: [InterfaceBuilderElement] {
        var result: [InterfaceBuilderElement] = []
        var stack: [InterfaceBuilderElement] = [self]
        while let element = stack.popLast() {
            result.append(element)
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }
}

/// A storyboard or xib as Xcode 9 and later write it (the XML of `.storyboard` and `.xib`
/// files), read and checked against what the simulation supports: an element or attribute it
/// does not support stops the load with the file, the line and what it is
/// (``InterfaceBuilderError``), never a silent skip. "Storyboards and xibs" in the porting
/// article lists what is read.
///
/// ```swift
/// let document = try InterfaceBuilderDocument(contentsOf: URL(fileURLWithPath: "Main.storyboard"))
/// document.initialViewControllerID   // "BYZ-38-t0r"
/// ```
public struct InterfaceBuilderDocument: @unchecked Sendable {
    // @unchecked Sendable: the element tree is built once in the initializer and never mutated.

    /// What kind of document it is.
    public enum Kind: String, Sendable {
        /// A `.storyboard`: scenes, each a view controller with its view.
        case storyboard
        /// A `.xib`: top-level views, and a File's Owner they connect to.
        case xib
    }

    /// The file the document was read from (or the name it was given).
    public let file: String
    /// A storyboard or a xib, as the `<document>` element's `type` says.
    public let kind: Kind
    /// The `<document>` element.
    package let root: InterfaceBuilderElement
    /// Every element with an `id`, by id.
    package let elementsByID: [String: InterfaceBuilderElement]

    /// Reads and checks the document at `url`.
    public init(contentsOf url: URL) throws(InterfaceBuilderError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw InterfaceBuilderError(file: url.path, line: 0, column: 0, message: "cannot be read: \(error.localizedDescription)")
        }
        try self.init(data: data, file: url.path)
    }

    /// Reads and checks a document's XML; `file` names it in errors.
    public init(data: Data, file: String) throws(InterfaceBuilderError) {
        self.file = file
        let reader = ElementTreeReader(file: file)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        let parsed = parser.parse()
        if let error = reader.error { throw error }
        guard parsed, let root = reader.root else {
            throw InterfaceBuilderError(
                file: file, line: parser.lineNumber, column: parser.columnNumber,
                message: "not well-formed XML (no element)")
        }
        guard root.name == "document" else {
            throw InterfaceBuilderError(
                file: file, line: root.line, column: root.column,
                message: "<\(root.name)> is not an Interface Builder document: the root element of a .storyboard or .xib is <document>")
        }
        switch root["type"] {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        default:
            throw InterfaceBuilderError(
                file: file, line: root.line, column: root.column,
                message:
                    "document type \"\(root["type"] ?? "")\" is not supported: only iOS storyboards and xibs (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB, com.apple.InterfaceBuilder3.CocoaTouch.XIB)"
            )
        }
        self.root = root
        var byID: [String: InterfaceBuilderElement] = [:]
        for element in root.preorder {
            try InterfaceBuilderSchema.check(element, file: file)
            if let id = element["id"], InterfaceBuilderSchema.identifiesObject(element) {
                if let first = byID[id] {
                    throw InterfaceBuilderError(
                        file: file, line: element.line, column: element.column,
                        message: "id \"\(id)\" is used twice (first at line \(first.line)): every object's id must be unique")
                }
                byID[id] = element
            }
        }
        elementsByID = byID
    }

    /// The id of the storyboard's initial view controller (`initialViewController`), if it has one.
    public var initialViewControllerID: String? { root["initialViewController"] }

    /// The storyboard identifiers of its view controllers (`storyboardIdentifier`), in document order.
    public var storyboardIdentifiers: [String] {
        scenes.compactMap { $0["storyboardIdentifier"] }
    }

    /// The view controllers of a storyboard's scenes, in document order.
    package var scenes: [InterfaceBuilderElement] {
        root.list("scenes").compactMap { scene in
            scene.list("objects").first { InterfaceBuilderSchema.viewControllerClasses[$0.name] != nil }
        }
    }

    /// The top-level objects of a xib (`<objects>`), placeholders included, in document order.
    package var topLevelObjects: [InterfaceBuilderElement] { root.list("objects") }

    /// An error at `element`.
    package func error(at element: InterfaceBuilderElement, _ message: String) -> InterfaceBuilderError {
        InterfaceBuilderError(file: file, line: element.line, column: element.column, message: message)
    }

    /// The segues a storyboard's view controllers hold (`<segue>` in their connections), in document order.
    public var segues: [InterfaceBuilderSegue] {
        root.preorder.filter { $0.name == "segue" }.map { segue in
            InterfaceBuilderSegue(
                identifier: segue["identifier"], kind: segue["kind"] ?? "", source: segue.parent?.parent?["id"] ?? "",
                destination: segue["destination"] ?? "", relationship: segue["relationship"], line: segue.line)
        }
    }
}

/// A segue drawn in a storyboard, as read (`performSegue(withIdentifier:sender:)` and the
/// controls that trigger one perform show and presentation segues).
public struct InterfaceBuilderSegue: Sendable, Equatable, CustomStringConvertible {
    /// The segue's identifier (`performSegue(withIdentifier:sender:)`'s), if it has one.
    public let identifier: String?
    /// `show`, `presentation`, `relationship`, `unwind`, `embed`…
    public let kind: String
    /// The id of the object that holds it: a view controller, or the control that triggers it.
    public let source: String
    /// The id of the view controller the segue leads to.
    public let destination: String
    /// A relationship segue's relationship (`rootViewController`).
    public let relationship: String?
    /// Where it is written.
    public let line: Int

    /// `kind [relationship] source → destination ["identifier"]`.
    public var description: String {
        "\(kind)\(relationship.map { " \($0)" } ?? "") \(source) → \(destination)\(identifier.map { " \"\($0)\"" } ?? "")"
    }
}

/// Builds the element tree, with each element's line and column; stops at the first error.
private final class ElementTreeReader: NSObject, XMLParserDelegate {
    let file: String
    var root: InterfaceBuilderElement?
    var open: [InterfaceBuilderElement] = []
    var error: InterfaceBuilderError?

    init(file: String) { self.file = file }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        let element = InterfaceBuilderElement(
            name: elementName, attributes: attributeDict, line: parser.lineNumber, column: parser.columnNumber)
        if let parent = open.last { parent.append(element) } else { root = element }
        open.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        let element = open.removeLast()
        if error == nil, element.name == "string", let parent = open.last, element.key != nil, !parent.takeText(of: element) {
            error = InterfaceBuilderError(
                file: file, line: element.line, column: element.column,
                message:
                    "<string key=\"\(element.key ?? "")\"> gives \(element.key ?? "") a second time: <\(parent.name)> has it as an attribute"
            )
            parser.abortParsing()
        }
    }

    /// Foundation's parser on Linux recovers from some errors and still answers `true`: the
    /// first error it reports stops the load here.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard error == nil else { return }
        let code = (parseError as NSError).code
        let what = Self.errorDescriptions[code].map { ": \($0)" } ?? ""
        error = InterfaceBuilderError(
            file: file, line: parser.lineNumber, column: parser.columnNumber,
            message: "not well-formed XML (XMLParser error \(code)\(what))")
        parser.abortParsing()
    }

    /// What `XMLParser.ErrorCode`'s most common codes mean.
    static let errorDescriptions: [Int: String] = [
        4: "the document is empty", 5: "the document ends inside an element", 9: "a character XML does not allow",
        26: "an entity that is not declared", 38: "an attribute without a value", 39: "an attribute whose quote is not closed",
        41: "an attribute written twice", 73: "a tag that is not closed", 76: "a closing tag that does not match its element",
    ]

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard error == nil, let element = open.last else { return }
        if element.name == "string" {
            element.text += string
            return
        }
        guard !string.allSatisfy(\.isWhitespace) else { return }
        // Text content: Xcode writes it only in <string> (a long label's or text view's text).
        error = InterfaceBuilderError(
            file: file, line: parser.lineNumber, column: parser.columnNumber,
            message:
                "text inside <\(element.name)> is not supported: Interface Builder's attributes are read, and the text of a <string key=…>")
        parser.abortParsing()
    }
}
