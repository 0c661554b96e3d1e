/// The script of the timeline page (``TimelinePage``): it reads the
/// embedded data and builds the chart, the filmstrip and the details.
enum TimelinePageScript {
  /// The script's source, inlined into the page.
  static let source = #"""
    "use strict";
    const data = JSON.parse(document.getElementById("timeline-data").textContent);
    const tl = data.timeline;
    const num = (v) => typeof v === "number" ? v : Number(v);
    const chart = document.getElementById("chart");
    const film = document.getElementById("film");
    const details = document.getElementById("details");
    const width = Math.max(chart.clientWidth, 200);
    let last = num(tl.end) || 0;
    for (const a of tl.animations) {
      const e = a.startTime === undefined ? undefined : end(a);
      if (e !== undefined && isFinite(e)) last = Math.max(last, e);
    }
    for (const t of tl.timers) last = Math.max(last, num(t.lastFire));
    const span = Math.max(last, 0.001);
    const x = (t) => Math.round(Math.max(0, Math.min(num(t), span)) / span * width * 10) / 10;
    function end(a) {
      const passes = a.autoreverses ? 2 : 1;
      let active = num(a.duration) * passes;
      if (num(a.repeatCount) > 0) active *= num(a.repeatCount);
      else if (num(a.repeatDuration) > 0) active = num(a.repeatDuration);
      const speed = Math.abs(num(a.speed)) || 1;
      const e = num(a.startTime) + active / speed;
      return isFinite(e) ? e : span;
    }
    function el(tag, cls, parent, text) {
      const node = document.createElement(tag);
      if (cls) node.className = cls;
      if (text !== undefined) node.textContent = text;
      if (parent) parent.appendChild(node);
      return node;
    }
    const axis = el("div", "axis", chart);
    const step = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300].find((s) => span / s <= 12) || 600;
    for (let t = 0; t <= span + 1e-9; t += step) {
      const tick = el("div", "tick", axis, (Math.round(t * 1000) / 1000) + " s");
      tick.style.left = x(t) + "px";
    }
    let selected = null;
    function bar(row, cls, start, stop, text, info, record) {
      const b = el("div", "bar " + cls, row, text);
      b.style.left = x(start) + "px";
      b.style.width = Math.max(x(stop) - x(start), 2) + "px";
      b.dataset.start = String(start);
      b.dataset.end = String(stop);
      b.title = text;
      b.addEventListener("click", () => {
        if (selected) selected.classList.remove("selected");
        selected = b;
        b.classList.add("selected");
        details.textContent = info;
        if (record) details.appendChild(curve(record));
      });
      return b;
    }
    tl.animations.forEach((a, i) => {
      const row = el("div", "row", chart);
      const who = (a.layerName || a.viewClass || a.layerClass) + " · " + (a.keyPath || a.kind);
      el("div", "label", row, who);
      const start = a.startTime === undefined ? num(a.addedAt) : num(a.startTime);
      const stop = a.startTime === undefined ? start : end(a);
      const values = (a.fromValue || "current") + " → " + (a.toValue || "model");
      const b = bar(row, a.kind, start, stop, (a.keyPath || a.kind) + " " + values,
        JSON.stringify(a, null, 2), a);
      b.id = "animation-" + i;
      b.dataset.keyPath = a.keyPath || "";
    });
    tl.timers.forEach((t) => {
      const row = el("div", "row", chart);
      el("div", "label", row, "timer " + t.timer);
      bar(row, "timer", num(t.firstFire), num(t.lastFire),
        "every " + t.interval + " s, fired " + t.fireCount + "×", JSON.stringify(t, null, 2));
    });
    data.aggregates.forEach((g) => {
      const row = el("div", "row", chart);
      el("div", "label", row, g.count + " more · " + g.keyPath);
      bar(row, "aggregate", num(g.start), num(g.end), g.count + " × " + g.keyPath,
        JSON.stringify(g, null, 2));
    });
    for (const input of tl.input) {
      const m = el("div", "marker", chart);
      m.style.left = x(input.time) + "px";
      m.dataset.time = String(input.time);
      m.title = input.kind + " " + input.touch + " at " + input.x + "," + input.y;
    }
    // Frames that would overlap the one before are kept but not shown.
    const thumb = 64 * (num(tl.width) || 1) / (num(tl.height) || 1);
    let shownRight = -Infinity;
    for (const f of data.frames) {
      const img = el("img", "", film);
      if (x(f.time) < shownRight) img.style.visibility = "hidden";
      else shownRight = x(f.time) + thumb + 2;
      img.src = f.src;
      img.alt = "frame at " + f.time + " s";
      img.style.left = x(f.time) + "px";
      img.dataset.time = String(f.time);
    }
    document.getElementById("summary").textContent = tl.animations.length + data.hiddenAnimations +
      " animations, " + tl.timers.length + " timers, " + (tl.input.length + data.hiddenInput) +
      " touches over " + (Math.round(span * 1000) / 1000) + " s";
    const notes = [];
    if (data.hiddenAnimations > 0) notes.push(data.hiddenAnimations +
      " animations past the first " + tl.animations.length + " are aggregated by key path");
    if (data.hiddenInput > 0) notes.push(data.hiddenInput + " touches are not drawn");
    document.getElementById("notice").textContent = notes.join("; ");
    const presets = { linear: [0, 0, 1, 1], default: [0.25, 0.1, 0.25, 1],
      easeIn: [0.42, 0, 1, 1], easeOut: [0, 0, 0.58, 1], easeInEaseOut: [0.42, 0, 0.58, 1] };
    function curve(a) {
      const ns = "http://www.w3.org/2000/svg";
      const svg = document.createElementNS(ns, "svg");
      svg.setAttribute("viewBox", "-0.1 -0.4 1.2 1.6");
      svg.setAttribute("width", "160");
      svg.setAttribute("height", "200");
      svg.style.display = "block";
      const path = document.createElementNS(ns, "path");
      path.setAttribute("fill", "none");
      path.setAttribute("stroke", "#4c8bf5");
      path.setAttribute("stroke-width", "0.02");
      let d = "M0,1 L1,0";
      const m = /^cubic-bezier\(([^)]*)\)$/.exec(a.timingFunction || "");
      const p = presets[a.timingFunction] || (m ? m[1].split(",").map(Number) : null);
      if (a.spring) {
        const v = {};
        a.spring.split(",").forEach((s) => { const [k, n] = s.trim().split(" "); v[k] = Number(n); });
        const w0 = Math.sqrt(v.stiffness / v.mass), z = v.damping / (2 * Math.sqrt(v.stiffness * v.mass));
        const pts = [];
        for (let i = 0; i <= 100; i++) {
          const t = i / 100 * num(a.duration);
          let y;
          if (z < 1) {
            const wd = w0 * Math.sqrt(1 - z * z);
            y = 1 - Math.exp(-z * w0 * t) * (Math.cos(wd * t) + (z * w0 - v.velocity) / wd * Math.sin(wd * t));
          } else {
            y = 1 - Math.exp(-w0 * t) * (1 + (w0 - v.velocity) * t);
          }
          pts.push((i / 100) + "," + (1 - y));
        }
        d = "M" + pts.join(" L");
      } else if (p && p.length === 4) {
        d = "M0,1 C" + p[0] + "," + (1 - p[1]) + " " + p[2] + "," + (1 - p[3]) + " 1,0";
      }
      path.setAttribute("d", d);
      svg.appendChild(path);
      return svg;
    }
    """#
}
