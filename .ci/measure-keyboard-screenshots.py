#!/usr/bin/env python3
"""Measures the software keyboard's top edge in committed iOS Simulator reference screenshots.

Usage: .ci/measure-keyboard-screenshots.py GIT_DIR > Tests/KeyboardSimCoreTests/Keyboard/Fixtures/KeyboardScreenshotHistory.csv

GIT_DIR is a clone of https://github.com/kirillzyusko/react-native-keyboard-controller (bare or not).
The script walks every commit that added or changed a screenshot under e2e/kit/assets/ios/, keeps the
screens on which the keyboard is up over a plain background (see SCREENS), and writes one CSV row per
distinct image version (repository, commit, path, blob, device, iOS, the Xcode that built the app and
its SDK, the keyboard kind, the method, the measured rows and the values in points).

Method, per image (Pillow, pixels at the screenshot's 3x scale):
- edge: scanning down one column from a row of the app's own background, the first row whose colour
  leaves that background by more than 6 levels and stays off it for 20 rows. The column is x=2 for the
  full-width keyboard (iOS 15-18 design, and iOS 26 running an app built with an older SDK) and the
  column 10% in from the left for the iOS 26 design's inset panel (its straight edge, past the corner).
  keyboard height in points = (image height - row) / 3.
- moved: on the keyboard-animation screen the app translates two circles by the keyboard height the
  library reports; the gray circle's lowest row in the "keyboard is hidden" image of the same commit
  minus its lowest row with the keyboard up, divided by 3, is the reported height. Left empty where no
  hidden image of the same device exists at that commit.
- kind: emoji from the screen's name; otherwise the keys of the first key row are counted along the
  row through their middle (10 white keys: letters; 3: a number or decimal pad, told apart by the key
  bottom-left of the last row being "." / "," (decimal) or blank (number)), and the suggestion bar is
  present when the first key row starts more than 30 points below the edge.
Every distinct (device, iOS, SDK, kind) was then checked by eye on a crop with the row marked
(see KeyboardScreenshotHistory.md beside the fixture).
"""
import csv
import re
import subprocess
import sys
from io import BytesIO

from PIL import Image

REPOSITORY = "kirillzyusko/react-native-keyboard-controller"
ROOT = "e2e/kit/assets/ios/"
SCREENS = {
    "KeyboardAnimationKeyboardIsShown": "letters",
    "KeyboardAnimationEmojiKeyboard": "emoji",
    "NativeStackKeyboardIsShown": "letters",
    "NativeStackEmojiKeyboard": "emoji",
    "AwareScrollViewInputChanged": "pad",
    "AwareScrollViewTextChanged": "pad",
}
# The iOS SDK each Xcode release carries (Apple's Xcode release notes).
SDK_OF_XCODE = {"13": "15", "14": "16", "15": "17", "16": "18", "26": "26"}


def git(gitdir, *args, binary=False):
    out = subprocess.run(["git", "--git-dir", gitdir, *args], capture_output=True, check=True).stdout
    return out if binary else out.decode()


def configuration(gitdir, commit, device):
    """(iOS, Xcode that built the app) for a simulator, from the e2e configuration at a commit."""
    try:
        detox = git(gitdir, "show", f"{commit}:e2e/.detoxrc.js")
    except subprocess.CalledProcessError:
        detox = ""
    ios = ""
    m = re.search(r'type:\s*"' + re.escape(device) + r'",\s*os:\s*"iOS ([0-9.]+)"', detox)
    if m:
        ios = m.group(1)
    try:
        workflow = git(gitdir, "show", f"{commit}:.github/workflows/ios-e2e-test.yml")
    except subprocess.CalledProcessError:
        workflow = ""
    xcode = ""
    m = re.search(r'"?iphone"?:\s*"' + re.escape(device) + r'"', workflow)
    if m:
        entry = workflow[workflow.rfind("{", 0, m.start()) : workflow.find("}", m.end())]
        a = re.search(r'artifact"?:\s*"([0-9.]+)"', entry) or re.search(r'xcode"?:\s*"([0-9.]+)"', entry)
        if a:
            xcode = a.group(1)
    if not xcode:
        builds = re.findall(r'config:\s*\[\{\s*xcode:\s*"([0-9.]+)"', workflow)
        single = re.search(r'xcode-version:\s*"([0-9.]+)"', workflow)
        if builds:
            xcode = builds[0]
        elif single:
            xcode = single.group(1)
    sdk = SDK_OF_XCODE.get(xcode.split(".")[0], "") if xcode else ""
    return ios, xcode, sdk


def off(c, ref, tolerance=6):
    return max(abs(a - b) for a, b in zip(c, ref)) > tolerance


def edge(img, inset, below_fields):
    """The keyboard's top edge row, or None."""
    w, h = img.size
    px = img.load()
    x = int(w * 0.10) if inset else 2
    y0 = h // 3
    # On a screen of text fields, start below the last dark border (a field's) in this column.
    for y in range(h // 3, int(h * 0.62) if below_fields else h // 3):
        if max(px[x, y]) < 80:
            y0 = y + 4
    ref = px[x, y0]
    for y in range(y0, h - 20):
        if all(off(px[x, yy], ref) for yy in range(y, y + 20)):
            return y
    return None


def keys_in_row(img, top):
    """(white key count in the first key row, that row's top) below the edge."""
    w, h = img.size
    px = img.load()
    def key_runs(y):
        # white runs at least 20 points wide: keys, not the glyphs' counters
        runs, start = 0, None
        for x in range(w + 1):
            white = x < w and min(px[x, y]) >= 248
            if white and start is None:
                start = x
            elif not white and start is not None:
                runs += x - start >= 60
                start = None
        return runs

    for y in range(top + 6, min(h, top + 400)):
        if key_runs(y) >= 3:
            return max(key_runs(y + 8), key_runs(y + 4)), y
    return 0, None


def gray_circle_bottom(img, limit):
    w, h = img.size
    px = img.load()
    best = None
    for y in range(h // 4, limit):
        for x in range(w // 2, w, 2):
            if px[x, y] == (139, 139, 139):
                best = y
                break
    return best


def kind_of(img, name, top, inset):
    if SCREENS[name] == "emoji":
        return "emoji", ""
    count, first = keys_in_row(img, top)
    if first is None:
        return "unknown", ""
    bar = (first - top) / 3 > 30
    if count >= 9:
        return ("letters-bar" if bar else "letters"), first
    if count == 3:
        return ("decimal-pad" if SCREENS[name] == "pad" else "number-pad"), first
    return f"unknown-{count}-keys", first


def main():
    gitdir = sys.argv[1]
    log = git(gitdir, "log", "--reverse", "--format=C %H", "--raw", "--no-abbrev", "--diff-filter=AM", "--", ROOT)
    out = csv.writer(sys.stdout, lineterminator="\n")
    out.writerow(["repository", "commit", "path", "blob", "device", "screen", "ios", "xcode", "sdk", "kind",
                  "method", "edge_row_px", "image_height_px", "height_pt", "circle_bottom_px", "circle_gap_pt"])
    seen = set()
    commit = None
    for line in log.splitlines():
        if line.startswith("C "):
            commit = line[2:]
            continue
        if not line.startswith(":"):
            continue
        meta, path = line.split("\t", 1)
        blob = meta.split()[3]
        if not path.startswith(ROOT) or not path.endswith(".png"):
            continue
        device, file = path[len(ROOT):].split("/", 1)
        name = file[:-4]
        if name not in SCREENS or (blob, device) in seen:
            continue
        seen.add((blob, device))
        ios, xcode, sdk = configuration(gitdir, commit, device)
        img = Image.open(BytesIO(git(gitdir, "cat-file", "blob", blob, binary=True))).convert("RGB")
        w, h = img.size
        inset = ios.startswith("26") and sdk == "26"
        top = edge(img, inset, SCREENS[name] == "pad")
        if top is None:
            continue
        kind, _ = kind_of(img, name, top, inset)
        circle, gap = "", ""
        if name.startswith("KeyboardAnimation"):
            bottom = gray_circle_bottom(img, top)
            if bottom is not None:
                circle, gap = bottom, f"{(top - bottom) / 3:g}"
        out.writerow([REPOSITORY, commit, path, blob, device, f"{w // 3}x{h // 3}", ios, xcode, sdk, kind,
                      "edge-inset" if inset else "edge", top, h, f"{(h - top) / 3:g}", circle, gap])


if __name__ == "__main__":
    main()
