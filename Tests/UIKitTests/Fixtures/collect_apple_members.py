#!/usr/bin/env python3
"""Writes AppleMembers.txt: the members Apple's documentation lists for the UIKit families of
issue 43, one line per documented declaration, read from a local copy of Apple's documentation
pages. Runs without network; see the header it writes for where the pages come from.

    python3 collect_apple_members.py UIKIT_MD_DIR QUARTZCORE_MD_DIR [SDK_INTERFACE_DIR] > AppleMembers.txt

UIKIT_MD_DIR and QUARTZCORE_MD_DIR hold one Markdown file per documentation page
(`uikit-uitextfield-borderrect(forbounds:).md`), each beginning with the page's breadcrumb
(`- UIKit`, `- UITextField`, `- borderRect(forBounds:)`), its kind (`Instance Method`), its title
(`# borderRect(forBounds:)`), its availability line and its declaration (a ``` source block).
A type's own page lists its members under `## Topics`, as abbreviated declarations
(`func textRect(forBounds: CGRect) -> CGRect`).

A type's members are the pages whose breadcrumb has the type just before the page's own name,
plus the members its Topics list that have no page of their own (the copy names pages by their
lowercased path, so a nested type `BorderStyle` and a property `borderStyle` share one file and
one of them is lost; the Topics list brings back the properties and methods, not the nested
types, whose owner the list does not say). A member is deprecated when its page's
availability says so or its Topics entry is marked Deprecated. Apple's documentation leaves out
what is unavailable in Swift, and so does this list.

SDK_INTERFACE_DIR (optional): a folder of generated Swift interfaces of UIKit's headers, used only
to count, per type, the members the interface declares that the documentation copy lacks; the
counts go into the header as a completeness cross-check, the names are never taken from it.
"""

import datetime
import html
import os
import re
import sys

# (family, [types]) in the order of the porting article's table.
FAMILIES = [
    ("UIResponder", ["UIResponder", "UIResponderStandardEditActions"]),
    ("UIView", ["UIView"]),
    ("UIViewController", ["UIViewController"]),
    ("UIWindow", ["UIWindow"]),
    ("UIScene, UIWindowScene and scene delegates", ["UIScene", "UISceneDelegate", "UIWindowScene", "UIWindowSceneDelegate", "UISceneSession"]),
    ("UIApplication and its delegate", ["UIApplication", "UIApplicationDelegate"]),
    ("NSLayoutConstraint", ["NSLayoutConstraint"]),
    ("UIStackView", ["UIStackView"]),
    ("UIScrollView", ["UIScrollView", "UIScrollViewDelegate"]),
    (
        "UITableView and UICollectionView",
        [
            "UITableView", "UITableViewDataSource", "UITableViewDelegate", "UITableViewCell", "UITableViewController",
            "UICollectionView", "UICollectionViewDataSource", "UICollectionViewDelegate", "UICollectionViewCell",
            "UICollectionViewController",
        ],
    ),
    (
        "UITextField, UITextView, UISearchBar",
        [
            "UITextField", "UITextFieldDelegate", "UITextView", "UITextViewDelegate", "UISearchBar", "UISearchBarDelegate",
            "UITextInputTraits", "UIKeyInput",
        ],
    ),
    (
        "UITextInput",
        [
            "UITextInput", "UITextInputDelegate", "UITextInputTokenizer", "UITextInputStringTokenizer", "UITextPosition",
            "UITextRange", "UITextSelectionRect",
        ],
    ),
    ("UIControl and the common controls", ["UIControl", "UIButton", "UILabel", "UISwitch", "UISlider", "UISegmentedControl", "UIStepper"]),
    ("UIImage, UIColor, UIFont", ["UIImage", "UIColor", "UIFont"]),
    ("UIInputView, UIInputViewController", ["UIInputView", "UIInputViewController"]),
    ("UIDatePicker, UIPickerView", ["UIDatePicker", "UIPickerView", "UIPickerViewDataSource", "UIPickerViewDelegate"]),
    (
        "Gesture recognizers",
        [
            "UIGestureRecognizer", "UIGestureRecognizerDelegate", "UITapGestureRecognizer", "UIPanGestureRecognizer",
            "UILongPressGestureRecognizer", "UISwipeGestureRecognizer",
        ],
    ),
    ("UIViewPropertyAnimator", ["UIViewPropertyAnimator", "UIViewAnimating", "UIViewImplicitlyAnimating"]),
    ("CADisplayLink", ["CADisplayLink"]),
    ("UIScreen", ["UIScreen"]),
    ("UITraitCollection", ["UITraitCollection", "UIContentSizeCategory"]),
    ("UIPasteboard", ["UIPasteboard"]),
    ("NSTextAttachment", ["NSTextAttachment"]),
    ("UIBezierPath, CAShapeLayer", ["UIBezierPath", "CAShapeLayer"]),
]

MEMBER_KINDS = {
    "Instance Property", "Instance Method", "Type Property", "Type Method", "Initializer", "Instance Subscript",
    "Type Subscript", "Case", "Enumeration", "Structure", "Class", "Protocol", "Type Alias", "Associated Type", "Operator",
}
PLATFORM = re.compile(r"^(iOS|iPadOS|Mac Catalyst|tvOS|visionOS|watchOS|macOS)")
DECLARATION_START = re.compile(
    r"^(?:(?:@\w+\s+)*(?:class|static|optional|convenience|required|final|nonisolated|mutating)\s+)*"
    r"(var|let|func|init[?!]?|subscript|case|enum|struct|class|protocol|typealias|associatedtype)\b"
)


class Page:
    def __init__(self, path):
        self.file = os.path.basename(path)
        text = open(path, encoding="utf-8").read()
        lines = text.split("\n")
        i = 0
        while i < len(lines) and not lines[i].startswith("- "):
            i += 1
        self.crumbs = []
        while i < len(lines) and lines[i].startswith("- "):
            self.crumbs.append(unescaped(lines[i][2:].strip()))
            i += 1
        while i < len(lines) and not lines[i].strip():
            i += 1
        self.kind = lines[i].strip() if i < len(lines) else ""
        self.title = ""
        self.availability = ""
        self.declaration = ""
        for j in range(i, len(lines)):
            if not self.title and lines[j].startswith("# "):
                self.title = unescaped(lines[j][2:].strip())
            elif self.title and not self.availability and PLATFORM.match(lines[j]):
                self.availability = lines[j].strip()
            elif self.title and lines[j].startswith("``` source"):
                body = []
                for k in range(j + 1, len(lines)):
                    if lines[k].startswith("```"):
                        break
                    body.append(lines[k])
                self.declaration = one_line(body)
                break
            elif lines[j].startswith("## "):
                break
        self.text = text

    @property
    def parent(self):
        return self.crumbs[-2] if len(self.crumbs) >= 2 else None

    @property
    def deprecated(self):
        last = self.crumbs[-1] if self.crumbs else ""
        return "Deprecated" in self.availability or last.endswith("Deprecated") or self.file.endswith("-deprecated.md")


def unescaped(text):
    """Markdown's escapes undone: `beginAnimations(\\_:context:)` → `beginAnimations(_:context:)`."""
    return re.sub(r"\\(.)", r"\1", text)


def one_line(lines):
    """A declaration on one line, without the attributes that stand alone on a line (@MainActor)."""
    kept = [line.strip() for line in lines if line.strip() and not re.fullmatch(r"@[\w()., *:\"]+", line.strip())]
    joined = re.sub(r"\s+", " ", " ".join(kept)).strip()
    return re.sub(r"\s+([)\]>,])", r"\1", re.sub(r"([(\[<])\s+", r"\1", joined))


def split_top_level(text, separator=","):
    parts, depth, current = [], 0, ""
    for character in text:
        if character in "([<{":
            depth += 1
        elif character in ")]>}":
            depth -= 1
        if character == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parts.append(current)
    return parts


def topic_name(declaration):
    """`func insertSubview(UIView, at: Int)` → `insertSubview(_:at:)`; `var text: String?` → `text`;
    `enum BorderStyle` → `BorderStyle`; None when the line is not a declaration."""
    declaration = declaration.replace("->", "\u2192")
    match = DECLARATION_START.match(declaration)
    if not match:
        return None
    keyword = match.group(1)
    rest = declaration[match.end():].strip()
    if keyword in ("var", "let", "enum", "struct", "class", "protocol", "typealias", "associatedtype", "case"):
        name = re.match(r"`?([A-Za-z_]\w*)`?", rest)
        return name.group(1) if name else None
    if keyword == "func":
        name = re.match(r"`?([A-Za-z_]\w*)`?\s*(?:<[^(]*>)?\s*\(", rest)
        if not name:
            return None
        base = name.group(1)
        rest = rest[name.end() - 1:]
    else:
        base = "init" if keyword.startswith("init") else "subscript"
        rest = re.sub(r"^<[^(]*>", "", rest).strip()
        if not rest.startswith("("):
            return None
    depth, end = 0, 0
    for index, character in enumerate(rest):
        depth += character in "([<{"
        depth -= character in ")]>}"
        if depth == 0:
            end = index
            break
    labels = []
    for parameter in split_top_level(rest[1:end]):
        parameter = parameter.strip()
        if not parameter:
            continue
        head = split_top_level(parameter, ":")
        labels.append(head[0].strip().split()[0] if len(head) > 1 else "_")
    return f"{base}({''.join(label + ':' for label in labels)})"


def topics(page):
    """The abbreviated declarations under the page's `## Topics`, with whether each is deprecated."""
    match = re.search(r"\n## Topics\n(.*?)(\n## (Relationships|See Also)\b|\Z)", page.text, re.S)
    if not match:
        return []
    entries = []
    lines = match.group(1).split("\n")
    for index, line in enumerate(lines):
        line = html.unescape(line.strip())
        if not DECLARATION_START.match(line):
            continue
        following = [candidate.strip() for candidate in lines[index + 1:index + 6] if candidate.strip()]
        deprecated = any(candidate == "Deprecated" for candidate in following[:2])
        entries.append((line, deprecated))
    return entries


def sdk_members(folder):
    """Member names per type in a folder of generated Swift interfaces (`class UITextField : …` and
    `extension UITextField {`), for the completeness count only."""
    members = {}
    if not folder or not os.path.isdir(folder):
        return members
    for file in sorted(os.listdir(folder)):
        if not file.endswith(".swift"):
            continue
        current, depth, unavailable = None, 0, False
        for raw in open(os.path.join(folder, file), encoding="utf-8"):
            line = raw.strip()
            if depth == 0:
                header = re.match(r"^(?:@\S+\s+)*(?:open |public )?(?:class|protocol|extension|struct|enum)\s+([\w.]+)", line)
                current = header.group(1) if header and line.endswith("{") else None
            elif depth == 1 and current:
                if "unavailable" in line:
                    unavailable = True
                    continue
                name = topic_name(re.sub(r"^((@\S+|open|public|weak|unowned|dynamic|override)\s+)*", "", line))
                if name and not unavailable and not line.startswith("@available"):
                    members.setdefault(current, set()).add(name)
                if not line.startswith("@"):
                    unavailable = False
            depth += line.count("{") - line.count("}")
    return members


def collect(uikit_folder, quartz_folder, sdk_folder=None):
    pages = []
    for folder in (uikit_folder, quartz_folder):
        for file in sorted(os.listdir(folder)):
            if file.endswith(".md"):
                pages.append(Page(os.path.join(folder, file)))
    by_parent = {}
    type_pages = {}
    deprecated_collections = {}
    for page in pages:
        if page.kind == "API Collection" and page.parent and "Deprecated" in page.title:
            deprecated_collections.setdefault(page.parent, []).append(page)
        if page.kind in MEMBER_KINDS and page.parent:
            by_parent.setdefault(page.parent, []).append(page)
        if page.kind in ("Class", "Protocol", "Structure", "Enumeration") and page.title and page.parent in ("UIKit", "Core Animation"):
            type_pages.setdefault(page.title, page)
    sdk = sdk_members(sdk_folder)
    sections = []
    for family, types in FAMILIES:
        for type_name in types:
            rows = {}
            for page in by_parent.get(type_name, []):
                name = page.title.split(".")[-1] if page.kind in ("Enumeration", "Structure", "Class", "Protocol", "Type Alias") else page.title
                name = name.replace(" Deprecated", "").strip()
                declaration = page.declaration or "(no declaration on the page)"
                rows.setdefault((name, declaration), "deprecated" if page.deprecated else "available")
            page_names = {name for name, _ in rows}
            from_topics = 0
            type_page = type_pages.get(type_name)
            listed = topics(type_page) if type_page else []
            for collection in deprecated_collections.get(type_name, []):
                listed += [(declaration, True) for declaration, _ in topics(collection)]
            for declaration, deprecated in listed:
                name = topic_name(declaration)
                if not name or name in page_names:
                    continue
                keyword = DECLARATION_START.match(declaration).group(1)
                if re.match(r"^(UI|NS|CA|CG)[A-Z]", name):
                    continue  # a top-level type or constant the page mentions, not a member
                if keyword in ("enum", "struct", "class", "protocol", "typealias"):
                    continue  # a nested type with no page: the Topics list alone cannot tell whose it is
                qualifier = re.match(r"^(class|static)\s+(let|var)\b", declaration)
                if qualifier and type_page.kind == "Protocol":
                    continue  # a protocol page shows its class's constants (UIApplicationDelegate: UIApplication's notifications)
                if qualifier and qualifier.group(1) == "static" and type_page.kind == "Class":
                    continue  # a class page shows a value type's constants (UIScrollView: RunLoop.Mode.tracking)
                rows.setdefault((name, declaration), "deprecated (type page)" if deprecated else "available (type page)")
                page_names.add(name)
                from_topics += 1
            missing_from_docs = sorted(sdk.get(type_name, set()) - page_names) if sdk else []
            sections.append((family, type_name, type_page is not None, rows, from_topics, missing_from_docs))
    return sections


HEADER = """\
# The members Apple's documentation lists for the UIKit families of issue 43. One section per type,
# `[Type] family: Family (counts)`, then one line per documented declaration, three fields separated
# by tabs: the member's Swift name as Apple's documentation titles it (`convert(_:to:)`,
# `layoutIfNeeded()`, `text`, `init(coder:)`); its status, `available` or `deprecated` (deprecated
# but still available: Apple's documentation leaves out what Swift cannot call), followed by
# `(type page)` when only the type's Topics list names it; and its Swift declaration as the
# member's page gives it (for `(type page)` lines, the Topics list's abbreviated form). Overloads
# are separate lines with one name. Names and declarations are facts about Apple's SDK.
#
# Source: Apple's documentation pages, developer.apple.com/documentation/uikit/<type>/<member> and
# developer.apple.com/documentation/quartzcore/<type>/<member> (CADisplayLink, CAShapeLayer), as copied to Markdown (one
# file per page) in the public GitHub repository theAppLaunchers/apple-docs-for-rag: folder
# UIKit/md at commit f622e4540e6e73d17436c0f661f39c3b59e12387 (pages copied 2025-04-13) and folder
# QuartzCore/md at commit 713f486faa0ffa6b1b81f6dfd3f440722155880d. Generated {date}.
# Method (collect_apple_members.py beside this file, no network: it reads a checkout of those two
# folders): a type's members are the pages whose breadcrumb names the type just before the page,
# plus the properties and methods the type's own page and its "Deprecated symbols" page list
# under Topics without a page of their own in the copy (keyboard notifications on UIWindow,
# sizingRule on the text views).
#   python3 collect_apple_members.py APPLE_DOCS/UIKit/md APPLE_DOCS/QuartzCore/md [SDK_DIR] > AppleMembers.txt
# Completeness cross-check (SDK_DIR): the generated Swift interface of the iOS 14.2 SDK's UIKit and
# QuartzCore in the public repository DougGregor/swift-concurrency-objc (folder iOS, commit
# 5ab47b4f70a675a4298dc00b1526505b964b4061, Xcode 12.2 beta 3): every member name the script reads
# there for these types is listed here except Swift's refined `__` names and UIButton.init(__type:primaryAction:);
# the section counts say how many per type. No name is taken from it.
# Not listed: members of nested types (UIView.AnimationOptions's options), inherited members
# (Apple lists them on the superclass's page), and a nested type whose page the copy lost to a
# page of the same lowercased name (UITextField.BorderStyle beside borderStyle).
#
# AppleMembersTests checks every line against the UIKit module's sources; the members known to be
# missing are listed in AppleMembersMissing.txt. After adding UIKit members, re-record that list
# and the counts in PortingYourViewController.md with one command:
#   KBSIM_RECORD_MEMBERS=1 swift test --filter AppleMembers
"""


def main():
    uikit, quartz = sys.argv[1], sys.argv[2]
    sdk = sys.argv[3] if len(sys.argv) > 3 else None
    sections = collect(uikit, quartz, sdk)
    out = [HEADER.replace("{date}", datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d"))]
    for family, type_name, has_page, rows, from_topics, missing in sections:
        names = {name for name, _ in rows}
        note = f"{len(names)} members, {len(rows)} declarations"
        if from_topics:
            note += f"; {from_topics} from the type page's Topics only"
        if not has_page:
            note += "; no type page in the copy"
        if sdk:
            note += f"; {len([name for name in missing if not name.startswith('__')])} other names in the SDK interface"
        out.append(f"[{type_name}] family: {family} ({note})")
        for (name, declaration), status in sorted(rows.items(), key=lambda item: (item[0][0].lower(), item[0][0], item[0][1])):
            out.append(f"{name}\t{status}\t{declaration}")
        out.append("")
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
