// Small SVG charts for the dashboard, drawn here rather than with a library: a bar chart over time and a line.
// Every chart is an image with a text alternative; the dashboard also offers the same figures as a table.
"use strict";

const Charts = (() => {
  const { svg } = Console;
  const WIDTH = 760;
  const HEIGHT = 230;
  const PAD = { left: 44, right: 12, top: 12, bottom: 30 };

  /** A round maximum for the y axis, at least the largest value, that divides into whole-number ticks. */
  function niceMax(value) {
    if (value <= 4) return Math.max(1, Math.ceil(value));
    const power = Math.pow(10, Math.floor(Math.log10(value)));
    for (const step of [1, 2, 5, 10]) {
      if (step * power >= value) return step * power;
    }
    return 10 * power;
  }

  function frame(label, max, labels, every) {
    const plotH = HEIGHT - PAD.top - PAD.bottom;
    const root = svg("svg", { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "img", "aria-label": label });
    const ticks = [4, 5, 3, 2, 1].find((t) => t <= max && max % t === 0) || 1;
    for (let i = 0; i <= ticks; i++) {
      const y = PAD.top + plotH - (plotH * i) / ticks;
      root.append(svg("line", { x1: PAD.left, x2: WIDTH - PAD.right, y1: y, y2: y, stroke: "#d0d7de", "stroke-width": 1 }));
      root.append(svg("text", { x: PAD.left - 6, y: y + 4, "text-anchor": "end", "font-size": 11, fill: "#4a5560",
        text: String((max * i) / ticks) }));
    }
    const step = (WIDTH - PAD.left - PAD.right) / Math.max(labels.length, 1);
    labels.forEach((text, i) => {
      if (i % every === 0) {
        root.append(svg("text", { x: PAD.left + step * i + step / 2, y: HEIGHT - 10, "text-anchor": "middle",
          "font-size": 11, fill: "#4a5560", text }));
      }
    });
    return { root, plotH, step };
  }

  /**
   * Bars per label, one per series side by side.
   * series: [{ name, color, values }]
   */
  function bars(container, label, labels, series) {
    const max = niceMax(Math.max(1, ...series.flatMap((s) => s.values)));
    const { root, plotH, step } = frame(label, max, labels, Math.ceil(labels.length / 8));
    const width = Math.max(1, (step - 2) / series.length);
    series.forEach((s, n) => {
      s.values.forEach((value, i) => {
        if (value <= 0) return;
        const h = (plotH * value) / max;
        const rect = svg("rect", { x: PAD.left + step * i + 1 + width * n, y: PAD.top + plotH - h, width, height: h, fill: s.color });
        rect.append(svg("title", { text: `${labels[i]} ${s.name}: ${value}` }));
        root.append(rect);
      });
    });
    container.replaceChildren(root);
  }

  /** A line over the points in order, for values sampled while the page is open. */
  function line(container, label, labels, values, color) {
    const max = niceMax(Math.max(1, ...values));
    const { root, plotH, step } = frame(label, max, labels, Math.ceil(labels.length / 6));
    const points = values.map((value, i) => `${PAD.left + step * i + step / 2},${PAD.top + plotH - (plotH * value) / max}`);
    if (points.length > 0) {
      root.append(svg("polyline", { points: points.join(" "), fill: "none", stroke: color, "stroke-width": 2.5 }));
      values.forEach((value, i) => {
        const dot = svg("circle", { cx: PAD.left + step * i + step / 2, cy: PAD.top + plotH - (plotH * value) / max, r: 3, fill: color });
        dot.append(svg("title", { text: `${labels[i]}: ${value}` }));
        root.append(dot);
      });
    }
    container.replaceChildren(root);
  }

  return { bars, line };
})();
