// The player page's own styles and script, apart from the Swift that assembles the page
// (HTMLReport.swift); `Tests/kbsimTests/RenderEndToEndTests.swift` runs them in Chromium.

extension HTMLReport {
    /// The page's styles: the device view, the verdict list, the timeline, the controls, and
    /// the two columns of a side-by-side page (stacked below 1180 points).
    static let css = #"""
        body { font: 14px/1.4 -apple-system, Helvetica, Arial, sans-serif; margin: 0; color: #111; background: #fafafa; }
        header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ccc; padding: 8px 16px; z-index: 2; }
        h1 { font-size: 17px; margin: 0 0 6px; } h2 { font-size: 15px; margin: 8px 0; } h3 { font-size: 13px; margin: 10px 0 4px; }
        .controls { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; }
        #scrubber { flex: 1; min-width: 200px; } #clock { font-variant-numeric: tabular-nums; min-width: 70px; }
        .panels { display: grid; gap: 16px; padding: 12px 16px; } .panels.count2 { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); }
        @media (max-width: 1180px) { .panels.count2 { grid-template-columns: minmax(0, 1fr); } }
        .panel { background: #fff; border: 1px solid #ddd; border-radius: 8px; padding: 8px 12px; min-width: 0; }
        .meta { color: #555; margin: 0 0 8px; font-size: 12px; }
        .stage { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; } .side { flex: 1; min-width: 220px; }
        svg.device { flex: none; height: auto; }
        .bezel { fill: #222; } .screen { fill: #fff; } .safe { fill: none; stroke: #3a7; stroke-dasharray: 6 4; stroke-width: 1.5; }
        .window { fill: none; stroke: #36c; stroke-width: 3; } .window.hidden { display: none; }
        .view .frame { fill: rgba(80, 120, 200, 0.08); stroke: #58b; stroke-width: 1; }
        .view.focused .frame { fill: rgba(255, 190, 0, 0.35); stroke: #c80; stroke-width: 3; }
        .view .name { font-size: 11px; fill: #333; } .view.hidden { display: none; }
        .keyboard rect { fill: rgba(60, 60, 70, 0.72); } .keyboard text { fill: #fff; font-size: 13px; }
        .keyboard.hidden { display: none; }
        .keyboard[data-placement="split"] rect { fill: rgba(60, 60, 70, 0.35); stroke: #333; stroke-dasharray: 8 4; }
        .keyboard[data-placement="floating"] rect, .keyboard[data-placement="undocked"] rect { stroke: #111; stroke-width: 2; }
        .verdicts { padding-left: 18px; margin: 0; font-size: 12px; } .verdicts .fail { color: #b00; font-weight: bold; }
        .explain { max-height: 340px; overflow: auto; }
        .explain pre { white-space: pre-wrap; font-size: 11.5px; margin: 0 0 6px; padding: 4px 6px; border-left: 3px solid transparent; color: #777; }
        .explain pre.current { border-color: #c80; background: #fff8e6; color: #111; } .explain pre.past { color: #333; }
        .logs { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 12px; }
        .log { max-height: 260px; overflow: auto; font: 11px/1.35 Menlo, monospace; padding-left: 28px; margin: 0; }
        .log li { color: #999; overflow-wrap: anywhere; } .log li.past { color: #222; } .log li.current { background: #fff3c4; color: #000; }
        .log .deliveries { color: #36a; } .observers { font: 11px/1.35 Menlo, monospace; max-height: 260px; overflow: auto; }
        .observers .leak { color: #b00; font-weight: bold; } .observers .removed { color: #777; }
        .timeline { padding: 0 16px 24px; } #timeline svg { max-width: 100%; height: auto; background: #fff; cursor: crosshair; }
        body.present { font-size: 20px; } body.present h1 { font-size: 26px; } body.present h3 { font-size: 19px; }
        body.present .verdicts { font-size: 17px; } body.present .explain pre { font-size: 16px; } body.present .explain { max-height: 480px; }
        body.present .log, body.present .observers { font-size: 15px; max-height: 360px; } body.present .meta { font-size: 16px; }
        body.present button, body.present select { font-size: 18px; }
        """#

    /// The player: reads the embedded traces, draws the frame at the playhead, follows the
    /// narration, seeks by `#t=`, `#step=` and `#post=` and counts its own errors in
    /// `data-errors`. It lives in the binary, not in a resource bundle, so a `kbsim` copied
    /// anywhere writes a whole page.
    static let script = #"""
        (function () {
          "use strict";
          var errors = 0;
          function fail(message) { errors += 1; document.body.setAttribute("data-errors", String(errors)); document.body.setAttribute("data-last-error", String(message)); }
          window.addEventListener("error", function (event) { fail(event.message); });
          var consoleError = console.error;
          console.error = function () { fail(Array.prototype.join.call(arguments, " ")); consoleError.apply(console, arguments); };

          var scenarios = JSON.parse(document.getElementById("data").textContent);
          var duration = Math.max.apply(null, scenarios.map(function (s) { return s.duration; }));
          var fps = Math.max.apply(null, scenarios.map(function (s) { return s.fps; }));
          var scrubber = document.getElementById("scrubber");
          scrubber.max = String(duration); scrubber.step = String(1 / fps);
          function fmt(v) { return (Math.round(v * 1000) / 1000).toString(); }
          function rect(r) { return "[" + r.map(fmt).join(", ") + "]"; }
          function escapeText(text) { return String(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"); }

          scenarios.forEach(function (s, index) {
            s.index = index;
            s.frames = s.records.filter(function (r) { return r.kind === "frame"; });
            s.screens = s.records.filter(function (r) { return r.kind === "screen"; });
            s.focus = s.records.filter(function (r) { return r.kind === "focus"; });
            s.placements = s.records.filter(function (r) { return r.kind === "keyboard"; });
            s.windows = s.records.filter(function (r) { return r.kind === "window"; });
            s.svg = document.getElementById("device-" + index);
            s.views = {};
            Array.prototype.forEach.call(s.svg.querySelectorAll("g.view"), function (g) { s.views[g.getAttribute("data-view")] = g; });
            s.keyboard = document.getElementById("kb-" + index);
            // The notification log, with each post's deliveries.
            var log = document.getElementById("log-" + index);
            var deliveries = {};
            s.records.forEach(function (r) { if (r.kind === "delivery") { (deliveries[r.post] = deliveries[r.post] || []).push(r); } });
            s.logItems = [];
            s.records.forEach(function (r) {
              if (r.kind !== "notification") return;
              var li = document.createElement("li");
              var info = Object.keys(r.userInfo).map(function (key) {
                var value = r.userInfo[key];
                return key.replace(/^UIKeyboard/, "").replace(/UserInfoKey$/, "") + " " + (Array.isArray(value) ? rect(value) : value);
              }).join("; ");
              var to = (deliveries[r.post] || []).map(function (d, i) { return (i + 1) + ". " + d.observer + " (" + d.style + (d.ownerState ? ", " + d.ownerState : "") + ")"; });
              li.innerHTML = fmt(r.t) + " s <b>" + escapeText(r.name) + "</b>" + (info ? "<br>" + escapeText(info) : "") +
                (to.length ? "<br><span class=\"deliveries\">→ " + escapeText(to.join(", ")) + "</span>" : "");
              li.setAttribute("data-t", String(r.t));
              log.appendChild(li);
              s.logItems.push({ t: r.t, element: li });
            });
            // Registrations per controller, what was delivered, and what leaked.
            var byOwner = {};
            s.records.forEach(function (r) {
              if (r.kind === "observer") {
                var owner = byOwner[r.observer] = byOwner[r.observer] || { registrations: {}, lifecycle: [] };
                var entry = owner.registrations[r.registration] = owner.registrations[r.registration] || { style: r.style, name: r.name, deliveries: 0 };
                if (r.action === "add") { entry.added = r.t; entry.registeredIn = r.registeredIn; } else { entry.removed = r.t; entry.reason = r.reason; }
              } else if (r.kind === "lifecycle") {
                (byOwner[r.controller] = byOwner[r.controller] || { registrations: {}, lifecycle: [] }).lifecycle.push(fmt(r.t) + " s " + r.event);
              }
            });
            s.records.forEach(function (r) {
              if (r.kind === "delivery" && byOwner[r.observer] && byOwner[r.observer].registrations[r.registration]) byOwner[r.observer].registrations[r.registration].deliveries += 1;
            });
            var html = "";
            Object.keys(byOwner).forEach(function (owner) {
              var o = byOwner[owner];
              html += "<p><b>" + escapeText(owner) + "</b><br>";
              Object.keys(o.registrations).forEach(function (id) {
                var e = o.registrations[id];
                var state = e.removed !== undefined ? "<span class=\"removed\">removed at " + fmt(e.removed) + " s" + (e.reason ? " (" + escapeText(e.reason) + ")" : "") + "</span>" : "<span class=\"leak\">never removed</span>";
                html += "#" + id + " " + escapeText(e.style) + " " + escapeText((e.name || "every notification").replace(/^UIKeyboard/, "")) +
                  (e.registeredIn ? " in " + escapeText(e.registeredIn) : "") + ", " + e.deliveries + " deliveries, " + state + "<br>";
              });
              if (o.lifecycle.length) html += "<span class=\"removed\">" + escapeText(o.lifecycle.join(" · ")) + "</span>";
              html += "</p>";
            });
            s.records.forEach(function (r) {
              if (r.kind === "verdict" && (r.check === "observerLeaks" || r.check === "leakedControllers") && r.value > 0) {
                html += "<p class=\"leak\">" + escapeText(r.check + " " + r.value + ": " + r.detail) + "</p>";
              }
            });
            document.getElementById("observers-" + index).innerHTML = html || "<p>no observers</p>";
            // The narration, by step.
            var explain = document.getElementById("explain-" + index);
            s.narration.forEach(function (section) {
              var pre = document.createElement("pre");
              pre.textContent = section.text;
              pre.setAttribute("data-t", String(section.t));
              explain.appendChild(pre);
              section.element = pre;
            });
          });

          // Marks an item current; one that has just become current is scrolled into view inside
          // its scrolling box (the notification log, the narration), never the page, so both follow
          // the playhead.
          function follow(element, current) {
            var was = element.classList.contains("current");
            element.classList.toggle("current", current);
            if (!current || was) return;
            var box = element.parentNode;
            while (box && box !== document.body && !(box.scrollHeight > box.clientHeight)) box = box.parentNode;
            if (!box || box === document.body) return;
            var top = element.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
            var bottom = top + element.offsetHeight;
            if (top < box.scrollTop) box.scrollTop = top;
            else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = Math.max(top, bottom - box.clientHeight);
            box.setAttribute("data-scroll-top", String(Math.round(box.scrollTop)));
          }

          function lastAtOrBefore(list, t) {
            var found = null;
            for (var i = 0; i < list.length; i += 1) { if (list[i].t <= t + 1e-9) found = list[i]; else break; }
            return found;
          }

          function setRect(element, r) {
            element.setAttribute("x", fmt(r[0])); element.setAttribute("y", fmt(r[1]));
            element.setAttribute("width", fmt(r[2])); element.setAttribute("height", fmt(r[3]));
          }

          function show(s, t) {
            var frame = lastAtOrBefore(s.frames, t) || s.frames[0] || null;
            var screen = lastAtOrBefore(s.screens, t) || s.screens[0];
            var focus = lastAtOrBefore(s.focus, t);
            var focused = focus ? focus.to : null;
            if (screen) {
              var w = screen.size[0], h = screen.size[1], longest = Number(s.svg.getAttribute("data-longest"));
              s.svg.setAttribute("viewBox", "-12 -12 " + (w + 24) + " " + (h + 24));
              s.svg.setAttribute("width", String(Math.round(w * 420 / longest + 24)));
              setRect(s.svg.querySelector(".bezel"), [-10, -10, w + 20, h + 20]);
              setRect(s.svg.querySelector(".screen"), [0, 0, w, h]);
              setRect(s.svg.querySelector(".clip"), [0, 0, w, h]);
              var a = screen.safeArea;
              setRect(s.svg.querySelector(".safe"), [a[1], a[0], w - a[1] - a[3], h - a[0] - a[2]]);
            }
            // A Stage Manager window: its outline, where the app's views are (frames are in
            // screen points); none while the window fills the screen, nor after a rotation
            // (a screen record) that no window record followed.
            var win = lastAtOrBefore(s.windows, t), outline = s.svg.querySelector(".window");
            var placed = win && screen && win.t >= screen.t &&
              !(win.frame[0] === 0 && win.frame[1] === 0 && win.frame[2] === screen.size[0] && win.frame[3] === screen.size[1]);
            outline.classList.toggle("hidden", !placed);
            if (placed) setRect(outline, win.frame);
            // Every frame record names every traced view on screen: one not named is not shown.
            Object.keys(s.views).forEach(function (name) {
              var g = s.views[name], r = frame && frame.views[name] ? frame.views[name] : null;
              g.classList.toggle("hidden", !r);
              g.classList.toggle("focused", name === focused);
              if (!r) return;
              setRect(g.querySelector("rect"), r);
              var label = g.querySelector("text");
              label.setAttribute("x", fmt(r[0] + 4)); label.setAttribute("y", fmt(r[1] + 13));
            });
            var kb = frame ? frame.keyboard : null;
            s.keyboard.parentNode.classList.toggle("hidden", !kb);
            if (kb) {
              setRect(s.keyboard, kb);
              var name = s.keyboard.parentNode.querySelector("text");
              name.setAttribute("x", fmt(kb[0] + 10)); name.setAttribute("y", fmt(kb[1] + 20));
              var placement = lastAtOrBefore(s.placements, t);
              var kind = placement ? placement.placement : "docked";
              name.textContent = "keyboard" + (kind === "docked" ? "" : " (" + kind + ")") + " " + fmt(kb[3]) + " pt";
              s.keyboard.parentNode.setAttribute("data-placement", kind);
            }
            s.svg.setAttribute("data-frame", frame ? String(frame.frame) : "");
            s.logItems.forEach(function (item, k) {
              var past = item.t <= t + 1e-9;
              item.element.classList.toggle("past", past);
              var next = s.logItems[k + 1];
              follow(item.element, past && (!next || next.t > t + 1e-9) && t - item.t < 0.6);
            });
            s.narration.forEach(function (section, k) {
              var next = s.narration[k + 1];
              var past = section.t <= t + 1e-9;
              section.element.classList.toggle("past", past);
              follow(section.element, past && (!next || next.t > t + 1e-9));
            });
          }

          var timelineSvg = document.querySelector("#timeline svg");
          var playhead = null;
          if (timelineSvg) {
            timelineSvg.insertAdjacentHTML("beforeend", "<line id=\"playhead\" x1=\"0\" x2=\"0\" y1=\"" + timelineSvg.getAttribute("data-top") +
              "\" y2=\"" + timelineSvg.getAttribute("data-bottom") + "\" stroke=\"#c80\" stroke-width=\"2\"/>");
            playhead = document.getElementById("playhead");
            timelineSvg.addEventListener("click", function (event) {
              var box = timelineSvg.getBoundingClientRect();
              var scale = Number(timelineSvg.getAttribute("width")) / box.width;
              var x = (event.clientX - box.left) * scale;
              var left = Number(timelineSvg.getAttribute("data-left")), width = Number(timelineSvg.getAttribute("data-plot-width"));
              seek(Math.max(0, Math.min(duration, (x - left) / width * Number(timelineSvg.getAttribute("data-duration")))));
            });
          }

          var now = 0;
          function seek(t) {
            now = Math.max(0, Math.min(duration, t));
            scrubber.value = String(now);
            document.getElementById("clock").textContent = now.toFixed(3) + " s";
            document.body.setAttribute("data-time", String(now));
            scenarios.forEach(function (s) { show(s, now); });
            if (playhead) {
              var x = Number(timelineSvg.getAttribute("data-left")) + Number(timelineSvg.getAttribute("data-plot-width")) * now / Number(timelineSvg.getAttribute("data-duration"));
              playhead.setAttribute("x1", fmt(x)); playhead.setAttribute("x2", fmt(x));
            }
          }

          var playing = false, last = 0;
          function tick(stamp) {
            if (!playing) return;
            var speed = Number(document.getElementById("speed").value);
            if (last) seek(now + (stamp - last) / 1000 * speed);
            last = stamp;
            if (now >= duration) { toggle(); return; }
            window.requestAnimationFrame(tick);
          }
          function toggle() {
            playing = !playing; last = 0;
            document.getElementById("play").textContent = playing ? "Pause" : "Play";
            if (playing) { if (now >= duration) seek(0); window.requestAnimationFrame(tick); }
          }
          // The next (direction 1) or previous (-1) of `times` from now; undefined when there is none.
          function neighbour(times, direction) {
            times.sort(function (a, b) { return a - b; });
            return direction > 0 ? times.find(function (x) { return x > now + 1e-9; }) : times.slice().reverse().find(function (x) { return x < now - 1e-9; });
          }
          function stepFrame(direction) {
            var target = neighbour(instants("frames"), direction);
            seek(target === undefined ? now + direction / fps : target);
          }
          // By notification or by scenario step: to the next or previous instant one happened at
          // (posts at one instant are one stop; nowhere when there is none that way).
          function instants(list) {
            var times = [];
            scenarios.forEach(function (s) {
              s[list].forEach(function (item) { if (list !== "narration" || item.step) times.push(item.t); });
            });
            return times.sort(function (a, b) { return a - b; });
          }
          function stepTo(list, direction) {
            var target = neighbour(instants(list), direction);
            if (target === undefined) return false;
            seek(target);
            return true;
          }
          function present() {
            document.body.classList.toggle("present");
            document.getElementById("present").textContent = document.body.classList.contains("present") ? "Normal" : "Present";
          }
          document.getElementById("play").addEventListener("click", toggle);
          document.getElementById("back").addEventListener("click", function () { stepFrame(-1); });
          document.getElementById("forward").addEventListener("click", function () { stepFrame(1); });
          document.getElementById("back-post").addEventListener("click", function () { stepTo("logItems", -1); });
          document.getElementById("forward-post").addEventListener("click", function () { stepTo("logItems", 1); });
          document.getElementById("back-step").addEventListener("click", function () { stepTo("narration", -1); });
          document.getElementById("forward-step").addEventListener("click", function () { stepTo("narration", 1); });
          document.getElementById("present").addEventListener("click", present);
          scrubber.addEventListener("input", function () { seek(Number(scrubber.value)); });
          // The player's keys, unless a control has the focus (the scrubber and the speed menu keep
          // their own keys) or Ctrl, Alt or Cmd is held (the browser's shortcuts, printing among them).
          document.addEventListener("keydown", function (event) {
            var target = event.target, tag = target && target.tagName ? target.tagName.toLowerCase() : "";
            if (tag === "input" || tag === "select" || tag === "textarea" || event.ctrlKey || event.altKey || event.metaKey) return;
            var handled = true;
            if (event.key === " ") toggle();
            else if (event.key === "ArrowRight") { if (event.shiftKey) stepTo("logItems", 1); else stepFrame(1); }
            else if (event.key === "ArrowLeft") { if (event.shiftKey) stepTo("logItems", -1); else stepFrame(-1); }
            else if (event.key === "PageDown") handled = stepTo("narration", 1);
            else if (event.key === "PageUp") handled = stepTo("narration", -1);
            else if (event.key === "p" || event.key === "P") present();
            else handled = false;
            if (handled) event.preventDefault();
          });
          // #t=5.7 opens at that time; #present in presentation mode; #step=3 at the third scenario
          // step; #post=5 at the fifth instant notifications were posted at (posts at one instant
          // count once). Counted from 1; past the last, the last.
          var hash = window.location.hash;
          if (/(?:^#|&)present(?:&|$)/.test(hash)) present();
          var match = /(?:^#|&)t=([0-9.]+)/.exec(hash);
          seek(match ? Number(match[1]) : 0);
          var numbered = /(?:^#|&)(step|post)=([0-9]+)/.exec(hash);
          if (numbered) {
            var times = instants(numbered[1] === "step" ? "narration" : "logItems");
            if (numbered[1] === "post") times = times.filter(function (x, k) { return k === 0 || x !== times[k - 1]; });
            var n = Number(numbered[2]);
            if (times.length && n > 0) seek(times[Math.min(n, times.length) - 1]);
          }
        })();
        """#
}
